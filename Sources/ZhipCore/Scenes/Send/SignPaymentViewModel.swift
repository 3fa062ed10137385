public import ZilliqaKit

/// Zhip's signing scene, for a payment from either account: "Confirm transaction with your
/// password". The password unlocks the wallet's key, the session signs exactly the payment
/// reviewed and sends it once; a figure that changed once the key was unlocked goes back to the
/// review (``Step/reviewAgain(_:_:)``). A wrong password is said and can be typed again; a refusal of the payment itself ends the
/// scene (``Step/refused(_:)``); while a send runs, another tap does nothing and the scene cannot be
/// left (a payment may be on its way); once sent, it signs nothing more. When the node's answer is
/// lost, an EVM payment is left in doubt (Confirm stays off, and Check looks its hash up, never
/// sending again), while a legacy one may be confirmed again: the very same signed bytes, so it is
/// never paid twice.
///
/// ```swift
/// let viewModel = SignPaymentViewModel(session: session, payment: prepared)
/// viewModel.navigator.onStep = { step in … }     // .sent, .reviewAgain, .refused(reason), .cancel, .leftInDoubt
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
        /// Once the key was unlocked, the payment read again differs from the review (`changes`), or
        /// shows what the review could not: review `payment` again before anything is signed.
        case reviewAgain(PreparedPayment, [PaymentChange])

        public static func == (lhs: Step, rhs: Step) -> Bool {
            switch (lhs, rhs) {
            case (.sent(let left), .sent(let right)), (.leftInDoubt(let left), .leftInDoubt(let right)): left == right
            case (.cancel, .cancel): true
            case (.refused(let left), .refused(let right)): left == right
            case (.reviewAgain(let left, let leftChanges), .reviewAgain(let right, let rightChanges)):
                left.summary == right.summary && leftChanges == rightChanges
            default: false
            }
        }
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
        /// A legacy payment whose answer was lost: Confirm sends the very same signed bytes again.
        public var legacyInDoubt = false
        /// True while the payment in doubt is being looked up.
        public var isChecking = false
        /// Why signing or sending failed, e.g. "Incorrect password", or what a check found.
        public var errorMessage: String?
        /// True once a check found that the node does not have the payment in doubt: nothing
        /// went out, and leaving is a plain cancel.
        public var isKnownNotSent = false
        /// The transaction once signed: from then on it may go out, and an interrupt says so.
        public var signed: SentTransaction?
        /// ZhipCore's words for what may have gone out, once signed (``UnansweredSend/interrupted(_:network:)``).
        public var interruptWords: String?
        /// The network the payment is for.
        public var network: Network?
        /// True when a Ledger signs (the saved wallet is a Ledger wallet): no password; the person
        /// confirms on the device while ``isSending``.
        public var confirmsOnDevice = false
        /// With a Ledger, what the review could not show on the device (a call's amount and recipient).
        public var deviceNote: String?
        /// What the scene asks: the password, or the confirmation on the Ledger.
        public var instruction: String {
            confirmsOnDevice ? SignPaymentViewModel.ledgerInstruction : SignPaymentViewModel.instruction
        }
        /// True when Check can look the payment in doubt up.
        public var isCheckEnabled: Bool { sentInDoubt != nil && !isChecking && !isSent && !isKnownNotSent }
    }

    /// Zhip's message for a password that does not unlock the key.
    public static let incorrectPassword = "Incorrect password"
    /// Zhip's instruction on the scene.
    public nonisolated static let instruction = "Confirm transaction with your password"
    /// The instruction when a Ledger signs.
    public nonisolated static let ledgerInstruction = "Confirm the payment on your Ledger"

    public let title = "Sign"
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let session: PaymentSession
    private let payment: PreparedPayment
    private let walletStorage: any WalletStorageUseCase
    private let extractKeyPair: any ExtractKeyPairUseCase
    private let ledger: LedgerWalletAccount?
    private let ledgerConnector: LedgerConnector
    private var password = ""

    /// The scene signing `payment`, the review `session` was confirmed with.
    public init(
        session: PaymentSession, payment: PreparedPayment,
        walletStorage: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        extractKeyPair: any ExtractKeyPairUseCase = Container.shared.extractKeyPairUseCase(),
        ledgerWallets: any LedgerWalletUseCase = Container.shared.ledgerWalletUseCase(),
        ledgerConnector: LedgerConnector = Container.shared.ledgerConnector()
    ) {
        self.session = session
        self.payment = payment
        self.walletStorage = walletStorage
        self.extractKeyPair = extractKeyPair
        ledger = (try? ledgerWallets.load())??.currentAccount
        self.ledgerConnector = ledgerConnector
        state.network = payment.summary.network
        state.confirmsOnDevice = ledger != nil
        state.deviceNote = ledger == nil ? nil : LedgerSigner.blindSigningNote(for: payment)
        state.isConfirmEnabled = ledger != nil
    }

    // MARK: - Inputs

    public func didEditPassword(_ text: String) {
        password = text
        publish(state)
    }

    /// Unlocks the wallet's key, signs the payment reviewed and sends it once, then moves on with its
    /// id or hash. Does nothing while a send runs, once sent, while an EVM payment is in doubt, or
    /// without a password (a legacy payment in doubt needs none: its signed bytes go again). A
    /// refusal shows ZhipCore's reason; one of the payment itself moves on with it
    /// (``Step/refused(_:)``), and any other (nothing was sent) lets Confirm be tapped again.
    public func didTapConfirm() async {
        guard !state.isSending, !state.isSent, state.sentInDoubt == nil,
            state.legacyInDoubt || !password.isEmpty || state.confirmsOnDevice
        else { return }
        var sending = state
        sending.isSending = true
        sending.errorMessage = nil
        publish(sending)
        var ended = state
        ended.isSending = false
        defer { publish(ended) }
        let outcome: SendOutcome
        do throws(TransactionsError) {
            if !state.legacyInDoubt {
                // The person reached this scene by confirming the review of `payment`: that is what is signed.
                await session.confirm(payment)
                guard let signer = try signer() else {
                    ended.errorMessage =
                        "No wallet is saved, so nothing can be signed: set up or restore a wallet first."
                    return
                }
                let unlocked = try await session.unlock(with: signer)
                if unlocked.needsReview {
                    password = ""
                    publish(ended)
                    return navigator.next(.reviewAgain(unlocked.prepared, unlocked.changes))
                }
                let signature = try await session.sign()
                var signed = state
                signed.signed = signature.sent
                signed.interruptWords = payment.summary.network.map {
                    UnansweredSend.interrupted(signature, network: $0)
                }
                publish(signed)
                // What was signed stays known to the end, for a re-send of the same bytes too.
                ended.signed = signed.signed
                ended.interruptWords = signed.interruptWords
            }
            outcome = await session.submit()
        } catch .wrongPassword {
            ended.errorMessage = Self.incorrectPassword
            return
        } catch {
            ended.errorMessage = error.description
            guard error.refusesThePayment else { return }
            password = ""
            publish(ended)
            return navigator.next(.refused(error))
        }
        switch outcome {
        case .accepted(let sent):
            password = ""
            ended.isSent = true
            ended.legacyInDoubt = false
            publish(ended)
            navigator.next(.sent(sent))
        case .refused(let reason):
            ended.errorMessage = reason.description
            guard reason.refusesThePayment else { return }
            password = ""
            publish(ended)
            navigator.next(.refused(reason))
        case .unknown(let unanswered):
            ended.errorMessage = unanswered.description
            password = ""
            // A legacy payment is sent again as it was signed; an EVM one is looked up.
            if payment.facts.account == .evm { ended.sentInDoubt = unanswered.sent } else { ended.legacyInDoubt = true }
        }
    }

    /// Looks the payment in doubt up: found (mined or pending) moves on as sent; not found says
    /// nothing went out (``State/isKnownNotSent``), so leaving is safe. Never sends.
    public func didTapCheck() async {
        guard let sent = state.sentInDoubt, state.isCheckEnabled else { return }
        var checking = state
        checking.isChecking = true
        publish(checking)
        var ended = state
        ended.isChecking = false
        do throws(TransactionsError) {
            switch try await session.lookUp() {
            case .mined, .pending:
                ended.isSent = true
                ended.errorMessage = nil
                publish(ended)
                return navigator.next(.sent(sent))
            case .notFound:
                ended.errorMessage =
                    "The node does not have the payment \(sent): it was not sent. Leave, and send it again from"
                    + " the start if you still want to."
                // Nothing went out; still, this scene does not send it again.
                ended.isKnownNotSent = true
            }
        } catch {
            ended.errorMessage = "The payment \(sent) could not be looked up: \(error)"
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

    // MARK: - Signing

    /// The wallet's key, unlocked with the password typed (which the wallet then remembers the public key of).
    private func signer() throws(TransactionsError) -> (any PaymentSigner)? {
        if let ledger { return ledgerConnector.signer(for: ledger) }
        let wallet: Wallet
        do throws(WalletError) {
            guard let saved = try walletStorage.loadWallet() else { return nil }
            wallet = saved
        } catch {
            throw .wallet(error)
        }
        let extractKeyPair = self.extractKeyPair
        // The typed text in wiping storage at once; the signer wipes it once the KDF has run.
        return KeystoreSigner(password: SecretText(password)) { password async throws(TransactionsError) in
            do throws(WalletError) {
                return try await extractKeyPair.extractKeyPair(from: wallet, password: password)
            } catch .wrongPassword {
                throw .wrongPassword
            } catch {
                throw .wallet(error)
            }
        }
    }

    /// Shows `next`, with Confirm and Cancel worked out, in one assignment, so one change is
    /// published once.
    private func publish(_ next: State) {
        var next = next
        next.isConfirmEnabled =
            (next.legacyInDoubt || !password.isEmpty || next.confirmsOnDevice) && !next.isSending && !next.isSent
            && next.sentInDoubt == nil
            && !next.isChecking
        next.isCancelEnabled = !next.isSending && !next.isSent && !next.isChecking
        state = next
    }
}
