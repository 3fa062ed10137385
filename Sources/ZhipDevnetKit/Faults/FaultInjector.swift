import Synchronization

/// When and how the devnet spoils answers (`--fail-rate F --fail-mode M --seed N`, or
/// `POST /control/faults` while it runs).
///
/// ```swift
/// FaultPlan(rate: 0.5, mode: .drop, seed: 7)
/// FaultPlan(rate: 1, mode: .serverError, methods: ["CreateTransaction"])
/// FaultPlan(rate: 1, mode: .drop, methods: ["CreateTransaction"], limit: 1)   // only the first send
/// ```
public struct FaultPlan: Sendable, Hashable {
    /// The share of requests spoiled, 0...1.
    public var rate: Double
    /// How they are spoiled.
    public var mode: FaultMode
    /// The generator's seed; nil for a random one.
    public var seed: UInt64?
    /// Only requests calling one of these methods are candidates (each draws); nil for all requests.
    public var methods: Set<String>?
    /// How long `timeout` holds a request.
    public var hold: Duration
    /// At most this many requests are spoiled, then none; nil for no limit.
    public var limit: Int?

    public init(
        rate: Double, mode: FaultMode, seed: UInt64? = nil, methods: Set<String>? = nil,
        hold: Duration = .seconds(30), limit: Int? = nil
    ) {
        self.rate = rate
        self.mode = mode
        self.seed = seed
        self.methods = methods
        self.hold = hold
        self.limit = limit
    }
}

/// Draws, request by request, whether to inject the plan's fault; the draws follow the seed.
public final class FaultInjector: Sendable {
    /// The plan drawn from.
    public let plan: FaultPlan
    private let draws: Mutex<Draws>

    /// The generator and how many faults it has injected so far.
    private struct Draws {
        var generator: SeededGenerator
        var injected = 0
    }

    public init(plan: FaultPlan) {
        self.plan = plan
        var system = SystemRandomNumberGenerator()
        draws = Mutex(Draws(generator: SeededGenerator(seed: plan.seed ?? system.next())))
    }

    /// The fault for a request calling `methods` (a batch calls several), or nil to answer normally.
    public func fault(forMethods methods: [String]) -> FaultMode? {
        if let only = plan.methods, !methods.contains(where: only.contains) { return nil }
        let plan = plan
        return draws.withLock { draws in
            if let limit = plan.limit, draws.injected >= limit { return nil }
            guard draws.generator.nextUnit() < plan.rate else { return nil }
            draws.injected += 1
            return plan.mode
        }
    }
}
