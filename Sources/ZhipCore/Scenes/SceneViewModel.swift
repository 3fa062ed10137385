/// A scene's view model: plain methods in, state out through closures, navigation out through a
/// ``Navigator``. Coordinators hand these to a ``ScenePresenter``; a front end (zhip-cli, an app)
/// renders each kind it knows.
///
/// View models are main-actor classes: a front end calls their inputs from its main thread, and
/// inputs that wait on a use case are `async`, so a test simply awaits them and then asserts.
@MainActor
public protocol SceneViewModel: AnyObject {
    /// The scene's title, as Zhip shows it.
    var title: String { get }
}
