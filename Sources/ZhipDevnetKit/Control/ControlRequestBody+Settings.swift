/// The bodies of the routes that change settings: a fault plan and a block schedule.
extension ControlRequestBody {
    /// The most seconds a block time or a held request may be: a day, as `--block-time` allows.
    static let longestSeconds: Double = 86_400

    /// `{"mode": …, "rate": …, "methods": […], "times": …, "seed": …, "holdSeconds": …}`; only
    /// `mode` is required, and `rate` defaults to 1 (every candidate request).
    func faultPlan() throws(ControlError) -> FaultPlan {
        let modeText = try string("mode")
        guard let mode = FaultMode(rawValue: modeText) else {
            throw Self.problem(
                "\"mode\" must be one of 500, drop, garbage and timeout, not \"\(modeText)\"", .setFaults)
        }
        let rate = try number("rate", in: 0...1) ?? 1
        var methods: Set<String>?
        if let names = try strings("methods") {
            let served = DevnetMethods.names + DevnetMethods.ethNames
            let unknown = names.filter { !served.contains($0) }
            guard unknown.isEmpty, !names.isEmpty else {
                throw Self.problem(
                    "\"methods\" must name one or more of " + served.joined(separator: ", ")
                        + (unknown.isEmpty ? "" : ", not " + unknown.joined(separator: ", ")), .setFaults)
            }
            methods = Set(names)
        }
        let limit = try wholeNumber("times", atLeast: 1).map { Int(clamping: $0) }
        let seed = try wholeNumber("seed")
        let hold = try number("holdSeconds", in: 0...Self.longestSeconds).map(Self.duration) ?? .seconds(30)
        return FaultPlan(rate: rate, mode: mode, seed: seed, methods: methods, hold: hold, limit: limit)
    }

    /// `{"method": …, "result": …, "whenParam": …, "honestAnswers": N}`: `method` one the devnet
    /// serves and `result` any JSON are required.
    func lie() throws(ControlError) -> DevnetLies.Lie {
        let method = try string("method")
        let served = DevnetMethods.names + DevnetMethods.ethNames + DevnetMethods.otsNames
        guard served.contains(method) else {
            throw Self.problem("\"method\" must be a method the devnet serves", .setLies)
        }
        guard let result = self["result"] else { throw Self.problem("\"result\" is missing", .setLies) }
        let whenParam: String? = has("whenParam") ? try string("whenParam") : nil
        let honest = try wholeNumber("honestAnswers").map { Int(clamping: $0) } ?? 0
        return DevnetLies.Lie(method: method, whenParam: whenParam, result: result, honestAnswers: honest)
    }

    /// `{"seconds": N}`: a block every N seconds; 0 inside each `CreateTransaction` (as
    /// `--block-time 0`); null only on `POST /control/confirm`.
    func blockSchedule() throws(ControlError) -> BlockSchedule {
        guard has("seconds") else { throw Self.problem("\"seconds\" is missing", .blockTime) }
        guard let seconds = try number("seconds", in: 0...Self.longestSeconds) else { return .onDemand }
        return BlockSchedule(blockTime: Self.duration(seconds))
    }

    /// Seconds as a duration, to the microsecond (as `--block-time` reads them); more than zero
    /// stays more than zero, so that a tiny block time never turns into "at once".
    private static func duration(_ seconds: Double) -> Duration {
        let micro = Int64((seconds * 1_000_000).rounded())
        return .microseconds(seconds > 0 ? max(1, micro) : micro)
    }
}
