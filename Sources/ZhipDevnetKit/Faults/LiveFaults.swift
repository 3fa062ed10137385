import Synchronization

/// The faults in force now: the `--fail-*` plan the devnet started with, replaced or cleared
/// while it runs by the control API (``DevnetControl/setFaults(_:)``).
final class LiveFaults: Sendable {
    private let injector: Mutex<FaultInjector?>

    init(plan: FaultPlan?) {
        injector = Mutex(plan.map(FaultInjector.init(plan:)))
    }

    /// The injector to draw from for one request (nil: no faults); a request keeps the one it got
    /// even when the plan is replaced meanwhile.
    var current: FaultInjector? { injector.withLock { $0 } }

    /// Replaces the plan (nil: no faults from now on); its draws start afresh from its seed.
    func replace(with plan: FaultPlan?) {
        let replacement = plan.map(FaultInjector.init(plan:))
        injector.withLock { $0 = replacement }
    }
}
