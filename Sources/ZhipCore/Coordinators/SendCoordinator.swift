public import ZilliqaKit

/// Zhip's send flow, shown modally. It starts with the account that pays
/// (``ChooseSendingAccountViewModel``), unless the flow was given one, and routes to:
/// the legacy account's form, the EVM account's, or a move to the key's own EVM account (the legacy
/// form, the recipient fixed to ``EVMAccountMove/recipient(of:)`` and its note in the review).
///
/// Both accounts' payments are prepared in ``PreparePaymentViewModel`` (with the account's
/// ``PaymentForm``), reviewed in ``ReviewPaymentViewModel``, signed in
/// ``SignPaymentViewModel`` and waited for in ``PollPaymentViewModel``. Then the wallet's balance
/// is fetched again (and cached) and the flow ends with the transaction's id or hash. Cancelling before the payment is sent ends the flow with ``Outcome/cancelled``, and
/// nothing is sent; a payment the network refuses when it is sent ends it with
/// ``Outcome/refused(_:)`` (the password is not asked again).
///
/// A swap (``TokenSwap``, from the Swap scene) is prepared by the flow itself and goes straight to
/// its review; when the router may not spend enough of the input token yet, the approval of exactly
/// what the swap may take (a ``TokenApproval`` to the router) is reviewed, signed and waited for
/// first, then the swap is prepared again (its deadline counted afresh) and reviewed.
///
/// ```swift
/// let send = SendCoordinator(presenter: presenter)               // or account: .legacy, skipping the choice
/// send.onFinish = { outcome in … }   // .sent(.legacy(id)), .sent(.evm(hash)), .mayHaveSent(.evm(hash)), .refused, .cancelled
/// await send.start()
/// ```
@MainActor
public final class SendCoordinator: Coordinator {
    /// How the send flow ended.
    public enum Outcome: Equatable {
        /// The node accepted the payment under this id (legacy) or hash (EVM).
        case sent(SentTransaction)
        /// The person left while it was not known whether the node has the payment (its answer
        /// was lost): look it up before sending again.
        case mayHaveSent(SentTransaction)
        /// The person left before anything was sent.
        case cancelled
        /// The payment itself was refused, by the network or one of ZhipCore's rules, with why
        /// (``TransactionsError/refusesThePayment``, ``TransactionsError/refusesThePayment``): nothing
        /// was sent, and what the network allows may have changed since it was asked.
        case refused(String)
    }

    public var onFinish: ((Outcome) -> Void)?

    private let presenter: any ScenePresenter
    private let account: SendingChoice?
    private let walletStorage: any WalletStorageUseCase
    private let fetchBalance: any FetchBalanceUseCase
    private let balanceCache: any BalanceCacheUseCase
    private let pollingPolicy: PollingPolicy
    private var presentedScenes = 0
    private var isFinished = false
    private var hasSent = false
    private var runningWork: Task<Void, Never>?
    private let work = CoordinatorWork()
    // The scenes' view models are kept while the flow runs: the presenter may hold them weakly.
    private var scenes: [any SceneViewModel] = []
    /// The form the flow starts with instead of an account's (a staking call), with its fixed
    /// recipient and what is said beside it.
    private var given: (form: any PaymentForm, recipient: String?, note: String?)?
    /// The pending transaction the flow replaces instead (History's Speed up or Cancel), from whom.
    private var replacing:
        (hash: EVMHash, purpose: PendingReplacement.Purpose, sender: EVMAddress, legacySender: EVMAddress?)?
    /// The swap the flow prepares instead (the Swap scene's), from the EVM account, with the consents given.
    private var swapping: (swap: TokenSwap, sender: EVMAddress, consents: Set<PaymentRisk>)?
    /// The session of the approval the swap needs first, and the approval once it was mined.
    private var approvalSession: PaymentSession?
    private var sentApproval: SentTransaction?

