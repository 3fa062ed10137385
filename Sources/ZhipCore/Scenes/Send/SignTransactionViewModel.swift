public import ZilliqaKit

/// Zhip's signing scene: "Confirm transaction with your password". The wallet's keystore is
/// unlocked with the password, and the prepared payment is signed and sent once. A wrong password
/// is said and can be typed again; while a send is running, another tap does nothing and the
/// scene cannot be left (a payment may be on its way); once sent, it signs nothing more.
///
/// ```swift
/// let viewModel = SignTransactionViewModel(prepared: prepared)
/// viewModel.navigator.onStep = { step in … }     // .sent(TransactionID), .cancel
/// viewModel.didEditPassword(typed)
/// await viewModel.didTapConfirm()
/// ```
/// The password is kept only until the payment is sent, never in ``State``, and never shown.
@MainActor
public final class SignTransactionViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The node accepted the payment under this id.
        case sent(TransactionID)
        /// The person left before anything was sent.
        case cancel
    }

    /// What the scene shows.
    public struct State: Equatable {
        /// True when a password is typed and nothing is being sent.
        public var isConfirmEnabled = false
        /// True while the keystore is unlocked and the payment sent.
        public var isSending = false
        /// False while sending and once sent: the payment may already be on its way.
        public var isCancelEnabled = true
        /// True once the node accepted the payment: the scene signs nothing more.
        public var isSent = false
        /// Why signing or sending failed, e.g. "Incorrect password".
        public var errorMessage: String?
    }

    /// Zhip's message for a password that does not unlock the keystore.
    public static let incorrectPassword = "Incorrect password"
    /// Zhip's instruction on the scene.
    public static let instruction = "Confirm transaction with your password"

    public let title = "Sign"
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state = State()

    private let prepared: PreparedPayment
    private let walletStorage: any WalletStorageUseCase
    private let sendTransaction: any SendTransactionUseCase
    private var password = ""

    public init(
        prepared: PreparedPayment,
        walletStorage: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        sendTransaction: any SendTransactionUseCase = Container.shared.sendTransactionUseCase()
    ) {
        self.prepared = prepared
        self.walletStorage = walletStorage
        self.sendTransaction = sendTransaction
    }

    // MARK: - Inputs

    public func didEditPassword(_ text: String) {
        password = text
        render()
    }

    /// Unlocks the wallet's keystore, signs and sends the payment, then moves on with its id.
    /// Does nothing while a send is running or when no password is typed.
    public func didTapConfirm() async {
        guard !state.isSending, !state.isSent, !password.isEmpty else { return }
        state.isSending = true
        state.errorMessage = nil
        render()
        defer {
            state.isSending = false
            render()
        }
        let keystore: Keystore
        do throws(WalletError) {
            guard let wallet = try walletStorage.loadWallet() else {
                state.errorMessage = "No wallet is saved, so nothing can be signed: set up or restore a wallet first."
                return
            }
            keystore = wallet.keystore
        } catch {
            state.errorMessage = error.description
            return
        }
        do {
            let id = try await sendTransaction.send(prepared, keystore: keystore, password: password)
            password = ""
            state.isSent = true
            navigator.next(.sent(id))
        } catch TransactionsError.wrongPassword {
            state.errorMessage = Self.incorrectPassword
        } catch {
            state.errorMessage = String(describing: error)
        }
    }

    /// Leaves the flow; ignored while sending and once sent.
    public func didTapCancel() {
        guard state.isCancelEnabled else { return }
        password = ""
        navigator.next(.cancel)
    }

    private func render() {
        state.isConfirmEnabled = !password.isEmpty && !state.isSending && !state.isSent
        state.isCancelEnabled = !state.isSending && !state.isSent
        onChange?(state)
    }
}
