import ZilliqaKit

/// Zhip's signing scene, for a payment from either account: "Confirm transaction with your
/// password". The password unlocks the wallet's key, and the prepared payment is signed and sent
/// once. A wrong password is said and can be typed again; a refusal of the payment itself ends the
/// scene (``Step/refused(_:)``); while a send runs, another tap does nothing and the scene cannot be
/// left (a payment may be on its way); once sent, it signs nothing more. When the node's answer is
/// lost, an EVM payment is left in doubt (Confirm stays off, and Check looks its hash up, never
/// sending again), while a legacy one may be confirmed again: the very same nonce, so it is never
/// paid twice.
///
/// ```swift
/// let viewModel = SignPaymentViewModel(payment: .evm(prepared))
/// viewModel.navigator.onStep = { step in … }     // .sent(SentTransaction), .refused(reason), .cancel, .leftInDoubt
/// viewModel.didEditPassword(typed)
/// await viewModel.didTapConfirm()
/// ```
/// The password is kept only until the payment is sent, never in ``State``, and never shown.
@MainActor
public final class SignPaymentViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The node accepted the payment under this id or hash.
        case sent(SentTransaction)
        /// The person left before anything was sent.
        case cancel
        /// The person left while it is not known whether the node has the payment.
        case leftInDoubt(SentTransaction)
        /// The payment itself was refused (by the network or one of ZhipCore's rules,
        /// ``TransactionsError/refusesThePayment``): nothing was sent, and typing the password again
        /// would get the same answer.
        case refused(TransactionsError)
    }

    /// What the scene shows.
    public struct State: Equatable {
        /// True when a password is typed, nothing is being sent and nothing is in doubt.
        public var isConfirmEnabled = false
        /// True while the key is unlocked and the payment sent.
        public var isSending = false
        /// False while sending, checking and once sent: the payment may already be on its way.
        public var isCancelEnabled = true
        /// True once the node accepted the payment: the scene signs nothing more.
        public var isSent = false
        /// An EVM payment that may have gone out (the node's answer was lost), else nil; from then
        /// on the scene sends nothing, and Check looks it up.
        public var sentInDoubt: SentTransaction?
        /// True while the payment in doubt is being looked up.
        public var isChecking = false
        /// Why signing or sending failed, e.g. "Incorrect password", or what a check found.
        public var errorMessage: String?
        /// True once a check found that the node does not have the payment in doubt: nothing
        /// went out, and leaving is a plain cancel.
        public var isKnownNotSent = false
        /// True when Check can look the payment in doubt up.
        public var isCheckEnabled: Bool { sentInDoubt != nil && !isChecking && !isSent && !isKnownNotSent }
    }

    /// Zhip's message for a password that does not unlock the key.
    public static let incorrectPassword = "Incorrect password"
    /// Zhip's instruction on the scene.
    public static let instruction = "Confirm transaction with your password"

    public let title = "Sign"
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let payment: AnyPreparedPayment
    private let walletStorage: any WalletStorageUseCase
    private let extractKeyPair: any ExtractKeyPairUseCase
    private let payments: any PaymentsUseCase
    private var password = ""

    public init(
        payment: AnyPreparedPayment,
        walletStorage: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        extractKeyPair: any ExtractKeyPairUseCase = Container.shared.extractKeyPairUseCase(),
        payments: any PaymentsUseCase = Container.shared.paymentsUseCase()
    ) {
        self.payment = payment
        self.walletStorage = walletStorage
        self.extractKeyPair = extractKeyPair
        self.payments = payments
    }

    // MARK: - Inputs

    public func didEditPassword(_ text: String) {
        password = text
        publish(state)
    }

    /// Unlocks the wallet's key, signs and sends the payment once, then moves on with its id or
    /// hash. Does nothing while a send runs, once sent, while in doubt, or without a password. A
    /// refusal shows ZhipCore's reason; one of the payment itself moves on with it
    /// (``Step/refused(_:)``), and any other (nothing was sent) lets Confirm be tapped again.
    public func didTapConfirm() async {
        guard !state.isSending, !state.isSent, state.sentInDoubt == nil, !password.isEmpty else { return }
        var sending = state
        sending.isSending = true
        sending.errorMessage = nil
        publish(sending)
        var ended = state
        ended.isSending = false
        defer { publish(ended) }
        let outcome: SendOutcome
        do throws(WalletError) {
            guard let wallet = try walletStorage.loadWallet() else {
                ended.errorMessage = "No wallet is saved, so nothing can be signed: set up or restore a wallet first."
                return
            }
            outcome = try await send(from: wallet)
        } catch .wrongPassword {
            ended.errorMessage = Self.incorrectPassword
            return
        } catch {
            ended.errorMessage = error.description
            return
        }
        switch outcome {
        case .accepted(let sent):
            password = ""
            ended.isSent = true
            publish(ended)
            navigator.next(.sent(sent))
        case .refused(.wrongPassword):
            ended.errorMessage = Self.incorrectPassword
        case .refused(let reason):
            ended.errorMessage = reason.description
            guard reason.refusesThePayment else { return }
            password = ""
            publish(ended)
            navigator.next(.refused(reason))
        case .unknown(let unanswered):
            ended.errorMessage = unanswered.description
            // A legacy payment is confirmed again with the same nonce; an EVM one is looked up.
            guard payment.account == .evm else { return }
            password = ""
            ended.sentInDoubt = unanswered.sent
        }
    }

    /// Looks the payment in doubt up: found (mined or pending) moves on as sent; not found says
    /// nothing went out (``State/isKnownNotSent``), so leaving is safe. Never sends.
    public func didTapCheck() async {
        guard let sent = state.sentInDoubt, let hash = sent.evmHash, state.isCheckEnabled else { return }
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
                return navigator.next(.sent(sent))
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

    /// Leaves the flow; ignored while sending, checking and once sent. With a payment in doubt, says so.
    public func didTapCancel() {
        guard state.isCancelEnabled else { return }
        password = ""
        if let sent = state.sentInDoubt, !state.isKnownNotSent { return navigator.next(.leftInDoubt(sent)) }
        navigator.next(.cancel)
    }

    // MARK: - Sending

    /// Signs the payment with the key in `wallet`, whichever account pays, and sends it: the key is
    /// extracted from the wallet (which then remembers its public key) and signs once.
    private func send(from wallet: Wallet) async throws(WalletError) -> SendOutcome {
        await payments.send(
            payment, signingWith: try await extractKeyPair.extractKeyPair(from: wallet, password: password))
    }

    /// Shows `next`, with Confirm and Cancel worked out, in one assignment, so one change is
    /// published once.
    private func publish(_ next: State) {
        var next = next
        next.isConfirmEnabled =
            !password.isEmpty && !next.isSending && !next.isSent && next.sentInDoubt == nil && !next.isChecking
        next.isCancelEnabled = !next.isSending && !next.isSent && !next.isChecking
        state = next
    }
}
