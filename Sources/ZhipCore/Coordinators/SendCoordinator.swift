public import ZilliqaKit

/// Zhip's send flow, shown modally: prepare (recipient, amount, gas) → review → sign with the
/// password → wait for the receipt; then the wallet's balance is fetched again (and cached) and
/// the flow ends with the transaction's id. Cancelling before the payment is sent ends the flow
/// with ``Outcome/cancelled``, and nothing is sent.
///
/// ```swift
/// let send = SendCoordinator(presenter: presenter)
/// send.onFinish = { outcome in … }            // .sent(id) or .cancelled
/// await send.start()
/// ```
@MainActor
public final class SendCoordinator: Coordinator {
    /// How the send flow ended.
    public enum Outcome: Equatable {
        /// The node accepted the payment under this id.
        case sent(TransactionID)
        /// The person left before anything was sent.
        case cancelled
    }

    public var onFinish: ((Outcome) -> Void)?

    private let presenter: any ScenePresenter
    private let walletStorage: any WalletStorageUseCase
    private let fetchBalance: any FetchBalanceUseCase
    private let balanceCache: any BalanceCacheUseCase
    private let pollingPolicy: PollingPolicy
    private var presentedScenes = 0
    private var isFinished = false
    private var hasSent = false
    private var runningWork: Task<Void, Never>?
    // The scenes' view models are kept while the flow runs: the presenter may hold them weakly.
    private var scenes: [any SceneViewModel] = []

    /// A send flow shown on `presenter`; the scenes take their use cases from the container, and
    /// the receipt is waited for as `pollingPolicy` says.
    public init(
        presenter: any ScenePresenter, pollingPolicy: PollingPolicy = .standard,
        walletStorage: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        fetchBalance: any FetchBalanceUseCase = Container.shared.fetchBalanceUseCase(),
        balanceCache: any BalanceCacheUseCase = Container.shared.balanceCacheUseCase()
    ) {
        self.balanceCache = balanceCache
        self.presenter = presenter
        self.pollingPolicy = pollingPolicy
        self.walletStorage = walletStorage
        self.fetchBalance = fetchBalance
    }

    /// Shows the prepare scene and loads its balance and gas price.
    public func start() async {
        let prepare = PrepareTransactionViewModel()
        prepare.navigator.onStep = { [weak self] step in
            switch step {
            case .review(let prepared): self?.review(prepared)
            case .cancel: self?.cancel()
            }
        }
        show(prepare)
        await prepare.start()
    }

    /// Waits for the work the flow started by itself (the wait for the receipt, the balance
    /// refresh before finishing): for a front end that must not quit in the middle, and for tests.
    public func waitUntilIdle() async {
        while let work = runningWork {
            await work.value
            if runningWork == work { runningWork = nil }
        }
    }

    // MARK: - Steps

    private func review(_ prepared: PreparedPayment) {
        let review = ReviewTransactionBeforeSigningViewModel(prepared: prepared)
        review.navigator.onStep = { [weak self] step in
            switch step {
            case .sign: self?.sign(prepared)
            case .cancel: self?.cancel()
            }
        }
        show(review)
    }

    private func sign(_ prepared: PreparedPayment) {
        let sign = SignTransactionViewModel(prepared: prepared)
        sign.navigator.onStep = { [weak self] step in
            switch step {
            case .sent(let id): self?.poll(id, on: prepared.network)
            case .cancel: self?.cancel()
            }
        }
        show(sign)
    }

    private func poll(_ id: TransactionID, on network: Network) {
        hasSent = true
        let poll = PollTransactionStatusViewModel(transactionID: id, network: network, policy: pollingPolicy)
        poll.navigator.onStep = { [weak self] step in
            switch step {
            case .finished, .skip: self?.refreshBalanceThenFinish(.sent(id))
            }
        }
        show(poll)
        runningWork = Task { await poll.start() }
    }

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
    /// wait cannot turn a sent payment into a cancelled one).
    private func cancel() {
        guard !hasSent else { return }
        finish(.cancelled)
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
