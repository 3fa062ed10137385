/// The last question before the wallet is removed: the person confirms that they understand a
/// wallet without a backup is lost for good. Confirming deletes the wallet, then the pincode and
/// the cached balance.
///
/// ```swift
/// let confirm = ConfirmWalletRemovalViewModel()
/// confirm.navigator.onStep = { step in /* .removed or .cancel */ }
/// confirm.didCheckUnderstandsLoss(true)
/// confirm.didTapConfirm()
/// ```
@MainActor
public final class ConfirmWalletRemovalViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// The wallet, the pincode and the cached balance are gone.
        case removed
        /// The person kept the wallet.
        case cancel
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// The question.
        public var question: String
        /// The checkbox "I understand that I will permanently lose any asset in this wallet if I
        /// have not backed up the wallet."
        public var understandsLoss: Bool
        /// True once the wallet itself is deleted (then only the pincode or the cached balance
        /// may be left, and Confirm tries them again).
        public var isWalletRemoved: Bool
        /// What could not be deleted, if anything.
        public var errorMessage: String?

        /// True when Confirm can be tapped: once the checkbox is checked.
        public var isConfirmEnabled: Bool { understandsLoss }
    }

    /// The checkbox's label.
    public static let understandsLossText =
        "I understand that I will permanently lose any asset in this wallet if I have not backed up the wallet."

    public let title = "Remove wallet"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let walletStorageUseCase: any WalletStorageUseCase
    private let pincodeUseCase: any PincodeWriteUseCase
    private let balanceCacheUseCase: any BalanceCacheUseCase

    /// The confirmation, deleting through these use cases.
    public init(
        walletStorageUseCase: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        pincodeUseCase: any PincodeWriteUseCase = Container.shared.pincodeUseCase(),
        balanceCacheUseCase: any BalanceCacheUseCase = Container.shared.balanceCacheUseCase()
    ) {
        self.walletStorageUseCase = walletStorageUseCase
        self.pincodeUseCase = pincodeUseCase
        self.balanceCacheUseCase = balanceCacheUseCase
        state = State(
            question: "Are you sure you want to remove your wallet?", understandsLoss: false,
            isWalletRemoved: false, errorMessage: nil)
    }

    /// The person checked or unchecked the checkbox.
    public func didCheckUnderstandsLoss(_ checked: Bool) {
        state.understandsLoss = checked
    }

    /// The person confirmed: deletes the wallet (nothing else when that fails), then the pincode
    /// and the cached balance (both tried; any failure is shown, and Confirm tries again).
    /// Ignored until the checkbox is checked.
    public func didTapConfirm() {
        guard state.isConfirmEnabled else { return }
        do {
            try walletStorageUseCase.deleteWallet()
        } catch {
            state.errorMessage = "The wallet could not be removed, and nothing was deleted: \(error)"
            return
        }
        var removed = state
        removed.isWalletRemoved = true
        var failures: [String] = []
        do {
            try pincodeUseCase.deletePincode()
        } catch {
            failures.append("the pincode could not be removed: \(error)")
        }
        do {
            try balanceCacheUseCase.deleteCachedBalance()
        } catch {
            failures.append("the cached balance could not be removed: \(error)")
        }
        removed.errorMessage =
            failures.isEmpty
            ? nil
            : "The wallet was removed, but " + failures.joined(separator: "; and ") + ". Tap Confirm to try again."
        state = removed
        guard failures.isEmpty else { return }
        navigator.next(.removed)
    }

    /// The person kept the wallet. Once the wallet is deleted there is no going back: then this
    /// is ignored.
    public func didTapCancel() {
        guard !state.isWalletRemoved else { return }
        navigator.next(.cancel)
    }
}
