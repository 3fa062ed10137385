import ZilliqaKit

/// A control request's JSON body, read strictly: an object with only the keys its route takes,
/// each of the right type, or a 400 saying which key is wrong and what the route takes.
///
/// ```swift
/// let body = try ControlRequestBody(request.body, for: .fund, keys: ["address", "qa", "li", "zil"])
/// let address = try body.address("address")
/// ```
struct ControlRequestBody {
    private let members: [String: JSONValue]
    private let endpoint: ControlEndpoint

    /// Reads `bytes` (an empty body reads as `{}`).
    init(_ bytes: [UInt8], for endpoint: ControlEndpoint, keys: Set<String>) throws(ControlError) {
        self.endpoint = endpoint
        guard !bytes.isEmpty else {
            members = [:]
            return
        }
        guard let json = try? JSONValue(parsing: bytes) else {
            throw Self.problem("the body is not JSON", endpoint)
        }
        guard let members = json.objectValue else { throw Self.problem("the body must be a JSON object", endpoint) }
        let unexpected = Set(members.keys).subtracting(keys)
        guard unexpected.isEmpty else {
            throw Self.problem(
                "unexpected key " + unexpected.sorted().map { "\"\($0)\"" }.joined(separator: ", "), endpoint)
        }
        self.members = members
    }

    /// A 400 naming what is wrong and what `endpoint` takes.
    static func problem(_ what: String, _ endpoint: ControlEndpoint) -> ControlError {
        .badRequest("\(what): \(endpoint.method) \(endpoint.path) takes \(endpoint.takes)")
    }

    func problem(_ what: String) -> ControlError { Self.problem(what, endpoint) }

    /// Whether `key` is present (null included).
    func has(_ key: String) -> Bool { members[key] != nil }

    /// The value of `key`, present or not.
    subscript(key: String) -> JSONValue? { members[key] }

    /// A required string.
    func string(_ key: String) throws(ControlError) -> String {
        guard let value = members[key] else { throw problem("\"\(key)\" is missing") }
        guard let text = value.stringValue else { throw problem("\"\(key)\" must be a string") }
        return text
    }

    /// A required address in any form the node reads (`zil1…`, `0x…` with the Zilliqa or the EIP-55
    /// checksum, 40 hex): an EVM account is its 20 bytes too.
    func address(_ key: String) throws(ControlError) -> Address {
        let text = try string(key)
        do throws(AddressError) { return try Address(devnetText: text) } catch {
            throw problem("\"\(key)\" is not an address (\(error))")
        }
    }

    /// An exact amount under exactly one of the keys `qa`, `li` and `zil`, written as a decimal string.
    func amount() throws(ControlError) -> Amount {
        let units: [(String, AmountUnit)] = [("qa", .qa), ("li", .li), ("zil", .zil)]
        let given = units.filter { members[$0.0] != nil }
        guard given.count == 1, let (key, unit) = given.first else {
            throw problem(given.isEmpty ? "no amount given" : "give the amount under one key only")
        }
        guard let text = members[key]?.stringValue else {
            throw problem("\"\(key)\" must be a decimal string such as \"1.5\", so that it stays exact")
        }
        do throws(AmountError) {
            return try Amount(text, unit: unit)
        } catch {
            // Here a smaller unit can be chosen: its key is a way out of too many decimals.
            let smaller =
                if case .tooManyDecimalPlaces = error, unit != .qa { #", or give it in Qa under "qa""# } else { "" }
            throw problem("\"\(key)\": \(error)\(smaller)")
        }
    }

    /// An optional number within `range`.
    func number(_ key: String, in range: ClosedRange<Double>) throws(ControlError) -> Double? {
        guard let value = members[key], value != .null else { return nil }
        let number: Double
        switch value {
        case .integer(let whole): number = Double(whole)
        case .unsignedInteger(let whole): number = Double(whole)
        case .double(let fraction): number = fraction
        default: throw problem("\"\(key)\" must be a number")
        }
        guard range.contains(number) else {
            throw problem(
                "\"\(key)\" must be from \(Self.plain(range.lowerBound)) to \(Self.plain(range.upperBound))"
            )
        }
        return number
    }

    /// An optional whole number of at least `minimum`.
    func wholeNumber(_ key: String, atLeast minimum: UInt64 = 0) throws(ControlError) -> UInt64? {
        guard let value = members[key], value != .null else { return nil }
        let number: UInt64
        switch value {
        case .integer(let whole) where whole >= 0: number = UInt64(whole)
        case .unsignedInteger(let whole): number = whole
        default: throw problem("\"\(key)\" must be a whole number of at least \(minimum)")
        }
        guard number >= minimum else { throw problem("\"\(key)\" must be a whole number of at least \(minimum)") }
        return number
    }

    /// An optional array of strings.
    func strings(_ key: String) throws(ControlError) -> [String]? {
        guard let value = members[key], value != .null else { return nil }
        guard let elements = value.arrayValue else { throw problem("\"\(key)\" must be an array of strings") }
        var texts: [String] = []
        for element in elements {
            guard let text = element.stringValue else { throw problem("\"\(key)\" must be an array of strings") }
            texts.append(text)
        }
        return texts
    }

    /// A number without a needless `.0` (`1`, `0.5`).
    private static func plain(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
}
