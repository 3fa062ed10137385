public import ZilliqaKit

/// Signing a payment from the wallet's EVM account: the password unlocks the wallet's key, and
/// the prepared transaction is signed and sent once. A wrong password is said and can be typed
/// again; a refusal of the payment itself ends the scene (``Step/refused(_:)``). When the node's answer is lost, the scene shows the hash and says to check it before
/// sending again; it never sends again itself: Confirm stays off, and Check asks the node
/// (``EVMPaymentsUseCase/check(_:)``) what became of it.
///
/// ```swift
/// let viewModel = SignEVMPaymentViewModel(prepared: prepared)
/// viewModel.navigator.onStep = { step in … }     // .sent(EVMHash), .refused(reason), .cancel, .leftInDoubt(EVMHash)
/// viewModel.didEditPassword(typed)
/// await viewModel.didTapConfirm()
/// ```
/// The password is kept only until the payment is sent, never in ``State``, and never shown.
@MainActor
public final class SignEVMPaymentViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The node has the payment under this hash.
        case sent(EVMHash)
        /// The person left before anything was sent.
        case cancel
        /// The person left while it is not known whether the node has the payment under this hash.
        case leftInDoubt(EVMHash)
        /// The payment itself was refused (by the node or one of ZhipCore's rules,
        /// ``TransactionsError/refusesThePayment``), with why: nothing was sent, and typing the
        /// password again would get the same answer.
        case refused(String)
    }

    /// What the scene shows.
    public struct State: Equatable {
        /// True when a password is typed, nothing is being sent and nothing may have gone out.
        public var isConfirmEnabled = false
        /// True while the key is unlocked and the payment sent.
        public var isSending = false
        /// False while sending and once sent.
        public var isCancelEnabled = true
        /// True once the node has the payment: the scene signs nothing more.
        public var isSent = false
        /// The hash of a payment that may have gone out (the node's answer was lost), else nil;
        /// from then on the scene sends nothing, and Check looks it up.
        public var hashInDoubt: EVMHash?
        /// True while the payment in doubt is being looked up.
        public var isChecking = false
        /// Why signing or sending failed, e.g. "Incorrect password", or what a check found.
        public var errorMessage: String?
        /// True once a check found that the node does not have the payment in doubt: nothing
        /// went out, and leaving is a plain cancel.
        public var isKnownNotSent = false
        /// True when Check can look the payment in doubt up.
        public var isCheckEnabled: Bool { hashInDoubt != nil && !isChecking && !isSent && !isKnownNotSent }
    }

    /// The message for a password that does not unlock the key.
    public static let incorrectPassword = SignTransactionViewModel.incorrectPassword
    /// The instruction on the scene.
    public static let instruction = SignTransactionViewModel.instruction

    public let title = "Sign"
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let prepared: PreparedEVMPayment
    private let walletStorage: any WalletStorageUseCase
    private let extractKeyPair: any ExtractKeyPairUseCase
    private let payments: any EVMPaymentsUseCase
    private var password = ""

    public init(
        prepared: PreparedEVMPayment,
        walletStorage: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        extractKeyPair: any ExtractKeyPairUseCase = Container.shared.extractKeyPairUseCase(),
        payments: any EVMPaymentsUseCase = Container.shared.evmPaymentsUseCase()
    ) {
        self.prepared = prepared
        self.walletStorage = walletStorage
        self.extractKeyPair = extractKeyPair
        self.payments = payments
    }

    // MARK: - Inputs

    public func didEditPassword(_ text: String) {
        password = text
        publish(state)
    }

    /// Unlocks the wallet's key, signs and sends the payment once, then moves on with its hash.
    /// Does nothing while a send runs, once sent, once a send may have gone out, or without a
    /// password. A refusal shows ZhipCore's reason; one of the payment itself moves on with it
    /// (``Step/refused(_:)``), and any other (nothing was sent) lets Confirm be tapped again.
    public func didTapConfirm() async {
        guard !state.isSending, !state.isSent, state.hashInDoubt == nil, !password.isEmpty else { return }
        var sending = state
        sending.isSending = true
        sending.errorMessage = nil
        publish(sending)
        var ended = state
        ended.isSending = false
        defer { publish(ended) }
        let key: KeyPair
        do throws(WalletError) {
            guard let wallet = try walletStorage.loadWallet() else {
                ended.errorMessage = "No wallet is saved, so nothing can be signed: set up or restore a wallet first."
                return
            }
            key = try await extractKeyPair.extractKeyPair(from: wallet, password: password)
        } catch .wrongPassword {
            ended.errorMessage = Self.incorrectPassword
            return
        } catch {
            ended.errorMessage = error.description
            return
        }
        do throws(TransactionsError) {
            let hash = try await payments.send(prepared, signingWith: key)
            password = ""
            ended.isSent = true
            publish(ended)
            navigator.next(.sent(hash))
        } catch .sendOutcomeUnknown(let hash) {
            password = ""
            ended.hashInDoubt = hash
            ended.errorMessage = TransactionsError.sendOutcomeUnknown(hash).description
        } catch {
            ended.errorMessage = error.description
            guard error.refusesThePayment else { return }
            password = ""
            publish(ended)
            navigator.next(.refused(error.description))
        }
    }

    /// Looks the payment in doubt up: found (mined or pending) moves on as sent; not found says
    /// nothing went out (``State/isKnownNotSent``), so leaving is safe. Never sends.
    public func didTapCheck() async {
        guard let hash = state.hashInDoubt, state.isCheckEnabled else { return }
        var checking = state
        checking.isChecking = true
        publish(checking)
        var ended = state
        ended.isChecking = false
        do throws(TransactionsError) {
            switch try await payments.check(hash) {
            case .mined, .pending:
                ended.isSent = true
                ended.errorMessage = nil
                publish(ended)
                return navigator.next(.sent(hash))
            case .notFound:
                ended.errorMessage =
                    "The node does not have the payment \(hash.hex): it was not sent. Leave, and send it again from"
                    + " the start if you still want to."
                // Nothing went out; still, this scene does not send it again.
                ended.isKnownNotSent = true
            }
        } catch {
            ended.errorMessage = "The payment \(hash.hex) could not be looked up: \(error)"
        }
        publish(ended)
    }

    /// Leaves the flow; ignored while sending and once sent. With a payment in doubt, says so.
    public func didTapCancel() {
        guard state.isCancelEnabled else { return }
        password = ""
        if let hash = state.hashInDoubt, !state.isKnownNotSent { return navigator.next(.leftInDoubt(hash)) }
        navigator.next(.cancel)
    }

    /// Shows `next`, with Confirm and Cancel worked out, in one assignment.
    private func publish(_ next: State) {
        var next = next
        next.isConfirmEnabled =
            !password.isEmpty && !next.isSending && !next.isSent && next.hashInDoubt == nil && !next.isChecking
        next.isCancelEnabled = !next.isSending && !next.isSent && !next.isChecking
        state = next
    }
}
