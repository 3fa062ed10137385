/// Zhip's "Set PIN" scene: the person types four digits, then confirms them on the next scene.
///
/// ```swift
/// let viewModel = ChoosePincodeViewModel(allowsSkipping: true)
/// viewModel.navigator.onStep = { step in … }   // .chose(pincode), .skip, .cancel
/// viewModel.didEditPincode("2580")
/// viewModel.didTapDone()                         // .chose(pincode)
/// ```
@MainActor
public final class ChoosePincodeViewModel: SceneViewModel {
    /// Where the scene sends the flow.
    public enum Step: Equatable {
        /// Four digits were chosen; confirm them next. Nothing is stored yet.
        case chose(Pincode)
        /// The person chose not to set a pincode (recorded with the use case first).
        case skip
        /// The person left the scene.
        case cancel
    }

    /// Everything the scene shows.
    public struct State: Equatable {
        /// How many digits are typed (the digits themselves are never in the state).
        public var enteredDigitCount: Int
        /// How the pincode field looks under the display rule.
        public var pincodeDisplay: FieldDisplay
        /// True when "Done" may be tapped.
        public var isDoneEnabled: Bool
        /// True when "Skip" is offered.
        public var canSkip: Bool
        /// A failure from the use case (recording a skip), for the person to read.
        public var errorMessage: String?
    }

    public let title = "Set PIN"
    /// Zhip's explanation under the field.
    public let explanation =
        "The app PIN is an extra safety measure used only to unlock the app. It is not used to encrypt your private"
        + " key. Before setting a PIN back up the wallet, otherwise you might get locked out if you forget it."

    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let pincodeUseCase: any PincodeWriteUseCase
    private var field = FieldState(validator: PincodeValidator())

    /// A scene that offers "Skip" only when `allowsSkipping` (during onboarding, not in settings).
    public init(allowsSkipping: Bool, pincodeUseCase: any PincodeWriteUseCase = Container.shared.pincodeUseCase()) {
        self.pincodeUseCase = pincodeUseCase
        state = State(
            enteredDigitCount: 0, pincodeDisplay: .neutral, isDoneEnabled: false, canSkip: allowsSkipping,
            errorMessage: nil)
    }

    // MARK: - Inputs

    /// The digits typed so far. Typing the fourth digit ends editing, so a bad entry shows at once.
    public func didEditPincode(_ text: String) {
        field.edit(text)
        if text.count >= Pincode.length { field.endEditing() }
        updateDoneEnabled { $0.errorMessage = nil }
    }

    /// The person left the field.
    public func didEndEditingPincode() {
        field.endEditing()
        updateDoneEnabled()
    }

    /// "Done": moves on with the pincode when it is four digits.
    public func didTapDone() {
        guard let pincode = field.value else {
            didEndEditingPincode()
            return
        }
        navigator.next(.chose(pincode))
    }

    /// "Skip": remembers that no pincode is wanted, then moves on; a storage failure is shown.
    public func didTapSkip() {
        guard state.canSkip else { return }
        do {
            try pincodeUseCase.skipSetup()
        } catch {
            state.errorMessage = error.description
            return
        }
        navigator.next(.skip)
    }

    /// The person left the scene.
    public func didTapCancel() {
        navigator.next(.cancel)
    }

    /// Applies `change`, then shows the digits typed, the field and Done, in one assignment.
    private func updateDoneEnabled(_ change: (inout State) -> Void = { _ in }) {
        var next = state
        change(&next)
        next.enteredDigitCount = field.text.count
        next.pincodeDisplay = field.display
        next.isDoneEnabled = field.value != nil
        state = next
    }
}
