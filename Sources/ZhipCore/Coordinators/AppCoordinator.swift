import ZilliqaKit

/// The whole app: onboarding until it is done and a wallet is saved, then (when a pincode is
/// set) the unlock scene, then the wallet's main scene, from which Send, Receive, the wallet's
/// Accounts, its Tokens, Staking and Swap are shown modally and Settings replaces it; an account used
/// or added in Accounts is
/// shown in a new main scene. Removing the wallet in Settings starts onboarding again. A Ledger
/// wallet is shown in its own home (``LedgerHomeViewModel``), from which Send and Staking sign on the
/// device. A home holding no wallet but watched accounts shows the one in use (else the first) in its
/// own home (``WatchedHomeViewModel``): its balance and Receive, and no Send.
///
/// ```swift
/// let app = AppCoordinator(presenter: terminalPresenter)
/// await app.start()
/// ```
///
/// The app runs until the process ends, so it never finishes: ``onFinish`` is never called.
/// When a pincode is set but whether one is cannot be read, the unlock scene is shown anyway
/// (it then shows the storage error): the wallet is never shown without a pincode check it may
/// need.
@MainActor
public final class AppCoordinator: Coordinator {
    /// The app does not end by itself.
    public enum Outcome: Sendable, Equatable {}

    public var onFinish: ((Outcome) -> Void)?

    private let presenter: any ScenePresenter
    private let walletStorageUseCase: any WalletStorageUseCase
    private let ledgerWalletUseCase: any LedgerWalletUseCase
    private let watchedAccountsUseCase: any WatchedAccountsUseCase
    private let pincodeUseCase: any PincodeReadUseCase
    private let work = CoordinatorWork()

    private var onboarding: OnboardingCoordinator?
    private var unlock: UnlockCoordinator?
    private var settings: SettingsCoordinator?
    private var send: SendCoordinator?
    private var receive: ReceiveCoordinator?
    private var tokens: TokensCoordinator?
    private var history: HistoryViewModel?
    private var staking: StakingCoordinator?
    private var swap: SwapViewModel?
    private var main: MainViewModel?
    private var ledgerHome: LedgerHomeViewModel?
    private var watchedHome: WatchedHomeViewModel?
    private var unavailable: WalletUnavailableViewModel?
    private var removal: ConfirmWalletRemovalViewModel?
    private var accounts: AccountsViewModel?

    /// The app shown on `presenter`, looking for the wallet and the pincode with these use cases.
    public init(
        presenter: any ScenePresenter,
        walletStorageUseCase: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        pincodeUseCase: any PincodeReadUseCase = Container.shared.pincodeUseCase(),
        ledgerWalletUseCase: any LedgerWalletUseCase = Container.shared.ledgerWalletUseCase(),
        watchedAccountsUseCase: any WatchedAccountsUseCase = Container.shared.watchedAccountsUseCase()
    ) {
        self.presenter = presenter
        self.walletStorageUseCase = walletStorageUseCase
        self.pincodeUseCase = pincodeUseCase
        self.ledgerWalletUseCase = ledgerWalletUseCase
        self.watchedAccountsUseCase = watchedAccountsUseCase
    }

    /// Onboarding when it is not done (or no wallet is saved); else the unlock scene when a
    /// pincode is set; else the main scene. A wallet that is saved but cannot be loaded is
    /// explained instead, with a way to try again (and to remove it, when what is saved is not a
    /// wallet).
    public func start() async {
        route()
    }

    /// Waits for everything started from the scenes' steps (sub-flows, balance fetches), down to
    /// the sub-flows' own work: for a front end that must not quit in the middle, and for tests.
    public func waitUntilIdle() async {
        repeat {
            await work.waitUntilIdle()
            await onboarding?.waitUntilIdle()
            await settings?.waitUntilIdle()
            await send?.waitUntilIdle()
            await staking?.waitUntilIdle()
        } while work.hasPendingWork
    }

    // MARK: - Flows

    private func toOnboarding(_ onboarding: OnboardingCoordinator) {
        main = nil
        onboarding.onFinish = { [weak self] _ in
            self?.onboarding = nil
            self?.route(afterOnboarding: true)
        }
        self.onboarding = onboarding
        work.run { await onboarding.start() }
    }

