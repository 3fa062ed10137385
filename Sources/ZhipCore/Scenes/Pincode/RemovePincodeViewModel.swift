public import Foundation

/// Zhip's "Unlock to remove" scene: the current pincode must be typed (with the same counting
/// of wrong ones and lockouts as unlocking the app) before it is removed.
///
/// ```swift
/// let viewModel = RemovePincodeViewModel()
/// viewModel.navigator.onStep = { step in … }   // .removed, .cancel
/// await viewModel.didEditPincode("2580")        // right: removed
/// ```
@MainActor
public final class RemovePincodeViewModel: SceneViewModel {
    /// Where the scene sends the flow.
    public enum Step: Equatable {
        /// The pincode was right and is removed.
        case removed
        /// The person left the scene; the pincode stays.
        case cancel
    }

    /// Everything the scene shows.
    public typealias State = PincodeEntryState

    public let title = "Unlock to remove"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    /// What the scene shows: the shared pincode entry's state.
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let pincodeUseCase: any PincodeUseCase
    private let entry: PincodeUnlockEntry

    /// A scene removing the pincode of `pincodeUseCase`; a lockout's end time is shown in
    /// `timeZone`.
    public init(
        pincodeUseCase: any PincodeUseCase = Container.shared.pincodeUseCase(),
        dateProvider: any DateProvider = Container.shared.dateProvider(), timeZone: TimeZone = .current
    ) {
        self.pincodeUseCase = pincodeUseCase
        entry = PincodeUnlockEntry(pincodeUseCase: pincodeUseCase, dateProvider: dateProvider, timeZone: timeZone)
        state = entry.state
        entry.onChange = { [weak self] state in self?.state = state }
    }

    // MARK: - Inputs

    /// The digits typed so far; the fourth checks the pincode and, when right, removes it.
    /// Ignored during a lockout; a failure to remove is shown.
    public func didEditPincode(_ text: String) async {
        guard await entry.edit(text) else { return }
        do {
            try pincodeUseCase.deletePincode()
        } catch {
            entry.show(errorMessage: error.description)
            return
        }
        navigator.next(.removed)
    }

    /// Re-reads the clock: updates the time left, and enables the input when a lockout is over.
    public func didTick() {
        entry.refreshLockout()
    }

    /// The person left; the pincode stays.
    public func didTapCancel() {
        navigator.next(.cancel)
    }
}