    /// A send flow shown on `presenter`, from `account` when given (the choice is then not
    /// shown, unless the choice needs the EVM account and the wallet does not know it yet), else
    /// from the account the person chooses; the scenes take their use cases from the container,
    /// and the receipt is waited for as `pollingPolicy` says.
    public init(
        presenter: any ScenePresenter, account: SendingChoice? = nil, pollingPolicy: PollingPolicy = .standard,
        walletStorage: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        fetchBalance: any FetchBalanceUseCase = Container.shared.fetchBalanceUseCase(),
        balanceCache: any BalanceCacheUseCase = Container.shared.balanceCacheUseCase()
    ) {
        self.balanceCache = balanceCache
        self.presenter = presenter
        self.account = account
        self.pollingPolicy = pollingPolicy
        self.walletStorage = walletStorage
        self.fetchBalance = fetchBalance
    }

    /// A flow paying from `sender`, the EVM account of a Ledger wallet: no choice of account, and
    /// the Sign scene asks for the confirmation on the device.
    public convenience init(presenter: any ScenePresenter, evmSender sender: EVMAddress) {
        self.init(presenter: presenter)
        given = (EVMPaymentForm(sender: sender, token: nil), nil, nil)
    }

    /// A flow that prepares what `form` asks (a staking call: ``StakingPaymentForm``) from its
    /// Prepare scene, `fixedRecipient` said with `note`, then reviews, signs and waits for it as a
    /// payment: the same scenes.
    public convenience init(
        presenter: any ScenePresenter, form: any PaymentForm, fixedRecipient: String?, note: String?,
        pollingPolicy: PollingPolicy = .standard
    ) {
        self.init(presenter: presenter, pollingPolicy: pollingPolicy)
        given = (form, fixedRecipient, note)
    }

    /// A flow that replaces the pending transaction `hash` of the EVM account `sender`, or of the
    /// legacy account `legacySender` (History's Speed up or Cancel): the same nonce at the default
    /// price (``ReplacedTransaction``), prepared by a session, then reviewed, signed and waited for as
    /// any payment.
    public convenience init(
        presenter: any ScenePresenter, replacing hash: EVMHash, purpose: PendingReplacement.Purpose,
        sender: EVMAddress, legacySender: EVMAddress? = nil, pollingPolicy: PollingPolicy = .standard
    ) {
        self.init(presenter: presenter, pollingPolicy: pollingPolicy)
        replacing = (hash, purpose, sender, legacySender)
    }

    /// A flow that swaps as `swap` asks from `sender`, the wallet's EVM account, with the risks
    /// `consents` names accepted: prepared by a session (its deadline counted from the start), an
    /// approval of exactly what it may take reviewed, signed and waited for first when the router
    /// needs one, then reviewed, signed and waited for as any payment.
    public convenience init(
        presenter: any ScenePresenter, swapping swap: TokenSwap, from sender: EVMAddress,
        consents: Set<PaymentRisk> = [], pollingPolicy: PollingPolicy = .standard
    ) {
        self.init(presenter: presenter, pollingPolicy: pollingPolicy)
        swapping = (swap, sender, consents)
    }

    /// Shows the first scene (the given form, the choice of the account, or the given account's
    /// form) and loads it; a replacement or a swap goes straight to its review.
    public func start() async {
        if swapping != nil {
            await prepareSwap()
            return await work.waitUntilIdle()
        }
        if let replacing {
            await replace(replacing.hash, replacing.purpose, from: replacing.sender, or: replacing.legacySender)
            return await work.waitUntilIdle()
        }
        if let given {
            prepare(PreparePaymentViewModel(form: given.form, fixedRecipient: given.recipient, note: given.note))
            return await work.waitUntilIdle()
        }
        switch account {
        case .legacy?:
            prepare(PreparePaymentViewModel(form: LegacyPaymentForm()))
        case let account? where account.needsPublicKey:
            guard let publicKey = try? walletStorage.loadWallet()?.publicKey else { return chooseAccount() }
            if account == .evm { prepareEVM(sender: publicKey.evmAddress) } else { move(to: publicKey) }
        default:
            chooseAccount()
        }
        await work.waitUntilIdle()
    }

    /// Waits for the work the flow started by itself (loading a scene, the wait for the receipt,
    /// the balance refresh before finishing): for a front end that must not quit in the middle,
    /// and for tests.
    public func waitUntilIdle() async {
        repeat {
            await work.waitUntilIdle()
            while let running = runningWork {
                await running.value
                if runningWork == running { runningWork = nil }
            }
        } while work.hasPendingWork
    }

