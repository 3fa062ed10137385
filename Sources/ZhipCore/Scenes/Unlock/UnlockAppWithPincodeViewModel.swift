public import Foundation

/// Zhip's "Unlock app" scene: the app asks for the pincode before showing the wallet. The
/// fourth digit checks it; a wrong one says how many tries are left, and too many lock the app
/// for a while (the input is disabled, the time left shown) as ``PincodeLockoutPolicy`` says.
///
/// ```swift
/// let viewModel = UnlockAppWithPincodeViewModel()
/// viewModel.navigator.onStep = { _ in showWallet() }   // .unlocked
/// await viewModel.didEditPincode("2580")
/// ```
@MainActor
public final class UnlockAppWithPincodeViewModel: SceneViewModel {
    /// Where the scene sends the flow.
    public enum Step: Equatable {
        /// The pincode was right.
        case unlocked
    }

    /// Everything the scene shows.
    public typealias State = PincodeEntryState

    public let title = "Unlock app"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    /// What the scene shows: the shared pincode entry's state.
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let entry: PincodeUnlockEntry

    /// A scene checking the pincode with `pincodeUseCase`; a lockout's end time is shown in
    /// `timeZone`.
    public init(
        pincodeUseCase: any PincodeUseCase = Container.shared.pincodeUseCase(),
        dateProvider: any DateProvider = Container.shared.dateProvider(), timeZone: TimeZone = .current
    ) {
        entry = PincodeUnlockEntry(pincodeUseCase: pincodeUseCase, dateProvider: dateProvider, timeZone: timeZone)
        state = entry.state
        entry.onChange = { [weak self] state in self?.state = state }
    }

    // MARK: - Inputs

    /// The digits typed so far; the fourth checks the pincode. Ignored during a lockout.
    public func didEditPincode(_ text: String) async {
        if await entry.edit(text) {
            navigator.next(.unlocked)
        }
    }

    /// Re-reads the clock (call it every second or so while a lockout is shown): updates the time
    /// left, and enables the input when the lockout is over.
    public func didTick() {
        entry.refreshLockout()
    }
}
