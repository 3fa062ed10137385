import Synchronization

/// When and how the devnet spoils answers (`--fail-rate F --fail-mode M --seed N`).
///
/// ```swift
/// FaultPlan(rate: 0.5, mode: .drop, seed: 7)
/// FaultPlan(rate: 1, mode: .serverError, methods: ["CreateTransaction"])   // in-process tests only
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

    public init(
        rate: Double, mode: FaultMode, seed: UInt64? = nil, methods: Set<String>? = nil,
        hold: Duration = .seconds(30)
    ) {
        self.rate = rate
        self.mode = mode
        self.seed = seed
        self.methods = methods
        self.hold = hold
    }
}

/// Draws, request by request, whether to inject the plan's fault; the draws follow the seed.
public final class FaultInjector: Sendable {
    /// The plan drawn from.
    public let plan: FaultPlan
    private let generator: Mutex<SeededGenerator>

    public init(plan: FaultPlan) {
        self.plan = plan
        var system = SystemRandomNumberGenerator()
        generator = Mutex(SeededGenerator(seed: plan.seed ?? system.next()))
    }

    /// The fault for a request calling `methods` (a batch calls several), or nil to answer normally.
    public func fault(forMethods methods: [String]) -> FaultMode? {
        if let only = plan.methods, !methods.contains(where: only.contains) { return nil }
        let draw = generator.withLock { $0.nextUnit() }
        return draw < plan.rate ? plan.mode : nil
    }
}