    // MARK: - Choosing the account

    private func chooseAccount() {
        let choose = ChooseSendingAccountViewModel()
        choose.navigator.onStep = { [weak self] step in
            switch step {
            case .legacy: self?.prepare(PreparePaymentViewModel(form: LegacyPaymentForm()))
            case .evm(let sender): self?.prepareEVM(sender: sender)
            case .evmToken(let sender, let token): self?.prepareEVM(sender: sender, token: token)
            case .moveToEVMAccount(let publicKey): self?.move(to: publicKey)
            case .cancel: self?.cancel()
            }
        }
        show(choose)
        work.run { await choose.start() }
    }

    // MARK: - Preparing

    /// Reads the pending transaction `hash`, prepares its replacement and shows its review; a
    /// transaction that cannot be replaced (mined, unknown, another's) ends the flow, nothing sent.
    private func replace(
        _ hash: EVMHash, _ purpose: PendingReplacement.Purpose, from sender: EVMAddress, or legacySender: EVMAddress?
    ) async {
        let original: ReplacedTransaction
        do throws(ReplacementLookUpError) {
            original = try await ReplacementLookUp(evmService: Container.shared.evmService()).pending(
                hash, sentBy: sender, orLegacy: legacySender)
        } catch {
            return finish(.refused(error.description))
        }
        let intent =
            purpose == .speedUp ? PendingReplacement(speedingUp: original) : PendingReplacement(cancelling: original)
        let session = PaymentSession(
            order: intent.order(price: ReplacementPrice(evmFee: intent.fee(maxFee: nil, priorityFee: nil))))
        do throws(TransactionsError) {
            review(try await session.prepare(), of: session)
        } catch {
            finish(.refused(error.description))
        }
    }

    /// Prepares the swap, counted from now, and shows its review, or first the approval it needs;
    /// a swap that still needs one after its approval was mined, or any refusal, ends the flow.
    private func prepareSwap() async {
        guard let swapping else { return }
        let given = swapping.swap
        let now = UInt64(max(0, Container.shared.dateProvider().now.timeIntervalSince1970.rounded(.down)))
        let swap = TokenSwap(from: given.from, to: given.to, terms: given.terms, exchange: given.exchange, now: now)
        let session = PaymentSession(
            order: PaymentOrder(swap, from: .evm, sender: swapping.sender, consents: swapping.consents))
        let prepared: PreparedPayment
        do throws(TransactionsError) {
            prepared = try await session.prepare()
        } catch {
            return finish(.refused(error.description))
        }
        guard let units = prepared.reading.swap?.approvalNeeded, case .token(let token) = swap.from else {
            return review(prepared, of: session)
        }
        guard sentApproval == nil else {
            return finish(
                .refused(
                    "the router still may not spend \(token.text(of: units)) after the approval: nothing more was"
                        + " signed; look the approval up in History, then swap again"))
        }
        let approval = TokenApproval(token, spender: swap.exchange.router, units: units)
        let approving = PaymentSession(order: PaymentOrder(approval, from: .evm, sender: swapping.sender))
        approvalSession = approving
        do throws(TransactionsError) {
            review(try await approving.prepare(), of: approving)
        } catch {
            finish(.refused(error.description))
        }
    }

    private func prepareEVM(sender: EVMAddress, token: Token? = nil) {
        prepare(PreparePaymentViewModel(form: EVMPaymentForm(sender: sender, token: token)))
    }

    /// The legacy form paying the key's own EVM account, the recipient fixed and said.
    private func move(to publicKey: PublicKey) {
        prepare(
            PreparePaymentViewModel(
                form: LegacyPaymentForm(movingTo: publicKey),
                fixedRecipient: EVMAccountMove.recipient(of: publicKey).bech32,
                note: EVMAccountMove.recipientNote(of: publicKey)))
    }

    /// The Prepare scene of either account's payment, then its review.
    private func prepare(_ prepare: PreparePaymentViewModel) {
        prepare.navigator.onStep = { [weak self] step in
            switch step {
            case .review(let session, let payment): self?.review(payment, of: session)
            case .cancel: self?.cancel()
            }
        }
        show(prepare)
        work.run { await prepare.start() }
    }

