/// Zhip's "Confirm PIN" scene: the person types the new pincode again and ticks that it is
/// backed up; then it is stored (as a salted hash) through ``PincodeWriteUseCase/choose(_:)``.
///
/// ```swift
/// let viewModel = ConfirmNewPincodeViewModel(expected: chosen)
/// viewModel.didEditPincode("2580")
/// viewModel.didChangePincodeIsBackedUp(true)
/// await viewModel.didTapConfirm()        // stores it, then .confirmed
/// ```
@MainActor
public final class ConfirmNewPincodeViewModel: SceneViewModel {
    /// Where the scene sends the flow.
    public enum Step: Equatable {
        /// The pincode matched and is stored.
        case confirmed
        /// Back to choosing another pincode.
        case back
        /// The person left the flow.
        case cancel
    }

    /// Everything the scene shows.
    public struct State: Equatable {
        /// How many digits are typed (the digits themselves are never in the state).
        public var enteredDigitCount: Int
        /// How the field looks: "PIN does not match" once four other digits are typed.
        public var pincodeDisplay: FieldDisplay
        /// Whether "I have securely backed up my PIN code" is ticked.
        public var isPincodeBackedUp: Bool
        /// True when "Done" may be tapped: the pincode matches and the box is ticked.
        public var isConfirmEnabled: Bool
        /// True while the pincode is being stored.
        public var isSaving: Bool
        /// A failure from the use case, for the person to read.
        public var errorMessage: String?
    }

    public let title = "Confirm PIN"
    /// Zhip's checkbox text.
    public let backedUpCheckboxText = "I have securely backed up my PIN code"

    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state = State(
        enteredDigitCount: 0, pincodeDisplay: .neutral, isPincodeBackedUp: false, isConfirmEnabled: false,
        isSaving: false, errorMessage: nil)
    {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let pincodeUseCase: any PincodeWriteUseCase
    private var field: FieldState<PincodeConfirmationValidator>

    /// A scene confirming `expected`, the pincode chosen on the scene before.
    public init(expected: Pincode, pincodeUseCase: any PincodeWriteUseCase = Container.shared.pincodeUseCase()) {
        self.pincodeUseCase = pincodeUseCase
        field = FieldState(validator: PincodeConfirmationValidator(expected: expected))
    }

    // MARK: - Inputs

    /// The digits typed so far. Typing the fourth digit ends editing, so a mismatch shows at once.
    public func didEditPincode(_ text: String) {
        field.edit(text)
        if text.count >= Pincode.length { field.endEditing() }
        updateConfirmEnabled { $0.errorMessage = nil }
    }

    /// The person left the field.
    public func didEndEditingPincode() {
        field.endEditing()
        updateConfirmEnabled()
    }

    /// The person ticked or cleared "I have securely backed up my PIN code".
    public func didChangePincodeIsBackedUp(_ isBackedUp: Bool) {
        updateConfirmEnabled { $0.isPincodeBackedUp = isBackedUp }
    }

    /// "Done": stores the pincode when it matches and is backed up, then moves on; a mismatch
    /// stays here showing "PIN does not match", a use-case failure is shown.
    public func didTapConfirm() async {
        guard !state.isSaving else { return }
        guard let pincode = field.value else {
            didEndEditingPincode()
            return
        }
        guard state.isPincodeBackedUp else { return }
        updateConfirmEnabled { $0.isSaving = true }
        do {
            try await pincodeUseCase.choose(pincode)
        } catch {
            updateConfirmEnabled {
                $0.isSaving = false
                $0.errorMessage = error.description
            }
            return
        }
        updateConfirmEnabled { $0.isSaving = false }
        navigator.next(.confirmed)
    }

    /// Back to choosing the pincode.
    public func didTapBack() {
        navigator.next(.back)
    }

    /// The person left the flow.
    public func didTapCancel() {
        navigator.next(.cancel)
    }

    /// Applies `change`, then shows the digits typed, the field and Done, in one assignment.
    private func updateConfirmEnabled(_ change: (inout State) -> Void = { _ in }) {
        var next = state
        change(&next)
        next.enteredDigitCount = field.text.count
        next.pincodeDisplay = field.display
        next.isConfirmEnabled = field.value != nil && next.isPincodeBackedUp && !next.isSaving
        state = next
    }
}