    /// Loads the wallet, then shows what comes next: onboarding, the unlock scene or the wallet.
    /// Right after onboarding (`afterOnboarding`) only the wallet's presence is checked, and no
    /// pincode is asked for: it was set, or skipped, a moment ago.
    private func route(afterOnboarding: Bool = false) {
        let wallet: Wallet?
        let ledger: LedgerWallet?
        do {
            ledger = try ledgerWalletUseCase.load()
            wallet = ledger == nil ? try walletStorageUseCase.loadWallet() : nil
        } catch {
            toWalletUnavailable(error)
            return
        }
        // A home with no wallet but watched accounts: the one in use, else the first; no onboarding.
        if wallet == nil, ledger == nil, let watched = try? watchedAccountsUseCase.watched,
            let account = watched.inUse ?? watched.accounts.first
        {
            toWatchedHome(account)
            return
        }
        let onboarding = OnboardingCoordinator(
            presenter: presenter, walletStorageUseCase: walletStorageUseCase, ledgerWalletUseCase: ledgerWalletUseCase)
        guard wallet != nil || ledger != nil, afterOnboarding || onboarding.nextStep == nil else {
            toOnboarding(onboarding)
            return
        }
        let needsUnlock = !afterOnboarding && ((try? pincodeUseCase.hasConfiguredPincode) ?? true)
        let show: @MainActor @Sendable () -> Void = { [weak self] in
            if let ledger { self?.toLedgerHome(ledger) } else if let wallet { self?.toMain(wallet) }
        }
        if needsUnlock {
            toUnlock(then: show)
        } else {
            show()
        }
    }

    /// The home of a Ledger wallet: Send and Staking from its EVM account, signed on the device;
    /// removing it starts onboarding again.
    private func toLedgerHome(_ ledger: LedgerWallet) {
        main = nil
        let home = LedgerHomeViewModel(wallet: ledger)
        home.navigator.onStep = { [weak self] step in
            switch step {
            case .send(let sender): self?.toLedgerSend(from: sender)
            case .staking(let account): self?.toLedgerStaking(account)
            case .removeWallet:
                try? self?.ledgerWalletUseCase.delete()
                self?.ledgerHome = nil
                self?.route()
            }
        }
        ledgerHome = home
        presenter.present(home)
        work.run { await home.didAppear() }
    }

    /// The home of a watched account: its balance and Receive, no Send; removing it routes again.
    private func toWatchedHome(_ account: WatchedAccount) {
        main = nil
        let home = WatchedHomeViewModel(account: account)
        home.navigator.onStep = { [weak self] step in
            switch step {
            case .remove(let name):
                _ = try? self?.watchedAccountsUseCase.remove(named: name)
                self?.watchedHome = nil
                self?.route()
            }
        }
        watchedHome = home
        presenter.present(home)
        work.run { await home.didAppear() }
    }

    private func toLedgerSend(from sender: EVMAddress) {
        guard send == nil else { return }
        let send = SendCoordinator(presenter: presenter, evmSender: sender)
        send.onFinish = { [weak self] _ in
            self?.send = nil
            guard let home = self?.ledgerHome else { return }
            self?.work.run { await home.refresh() }
        }
        self.send = send
        work.run { await send.start() }
    }

    private func toLedgerStaking(_ account: EVMAddress) {
        guard staking == nil else { return }
        let staking = StakingCoordinator(presenter: presenter, account: account)
        staking.onFinish = { [weak self] _ in
            self?.staking = nil
            guard let home = self?.ledgerHome else { return }
            self?.work.run { await home.refresh() }
        }
        self.staking = staking
        work.run { await staking.start() }
    }

    private func toWalletUnavailable(_ error: WalletError) {
        let scene = WalletUnavailableViewModel(error: error)
        scene.navigator.onStep = { [weak self] step in
            switch step {
            case .retry:
                self?.unavailable = nil
                self?.route()
            case .removeWallet:
                self?.toConfirmUnreadableWalletRemoval()
            }
        }
        unavailable = scene
        presenter.present(scene)
    }

    /// The removal Settings asks for, offered for a saved wallet that cannot be read; removed, the
    /// app starts again (onboarding), kept, the wallet is explained again.
    private func toConfirmUnreadableWalletRemoval() {
        let confirm = ConfirmWalletRemovalViewModel()
        confirm.navigator.onStep = { [weak self] _ in
            self?.presenter.dismissModal()
            self?.removal = nil
            self?.unavailable = nil
            self?.route()
        }
        removal = confirm
        presenter.presentModally(confirm)
    }

