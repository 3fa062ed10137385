/// What a coordinator shows its scenes on: the front end's side of navigation.
///
/// A coordinator calls ``present(_:)`` with each scene's view model in turn; zhip-cli renders it in
/// the terminal, a test records it:
/// ```swift
/// let presenter = RecordingPresenter()          // ZhipCoreTestSupport
/// let coordinator = OnboardingCoordinator(presenter: presenter)
/// await coordinator.start()
/// #expect(presenter.current is WelcomeViewModel)
/// ```
@MainActor
public protocol ScenePresenter: AnyObject {
    /// Shows `scene`, replacing the current one.
    func present(_ scene: any SceneViewModel)
    /// Shows `scene` over the current one (a modal flow: send, receive, a warning).
    func presentModally(_ scene: any SceneViewModel)
    /// Removes the scene shown modally, returning to the one below it.
    func dismissModal()
}
