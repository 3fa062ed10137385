/// A scene's view model: plain methods in, state out through one closure, navigation out through
/// a ``Navigator``. A coordinator hands these to its presenter; a front end (zhip-cli, an app)
/// renders each kind it knows.
///
/// View models are main-actor classes: a front end calls their inputs from its main thread, and
/// inputs that wait on a use case are `async`, so a test simply awaits them and then asserts.
///
/// Every scene publishes its state the same way:
///
/// - `public struct State: Equatable` holds what the scene shows, and nothing the view must not
///   see (a password, a pincode's digits stay private properties of the view model).
/// - `public var onChange: ((State) -> Void)?` is told every new state.
/// - `public private(set) var state: State { didSet { if state != oldValue { onChange?(state) } } }`
///   is the only place that calls `onChange`: it fires once for each change, and never when an
///   input changes nothing. There are no `render()` methods and no other calls of `onChange`.
/// - A value derived from other state (Accept enabled once a box is ticked) is a computed
///   property of `State`, or is set in the same assignment that changes its inputs. Flags derived
///   from private inputs are set by one private method named for what it computes (for example
///   `updateConfirmEnabled(_:)`), which applies the input's own change with them and assigns
///   `state` once.
///
/// ```swift
/// public private(set) var state: State {
///     didSet { if state != oldValue { onChange?(state) } }
/// }
///
/// public func didCheckUnderstandsRisk(_ checked: Bool) {
///     state.understandsRisk = checked      // State.isAcceptEnabled is computed from it
/// }
/// ```
@MainActor
public protocol SceneViewModel: AnyObject {
    /// What the scene shows.
    associatedtype State: Equatable

    /// The scene's title, as Zhip shows it.
    var title: String { get }
    /// What the scene shows now.
    var state: State { get }
    /// Called with the new state after each change, never when nothing changed.
    var onChange: ((State) -> Void)? { get set }
}
