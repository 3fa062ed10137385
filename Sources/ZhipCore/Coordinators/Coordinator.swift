/// Drives one flow of Zhip: decides which scene comes next from the steps its scenes announce,
/// starts child coordinators for sub-flows, and reports when the flow ends.
///
/// ```swift
/// let send = SendCoordinator(presenter: presenter)
/// send.onFinish = { outcome in … }
/// await send.start()
/// ```
@MainActor
public protocol Coordinator: AnyObject {
    /// How the flow ended (a finished send, a cancel, a removed wallet, …).
    associatedtype Outcome

    /// Called once, when the flow is over.
    var onFinish: ((Outcome) -> Void)? { get set }

    /// Shows the flow's first scene (or skips to where the flow should resume).
    func start() async
}
