/// Settings: set or remove the pincode, back up the wallet, reveal the private key, read the
/// terms, change the crash-reporting answer, choose the network, remove the wallet.
///
/// ```swift
/// let settings = SettingsViewModel()            // reads whether a pincode is set
/// settings.navigator.onStep = { step in /* .open(.setPincode), .open(.removeWallet), .close */ }
/// settings.didSelect(settings.state.rows[0])    // "Set pincode": `.open(.setPincode)`
/// settings.reload()                             // after returning from a sub-flow
/// ```
@MainActor
public final class SettingsViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// Open what the row leads to.
        case open(Row)
        /// Leave Settings.
        case close
    }

    /// One row of Settings, and what it opens.
    public enum Row: Sendable, Equatable, CaseIterable {
        /// Choose a pincode (none is set).
        case setPincode
        /// Remove the pincode (one is set).
        case removePincode
        /// Back up the keystore.
        case backUpKeystore
        /// Reveal the private key, behind a warning and the password.
        case revealPrivateKey
        /// Read the terms of service.
        case readTerms
        /// Change the crash-reporting answer.
        case changeCrashReporting
        /// Choose the network the wallet talks to.
        case changeNetwork
        /// Remove the wallet, after a confirmation.
        case removeWallet

        /// The row's label, as Zhip words it.
        public var title: String {
            switch self {
            case .setPincode: "Set pincode"
            case .removePincode: "Remove pincode"
            case .backUpKeystore: "Backup wallet"
            case .revealPrivateKey: "Reveal private key"
            case .readTerms: "Terms of service"
            case .changeCrashReporting: "Crash reporting permissions"
            case .changeNetwork: "Network"
            case .removeWallet: "Remove wallet"
            }
        }

        /// True for a row whose action cannot be undone (shown in a warning colour).
        public var isDestructive: Bool { self == .removeWallet }
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// The rows, in order: "Set pincode" or "Remove pincode" first, "Remove wallet" last.
        public var rows: [Row]
        /// True when a pincode is set.
        public var hasConfiguredPincode: Bool
        /// Why whether a pincode is set could not be read, if it could not.
        public var errorMessage: String?
    }

    public let title = "Settings"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let pincodeUseCase: any PincodeReadUseCase

    /// Settings, reading at once whether a pincode is set.
    public init(pincodeUseCase: any PincodeReadUseCase = Container.shared.pincodeUseCase()) {
        self.pincodeUseCase = pincodeUseCase
        state = State(rows: [], hasConfiguredPincode: false, errorMessage: nil)
        reload()
    }

    /// Reads again whether a pincode is set (after a sub-flow set or removed one). When that
    /// cannot be read, neither pincode row is shown and the error is.
    public func reload() {
        let otherRows: [Row] = [
            .backUpKeystore, .revealPrivateKey, .readTerms, .changeCrashReporting, .changeNetwork, .removeWallet,
        ]
        do {
            let hasPincode = try pincodeUseCase.hasConfiguredPincode
            state = State(
                rows: [hasPincode ? .removePincode : .setPincode] + otherRows, hasConfiguredPincode: hasPincode,
                errorMessage: nil)
        } catch {
            state = State(
                rows: otherRows, hasConfiguredPincode: false,
                errorMessage: "Whether a pincode is set could not be read: \(error)")
        }
    }

    /// The person selected `row`; a row not shown is ignored.
    public func didSelect(_ row: Row) {
        guard state.rows.contains(row) else { return }
        navigator.next(.open(row))
    }

    /// The person closed Settings.
    public func didTapClose() {
        navigator.next(.close)
    }
}
