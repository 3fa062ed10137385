/// How long a ``Factory``'s instance lives once made.
///
/// ```swift
/// extension Container {
///     var clock: Factory<any MonotonicClock> { self { SystemClock() }.perContainer }   // one per container
///     var session: Factory<Session> { self { Session() }.cached }             // until reset
///     var request: Factory<Request> { self { Request() } }                    // .unique: new every time
/// }
/// Container.shared.manager.reset(scope: .cached)   // e.g. on sign-out: forget every cached instance
/// ```
///
/// Every kept instance lives in its container, so a test that runs inside
/// `Container.$shared.withValue(Container())` (or with the `.container` trait) has its own.
/// There is no process-wide scope: hmlongco/Factory's `.singleton` (one instance per process,
/// whatever the container) is deliberately absent, and its nearest kin here is ``perContainer``.
public enum Scope: Sendable, Hashable, CustomStringConvertible {
    /// A new instance on every resolution (the default).
    case unique
    /// One instance, made on first resolution and kept until the factory or the container
    /// manager is reset, or the factory is given a new registration.
    case cached
    /// One instance per container, for the container's whole life. Unlike ``cached`` it
    /// survives `manager.reset(scope: .cached)`; `manager.reset()`, `reset()` on the factory and
    /// a new registration still drop it.
    ///
    /// Not hmlongco/Factory's `.singleton`, which is one instance for the whole process kept
    /// outside every container: here two containers make two instances. That is what gives
    /// each test its own stores and use cases, and why the scope is not called "singleton".
    case perContainer

    public var description: String {
        switch self {
        case .unique: "unique"
        case .cached: "cached"
        case .perContainer: "perContainer"
        }
    }
}