    private func toUnlock(then show: @escaping @MainActor @Sendable () -> Void) {
        let unlock = UnlockCoordinator(presenter: presenter)
        unlock.onFinish = { [weak self] outcome in
            self?.unlock = nil
            switch outcome {
            case .unlocked: show()
            }
        }
        self.unlock = unlock
        work.run { await unlock.start() }
    }

    private func toMain(_ wallet: Wallet) {
        let main = MainViewModel(wallet: wallet)
        main.navigator.onStep = { [weak self] step in
            switch step {
            case .send: self?.toSend()
            case .receive: self?.toReceive()
            case .settings: self?.toSettings(wallet)
            case .accounts: self?.toAccounts(wallet)
            case .tokens: self?.toTokens()
            case .history: self?.toHistory(wallet)
            case .staking: self?.toStaking(wallet)
            case .swap: self?.toSwap(wallet)
            }
        }
        self.main = main
        presenter.present(main)
        work.run { await main.didAppear() }
    }

    private func toSend() {
        guard send == nil else { return }
        let send = SendCoordinator(presenter: presenter)
        send.onFinish = { [weak self] outcome in
            self?.didFinishSending(outcome)
        }
        self.send = send
        work.run { await send.start() }
    }

    /// The send flow ended with `outcome`: the main scene says a refusal, or fetches the balances
    /// again once something may have been sent.
    private func didFinishSending(_ outcome: SendCoordinator.Outcome) {
        send = nil
        guard let main else { return }
        switch outcome {
        case .cancelled: break
        case .refused(let reason): work.run { await main.didReturnAfterRefusedPayment(reason) }
        case .sent, .mayHaveSent: work.run { await main.didPullToRefresh() }
        }
    }

    private func toReceive() {
        guard receive == nil else { return }
        let receive = ReceiveCoordinator(presenter: presenter)
        receive.onFinish = { [weak self] _ in self?.receive = nil }
        self.receive = receive
        work.run { await receive.start() }
    }

    /// The tokens, over the main scene, which reads the balances of the list afresh once it closes.
    private func toTokens() {
        guard tokens == nil else { return }
        let tokens = TokensCoordinator(presenter: presenter)
        tokens.onFinish = { [weak self] _ in
            self?.tokens = nil
            guard let main = self?.main else { return }
            self?.work.run { await main.didReturnFromTokens() }
        }
        self.tokens = tokens
        work.run { await tokens.start() }
    }

    /// The history of `wallet`'s account, over the main scene, until the person closes it.
    private func toHistory(_ wallet: Wallet) {
        guard history == nil else { return }
        let history = HistoryViewModel(wallet: wallet)
        history.navigator.onStep = { [weak self] step in
            guard self?.history != nil else { return }
            self?.history = nil
            self?.presenter.dismissModal()
            if case .replace(let hash, let purpose) = step, let sender = wallet.evmAddress {
                self?.toReplacement(of: hash, purpose, from: sender, or: EVMAddress(wallet.address))
            }
        }
        self.history = history
        presenter.presentModally(history)
        work.run { await history.didAppear() }
    }

    /// The replacement of either account's pending transaction `hash` (History's Speed up or
    /// Cancel), over the main scene, which fetches the balances again once it ends.
    private func toReplacement(
        of hash: EVMHash, _ purpose: PendingReplacement.Purpose, from sender: EVMAddress, or legacySender: EVMAddress
    ) {
        guard send == nil else { return }
        let send = SendCoordinator(
            presenter: presenter, replacing: hash, purpose: purpose, sender: sender, legacySender: legacySender)
        send.onFinish = { [weak self] outcome in
            self?.didFinishSending(outcome)
        }
        self.send = send
        work.run { await send.start() }
    }

    /// The staking of `wallet`'s EVM account, over the main scene, which fetches the balances again
    /// once it closes (a stake or a claim moved ZIL).
    private func toStaking(_ wallet: Wallet) {
        guard staking == nil, let account = wallet.evmAddress else { return }
        let staking = StakingCoordinator(presenter: presenter, account: account)
        staking.onFinish = { [weak self] _ in
            self?.staking = nil
            guard let main = self?.main else { return }
            self?.work.run { await main.didPullToRefresh() }
        }
        self.staking = staking
        work.run { await staking.start() }
    }