    /// The review of `payment`, which `session` prepared (again, with what `changes` once the key
    /// was unlocked), then its Sign scene, which confirms it to the session, once the person has reviewed it.
    private func review(_ payment: PreparedPayment, of session: PaymentSession, changes: [PaymentChange] = []) {
        let review = ReviewPaymentViewModel(summary: payment.summary, changes: changes)
        review.navigator.onStep = { [weak self] step in
            switch step {
            case .sign: self?.sign(payment, of: session)
            case .cancel: self?.cancel()
            }
        }
        show(review)
    }

    /// The Sign scene of the payment reviewed, then the wait for its receipt.
    private func sign(_ payment: PreparedPayment, of session: PaymentSession) {
        let sign = SignPaymentViewModel(session: session, payment: payment)
        sign.navigator.onStep = { [weak self] step in
            switch step {
            case .sent(let sent): self?.poll(sent, of: session, on: payment.summary.network)
            case .reviewAgain(let changed, let changes): self?.review(changed, of: session, changes: changes)
            case .leftInDoubt(let sent):
                self?.hasSent = true
                self?.finish(.mayHaveSent(sent))
            case .refused(let reason): self?.finish(.refused(reason.description))
            case .cancel: self?.cancel()
            }
        }
        show(sign)
    }

    /// The receipt wait of `sent`, which `session` sent on `network`.
    private func poll(_ sent: SentTransaction, of session: PaymentSession, on network: Network?) {
        hasSent = true
        let page = network.flatMap { sent.explorerLink(on: $0, explorers: Container.shared.explorerUseCase()) }
        let poll = PollPaymentViewModel(
            session: session, transaction: sent, network: network, explorerURL: page, policy: pollingPolicy)
        // A swap's approval: once it is mined, the swap itself is prepared again.
        let approves = session === approvalSession
        poll.navigator.onStep = { [weak self, weak poll] _ in
            guard let self else { return }
            if approves, case .mined? = poll?.state.status {
                swapAfterApproval(sent)
            } else {
                refreshBalanceThenFinish(.sent(sent))
            }
        }
        show(poll)
        runningWork = Task { await poll.start() }
    }

    /// The swap's approval `sent` was mined: its scenes go, and the swap is prepared again.
    private func swapAfterApproval(_ sent: SentTransaction) {
        sentApproval = sent
        approvalSession = nil
        // The swap is not sent yet: leaving its review ends the flow with the approval as what was sent.
        hasSent = false
        for _ in 0..<presentedScenes { presenter.dismissModal() }
        presentedScenes = 0
        scenes.removeAll()
        work.run { [weak self] in await self?.prepareSwap() }
    }

    // MARK: - Finishing

    /// Fetches the wallet's balance again and caches it, then ends the flow. A failed
    /// fetch does not hold the flow up: the payment is sent either way, and the main scene
    /// fetches again.
    private func refreshBalanceThenFinish(_ outcome: Outcome) {
        let walletStorage = self.walletStorage
        let fetchBalance = self.fetchBalance
        let balanceCache = self.balanceCache
        runningWork = Task { [weak self] in
            if let wallet = try? walletStorage.loadWallet(),
                let account = try? await fetchBalance.fetchBalance(for: wallet.address)
            {
                try? balanceCache.cacheBalance(account.balance)
            }
            self?.finish(outcome)
        }
    }

    // MARK: - Presenting

    private func show(_ scene: any SceneViewModel) {
        scenes.append(scene)
        presenter.presentModally(scene)
        presentedScenes += 1
    }

    /// Ends the flow as cancelled, unless the payment is already sent (a scene left under the
    /// wait cannot turn a sent payment into a cancelled one); a swap left after its approval was
    /// mined ends with the approval sent.
    private func cancel() {
        guard !hasSent else { return }
        finish(sentApproval.map(Outcome.sent) ?? .cancelled)
    }

    private func finish(_ outcome: Outcome) {
        guard !isFinished else { return }
        isFinished = true
        for _ in 0..<presentedScenes { presenter.dismissModal() }
        presentedScenes = 0
        scenes.removeAll()
        onFinish?(outcome)
    }
}
