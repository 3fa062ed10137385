public import ZilliqaKit

/// The wallet's home: the network it reads and its chain, its balance (the cached one at once,
/// then a fresh one from the network), when the balance was last updated, the current account's
/// name, and the way to Send, Receive,
/// the wallet's Accounts and Settings. Once the wallet's EVM address is known, also the EVM
/// account's balance (in ZIL to the wei, read by `eth_`), which account can send on the network
/// (``SendingAccounts``), and the EVM account's listed tokens with their balances (the cached ones
/// at once, then a fresh batch), each beside its contract, and the ways to Tokens, Staking and
/// Swap. What the legacy
/// account holds of the listed tokens (ERC-20 proxies and ZRC-2 tokens) is shown read-only.
///
/// ```swift
/// let main = MainViewModel(wallet: wallet)      // shows the cached balance at once
/// main.onChange = { state in render(state) }
/// await main.didPullToRefresh()                 // fetches, caches and shows the fresh balance
/// main.didTapSend()                             // `.send`
/// ```
@MainActor
public final class MainViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// Send a payment.
        case send
        /// Show the address to receive funds.
        case receive
        /// Open Settings.
        case settings
        /// List the wallet's accounts, to use, rename or add one.
        case accounts
        /// List, add or remove the EVM account's tokens.
        case tokens
        /// List the account's transactions.
        case history
        /// The EVM account's staking: pools, positions, and Stake, Unstake, Claim.
        case staking
        /// Swap ZIL and tokens on the network's exchange, from the EVM account.
        case swap
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// The network the balances are read from, and its chain: "mainnet (chain 1, EVM chain 32769)".
        public var network: String
        /// The wallet's address, bech32.
        public var address: String
        /// The name of the account shown ("Account 1" unless renamed).
        public var accountName: String
        /// How many accounts the wallet holds: 1 for a raw-key wallet.
        public var accountCount: Int
        /// True when the wallet has accounts to switch between or add (a seed-phrase wallet, or one of
        /// several accounts); a raw-key wallet's only account has nothing to switch to.
        public var offersAccounts: Bool
        /// The balance, e.g. "1234.5 ZIL"; nil until one is known.
        public var balance: String?
        /// "Balance last updated 5 minutes ago."; before any balance is known "Fetching balance...",
        /// or "Balance unknown." once a fetch has failed.
        public var lastUpdated: String
        /// True while a fetch runs.
        public var isRefreshing: Bool
        /// Why the balance could not be read or fetched, if it could not.
        public var errorMessage: String?
        /// ``FrozenAccount/notice`` once a fetch found the account frozen, else nil.
        public var frozenNotice: String?
        /// The wallet's EVM address in EIP-55, nil while it is not known (a wallet saved before Zhip
        /// knew EVM accounts, until its next unlock).
        public var evmAddress: String?
        /// The EVM account's balance, exact to the wei, e.g. "1234.5 ZIL"; nil until fetched.
        public var evmBalance: String?
        /// The same balance in wei, e.g. "1234500000000000000000"; nil until fetched.
        public var evmBalanceInWei: String?
        /// ``FrozenAccount/notice`` once a fetch found the EVM account frozen, else nil.
        public var evmFrozenNotice: String?
        /// Why the EVM balance could not be fetched, or ``MainViewModel/evmAddressNotKnownYet``.
        public var evmErrorMessage: String?
        /// Which account can send on the network, nil until the network has said.
        public var sendingAccounts: SendingAccounts?
        /// Why the last payment was refused, after the send flow came back with a refusal; nil
        /// once the person moves on.
        public var refusalMessage: String?
        /// The EVM account's listed tokens, in the order they were added, each with its balance
        /// (cached for this account on this network until a fresh one is read); empty while the
        /// EVM address is not known.
        public var tokenBalances: [TokenBalanceLine] = []
        /// "Token balances last updated 5 minutes ago."; "Fetching token balances..." before any
        /// is known, "Token balances unknown." once a read failed; nil when no token is listed.
        public var tokenBalancesUpdated: String?
        /// The invitation to add a token when none is listed, else nil.
        public var tokenNotice: String?
        /// Why the tokens or their balances could not be read, if they could not.
        public var tokenErrorMessage: String?

        /// What the legacy account holds of the listed tokens (through ERC-20 proxies, and of ZRC-2
        /// tokens), read-only: `1000 ZRC (zil1…)`, each beside its contract; empty when it holds none.
        public var legacyTokenHoldings: [String] = []
        /// ``MainViewModel/legacyTokensReadOnly`` while ``legacyTokenHoldings`` has any, else nil.
        public var legacyTokenNotice: String?
        /// Why the legacy account's holdings could not be read, if they could not.
        public var legacyTokenErrorMessage: String?

        /// True when the wallet's EVM account, which holds the tokens, is known.
        public var offersTokens: Bool { evmAddress != nil }
        /// True when the wallet's EVM account, which stakes, is known.
        public var offersStaking: Bool { evmAddress != nil }
        /// True when the wallet's EVM account, which swaps, is known.
        public var offersSwap: Bool { evmAddress != nil }
    }

    /// What the scene says while the wallet's EVM address is not known.
    public static let evmAddressNotKnownYet =
        "The EVM account is shown once its address is known: "
        + Wallet.evmAddressSavedAtNextUnlock(revealingTheKey: "revealing the private key in the backup") + "."

    /// What the scene says beside the legacy account's token holdings.
    nonisolated public static let legacyTokensReadOnly =
        "Read-only: the legacy account's tokens move only with legacy transfers, which Zilliqa 2.0 mainnet no "
        + "longer carries."

    /// What the scene says when the EVM account is known but no token is listed.
    nonisolated public static let noTokensListed =
        "No tokens listed on this network: open Tokens to add one by its contract address."

    public let title = "Your balance"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    /// The wallet shown.
    public let wallet: Wallet
    private let balanceCacheUseCase: any BalanceCacheUseCase
    private let fetchBalanceUseCase: any FetchBalanceUseCase
    private let dateProvider: any DateProvider
    private let evmService: any EVMService
    private let zilliqaService: any ZilliqaService
    private let network: Result<Network, NetworkSettingError>
    private var balance: CachedBalance?
    private var hasFetched = false
    /// The EVM account's tokens; nil while its address is not known.
    private var tokens: TokenBalancesSection?
    /// What the legacy account holds of the listed tokens.
    private let legacyHoldings: LegacyTokenHoldings

    /// The home of `wallet`, showing its cached balance (if any) at once; a failure to read the
    /// cache is shown. `evmService` reads the EVM account, and `zilliqaService` tells what
    /// `network` does with legacy transfers; `tokenList` and `tokenReading` give the EVM account's
    /// listed tokens and their balances, and what the legacy account holds of them.
    public init(
        wallet: Wallet,
        balanceCacheUseCase: any BalanceCacheUseCase = Container.shared.balanceCacheUseCase(),
        fetchBalanceUseCase: any FetchBalanceUseCase = Container.shared.fetchBalanceUseCase(),
        dateProvider: any DateProvider = Container.shared.dateProvider(),
        evmService: any EVMService = Container.shared.evmService(),
        zilliqaService: any ZilliqaService = Container.shared.zilliqaService(),
        network: Result<Network, NetworkSettingError> = Container.shared.network(),
        tokenList: any TokenListUseCase = Container.shared.tokenListUseCase(),
        tokenReading: any TokenReadingUseCase = Container.shared.tokenReadingUseCase()
    ) {
        self.wallet = wallet
        self.balanceCacheUseCase = balanceCacheUseCase
        self.fetchBalanceUseCase = fetchBalanceUseCase
        self.dateProvider = dateProvider
        self.evmService = evmService
        self.zilliqaService = zilliqaService
        self.network = network
        tokens = wallet.evmAddress.map { TokenBalancesSection(owner: $0, list: tokenList, reading: tokenReading) }
        legacyHoldings = LegacyTokenHoldings(owner: wallet.address, list: tokenList, reading: tokenReading)
        var errorMessage: String?
        do {
            balance = try balanceCacheUseCase.cachedBalance
        } catch {
            errorMessage = "The last known balance could not be read: \(error)"
        }
        state = State(
            network: Self.label(of: network), address: wallet.address.bech32, accountName: wallet.currentAccount.name,
            accountCount: wallet.accounts.count, offersAccounts: wallet.hasRecoveryPhrase || wallet.accounts.count > 1,
            balance: nil, lastUpdated: "", isRefreshing: false,
            errorMessage: errorMessage, evmAddress: wallet.evmAddress?.checksummed,
            evmErrorMessage: wallet.evmAddress == nil ? Self.evmAddressNotKnownYet : nil)
        updateBalanceText()
    }

    /// The network this scene reads from, nil when the setting is unusable: a coordinator shows a
    /// new scene when the wallet's network is no longer this one.
    public var shownNetwork: Network? { try? network.get() }

    /// How the header names `network` and its chain.
    nonisolated public static func label(of network: Result<Network, NetworkSettingError>) -> String {
        switch network {
        case .success(let network):
            "\(network.displayName) (chain \(network.chainID), EVM chain \(network.evmChainID))"
        case .failure(let error): "no usable network: \(error)"
        }
    }

    // MARK: - Inputs

    /// The scene is on screen: fetches a fresh balance.
    public func didAppear() async {
        await refresh()
    }

    /// The person asked for a fresh balance. Ignored while a fetch runs.
    public func didPullToRefresh() async {
        updateBalanceText { $0.refusalMessage = nil }
        await refresh()
    }

    /// The send flow came back because the payment was refused, `reason` saying why: says it, and
    /// asks the network again which account can send (its era may have changed since it was asked),
    /// with the balance.
    public func didReturnAfterRefusedPayment(_ reason: String) async {
        updateBalanceText {
            $0.refusalMessage = "The payment was refused: \(reason)"
            $0.sendingAccounts = nil
        }
        await refresh()
    }

    /// Time passed (a front end calls this now and then): the "last updated" text is recomputed.
    public func timeDidPass() {
        updateBalanceText()
    }

    /// The person tapped Send.
    public func didTapSend() {
        updateBalanceText { $0.refusalMessage = nil }
        navigator.next(.send)
    }

    /// The person tapped Receive.
    public func didTapReceive() {
        navigator.next(.receive)
    }

    /// The person opened Settings.
    public func didTapSettings() {
        navigator.next(.settings)
    }

    /// The person opened the wallet's accounts.
    public func didTapAccounts() {
        navigator.next(.accounts)
    }

    /// The person opened the tokens. Ignored while the EVM account, which holds them, is not known.
    public func didTapTokens() {
        guard state.offersTokens else { return }
        navigator.next(.tokens)
    }

    /// The person opened the history of the account's transactions.
    public func didTapHistory() {
        navigator.next(.history)
    }

    /// The person opened staking. Ignored while the EVM account, which stakes, is not known.
    public func didTapStaking() {
        guard state.offersStaking else { return }
        navigator.next(.staking)
    }

    /// The person opened Swap. Ignored while the EVM account, which swaps, is not known.
    public func didTapSwap() {
        guard state.offersSwap else { return }
        navigator.next(.swap)
    }

    /// The tokens scene closed, its list perhaps changed: shows the list with what is cached, then
    /// reads the balances afresh.
    public func didReturnFromTokens() async {
        guard var section = tokens else { return }
        section.reloadList()
        tokens = section
        updateBalanceText()
        let read = await section.read()
        tokens?.apply(read, at: dateProvider.now)
        updateBalanceText()
    }

    // MARK: - Fetching

    private func refresh() async {
        guard !state.isRefreshing else { return }
        updateBalanceText { $0.isRefreshing = true }
        var errorMessage = state.errorMessage
        var frozenNotice = state.frozenNotice
        do {
            let account = try await fetchBalanceUseCase.fetchBalance(for: wallet.address)
            frozenNotice = account.isFrozen ? FrozenAccount.notice : nil
            balance = CachedBalance(amount: account.balance, updatedAt: dateProvider.now)
            // The wallet's own balance, on its screen: the one place it is cached. Best effort: a
            // balance that cannot be cached (a full disk) is still shown.
            try? balanceCacheUseCase.cacheBalance(account.balance)
            errorMessage = nil
        } catch is CancellationError {
            // Nobody waits for the answer any more: nothing to show.
        } catch {
            errorMessage = "The balance could not be fetched: \(error)"
        }
        let evm = await refreshEVMAccount()
        if let section = tokens, !Task.isCancelled {
            let read = await section.read()
            tokens?.apply(read, at: dateProvider.now)
        }
        let legacyTokens = Task.isCancelled ? nil : await legacyHoldings.read()
        hasFetched = true
        updateBalanceText {
            $0.isRefreshing = false
            $0.errorMessage = errorMessage
            $0.frozenNotice = frozenNotice
            evm(&$0)
            switch legacyTokens {
            case .success(let lines)?:
                $0.legacyTokenHoldings = lines
                $0.legacyTokenNotice = lines.isEmpty ? nil : Self.legacyTokensReadOnly
                $0.legacyTokenErrorMessage = nil
            case .failure(let error)?:
                $0.legacyTokenErrorMessage = "The legacy account's token holdings could not be fetched: \(error)"
            case nil: break
            }
        }
    }

    /// Fetches the EVM account's balance (one `eth_` round trip) and, until it is known, what the
    /// network does with legacy transfers; returns the change to the state. Nothing is asked while
    /// the wallet's EVM address is not known: without it there is one account to show.
    private func refreshEVMAccount() async -> (inout State) -> Void {
        guard let evmAddress = wallet.evmAddress, !Task.isCancelled else { return { _ in } }
        var change: [(inout State) -> Void] = []
        do {
            let account = try await evmService.accountState(of: evmAddress)
            change.append { state in
                state.evmBalance =
                    account.balance.formatted(in: .zil) + " "
                    + WeiUnit.zil.symbol
                state.evmBalanceInWei = account.balance.weiString
                state.evmFrozenNotice = account.isFrozen ? FrozenAccount.notice : nil
                state.evmErrorMessage = nil
            }
        } catch is CancellationError {
            return { _ in }
        } catch {
            change.append { $0.evmErrorMessage = "The EVM balance could not be fetched: \(error)" }
        }
        if state.sendingAccounts == nil, case .success(let network) = network {
            // Unknown for now when the node does not say (unreachable, rate limited): asked again next time.
            if let legacy = await LegacyTransferForks.era(on: network, asking: zilliqaService) {
                change.append { $0.sendingAccounts = SendingAccounts(legacy) }
            }
        }
        return { state in for apply in change { apply(&state) } }
    }

    /// Applies `change`, then shows the balance and how long ago it was updated, in one assignment.
    private func updateBalanceText(_ change: (inout State) -> Void = { _ in }) {
        var next = state
        change(&next)
        if let balance {
            next.balance = balance.amount.formatted(in: .zil) + " " + AmountUnit.zil.symbol
            let ago = RelativeTimeText.describe(balance.updatedAt, relativeTo: dateProvider.now)
            next.lastUpdated = "Balance last updated \(ago)."
        } else {
            next.balance = nil
            next.lastUpdated = hasFetched && !next.isRefreshing ? "Balance unknown." : "Fetching balance..."
        }
        tokens?.show(in: &next, now: dateProvider.now)
        state = next
    }
}