    /// The Swap scene of `wallet`'s EVM account, over the main scene, until the person closes it or
    /// a swap is sent (the main scene then fetches the balances again). Continue hands the swap to a
    /// send flow over it: left before anything was sent, the Swap scene is shown again; refused, it
    /// says why.
    private func toSwap(_ wallet: Wallet) {
        guard swap == nil, let account = wallet.evmAddress else { return }
        let scene = SwapViewModel(account: account)
        scene.navigator.onStep = { [weak self] step in
            switch step {
            case .swap(let swap, let consents): self?.toSwapping(swap, from: account, consents: consents)
            case .done: self?.closeSwap()
            }
        }
        swap = scene
        presenter.presentModally(scene)
        scene.didAppear()
    }

    /// The send flow of `swap` from `account`, over the Swap scene.
    private func toSwapping(_ swap: TokenSwap, from account: EVMAddress, consents: Set<PaymentRisk>) {
        guard send == nil else { return }
        let send = SendCoordinator(presenter: presenter, swapping: swap, from: account, consents: consents)
        send.onFinish = { [weak self] outcome in
            guard let self else { return }
            self.send = nil
            switch outcome {
            case .cancelled: break
            case .refused(let reason): self.swap?.didReturnAfterRefusedSwap(reason)
            case .sent, .mayHaveSent:
                closeSwap()
                guard let main else { return }
                work.run { await main.didPullToRefresh() }
            }
        }
        self.send = send
        work.run { await send.start() }
    }

    private func closeSwap() {
        guard swap != nil else { return }
        swap = nil
        presenter.dismissModal()
    }

    /// The accounts of `wallet`, over its main scene: a switched (or added) account is shown in a
    /// new main scene, and so is a renamed one once the person is done; else the same main scene.
    private func toAccounts(_ wallet: Wallet) {
        guard accounts == nil else { return }
        let scene = AccountsViewModel(wallet: wallet)
        scene.navigator.onStep = { [weak self, weak scene] step in
            guard let self else { return }
            accounts = nil
            switch step {
            case .switched(let switched):
                toMain(switched)
            case .done:
                if let changed = scene?.wallet, changed != wallet {
                    toMain(changed)
                } else {
                    presenter.dismissModal()
                }
            }
        }
        accounts = scene
        presenter.presentModally(scene)
    }

    private func toSettings(_ wallet: Wallet) {
        let settings = SettingsCoordinator(presenter: presenter, wallet: wallet)
        settings.onFinish = { [weak self] outcome in
            guard let self else { return }
            self.settings = nil
            switch outcome {
            case .closed:
                // A new network is read by a new main scene at once: the old one's reads are another network's.
                if let main, main.shownNetwork == (try? Container.shared.network().get()) {
                    presenter.present(main)
                } else {
                    toMain(main?.wallet ?? wallet)
                }
            case .walletRemoved:
                route()
            }
        }
        self.settings = settings
        work.run { await settings.start() }
    }
}

/// The work a coordinator starts from a navigator callback, which cannot wait: each piece runs
/// at once up to its first suspension (so a scene that needs no waiting is shown before the
/// callback returns), and is kept until it ends so that `waitUntilIdle()` can wait for it.
@MainActor
final class CoordinatorWork {
    private var tasks: [Int: Task<Void, Never>] = [:]
    /// Work that ended before `run` could keep its task.
    private var endedEarly: Set<Int> = []
    private var nextID = 0

    /// True while some work has not ended.
    var hasPendingWork: Bool { !tasks.isEmpty }

    /// Starts `body` at once, on the main actor.
    func run(_ body: @escaping @MainActor () async -> Void) {
        let id = nextID
        nextID += 1
        let task = Task.immediate { @MainActor [weak self] in
            await body()
            self?.ended(id)
        }
        if endedEarly.remove(id) == nil { tasks[id] = task }
    }

    /// Waits until every piece of work has ended, including any started meanwhile.
    func waitUntilIdle() async {
        while let (id, task) = tasks.min(by: { $0.key < $1.key }) {
            await task.value
            tasks[id] = nil
        }
    }

    private func ended(_ id: Int) {
        if tasks.removeValue(forKey: id) == nil { endedEarly.insert(id) }
    }
}
