public import ZilliqaKit

/// Zhip's signing scene: "Confirm transaction with your password". The wallet's keystore is
/// unlocked with the password, and the prepared payment is signed and sent once. A wrong password
/// is said and can be typed again; a refusal of the payment itself ends the scene (``Step/refused(_:)``);
/// while a send is running, another tap does nothing and the scene cannot be left (a payment may be
/// on its way); once sent, it signs nothing more.
///
/// ```swift
/// let viewModel = SignTransactionViewModel(prepared: prepared)
/// viewModel.navigator.onStep = { step in … }     // .sent(TransactionID), .refused(reason), .cancel
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
        /// The payment itself was refused (by the network or one of ZhipCore's rules): nothing was
        /// sent, and typing the password again would get the same answer.
        case refused(TransactionsError)
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
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

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
        publish(state)
    }

    /// Unlocks the wallet's keystore, signs and sends the payment, then moves on with its id.
    /// Does nothing while a send is running or when no password is typed. A refusal shows
    /// ZhipCore's reason, and a refusal of the payment itself moves on with it; a send that got no answer shows what may have gone out, and Confirm
    /// sends the very same payment again (its nonce unchanged, so it is never paid twice).
    public func didTapConfirm() async {
        guard !state.isSending, !state.isSent, !password.isEmpty else { return }
        var sending = state
        sending.isSending = true
        sending.errorMessage = nil
        publish(sending)
        var ended = state
        ended.isSending = false
        let keystore: Keystore
        do throws(WalletError) {
            guard let wallet = try walletStorage.loadWallet() else {
                ended.errorMessage = "No wallet is saved, so nothing can be signed: set up or restore a wallet first."
                return publish(ended)
            }
            keystore = wallet.keystore
        } catch {
            ended.errorMessage = error.description
            return publish(ended)
        }
        let outcome = await sendTransaction.send(prepared, keystore: keystore, password: password)
        switch outcome {
        case .accepted: ended.isSent = true
        case .refused(.wrongPassword): ended.errorMessage = Self.incorrectPassword
        case .refused(let reason): ended.errorMessage = reason.description
        case .unknown(let unanswered): ended.errorMessage = unanswered.description
        }
        publish(ended)
        if let id = outcome.acceptedID {
            password = ""
            navigator.next(.sent(id))
        } else if case .refused(let reason) = outcome, reason.refusesThePayment {
            password = ""
            navigator.next(.refused(reason))
        }
    }

    /// Leaves the flow; ignored while sending and once sent.
    public func didTapCancel() {
        guard state.isCancelEnabled else { return }
        password = ""
        navigator.next(.cancel)
    }

    /// Shows `next`, with Confirm and Cancel enabled from the password typed and whether a send
    /// runs or ended: one assignment, so one change is published once.
    private func publish(_ next: State) {
        var next = next
        next.isConfirmEnabled = !password.isEmpty && !next.isSending && !next.isSent
        next.isCancelEnabled = !next.isSending && !next.isSent
        state = next
    }
}
