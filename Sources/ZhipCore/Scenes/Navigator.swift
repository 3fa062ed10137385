/// How a scene announces where the flow goes next: the view model calls ``next(_:)`` with one
/// of its own steps, and whoever coordinates the flow (a coordinator, a test) hears it.
///
/// ```swift
/// enum TermsOfServiceStep { case didAccept }
/// let navigator = Navigator<TermsOfServiceStep>()
/// navigator.onStep = { step in coordinator.handle(step) }
/// navigator.next(.didAccept)
/// ```
@MainActor
public final class Navigator<Step> {
    /// Called with every step, in order.
    public var onStep: ((Step) -> Void)?

    /// A navigator that reports to `onStep`, which may also be set later.
    public init(onStep: ((Step) -> Void)? = nil) {
        self.onStep = onStep
    }

    /// Announces `step`.
    public func next(_ step: Step) {
        onStep?(step)
    }
}
