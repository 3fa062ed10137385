/// How long a ``Factory``'s instance lives once made.
///
/// ```swift
/// extension Container {
///     var clock: Factory<any Clock> { self { SystemClock() }.singleton }   // one per container
///     var session: Factory<Session> { self { Session() }.cached }          // until reset
///     var request: Factory<Request> { self { Request() } }                 // .unique: new every time
/// }
/// Container.shared.manager.reset(scope: .cached)   // e.g. on sign-out: forget every cached instance
/// ```
///
/// Instances of `.singleton` and `.cached` factories live in their container, so a test that
/// runs inside `Container.$shared.withValue(Container())` has its own.
public enum Scope: Sendable, Hashable, CustomStringConvertible {
    /// A new instance on every resolution (the default).
    case unique
    /// One instance, made on first resolution and kept until the factory or the container
    /// manager is reset, or the factory is given a new registration.
    case cached
    /// One instance for the container's whole life. Unlike ``cached`` it survives
    /// `manager.reset(scope: .cached)`; `manager.reset()`, `reset()` on the factory and a new
    /// registration still drop it.
    case singleton

    public var description: String {
        switch self {
        case .unique: "unique"
        case .cached: "cached"
        case .singleton: "singleton"
        }
    }
}
