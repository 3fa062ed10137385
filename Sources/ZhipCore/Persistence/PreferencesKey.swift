/// The app's settings and cached values, kept in `preferences.json` in the config directory.
///
/// ```swift
/// let preferences: Preferences = Container.shared.preferences()
/// try preferences.save(true, for: .hasAcceptedTermsOfService)
/// ```
public typealias Preferences = KeyValueStore<PreferencesKey>

/// What ``Preferences`` keeps, and the type each key holds.
public enum PreferencesKey: String, Sendable, CaseIterable {
    /// `Bool`: the user accepted the terms of service.
    case hasAcceptedTermsOfService
    /// `Bool`: the user accepted the warning about Zilliqa's own elliptic-curve signatures.
    case hasAcceptedCustomECCWarning
    /// `Bool`: the user answered whether crash reports may be sent (either way).
    case hasAnsweredCrashReportingQuestion
    /// `Bool`: the user allowed crash reports.
    case hasAcceptedCrashReporting
    /// `Bool`: the user chose not to set a pincode.
    case skipPincodeSetup
    /// `Amount` (ZilliqaKit): the last balance fetched, stored as its Qa decimal string.
    case cachedBalance
    /// `Date`: when ``cachedBalance`` was fetched.
    case balanceWasUpdatedAt
    /// ``NetworkPreference``: the network ``cachedBalance`` was read from; a cached balance is
    /// shown only on that network.
    case cachedBalanceNetwork
    /// ``NetworkPreference``: the network the wallet talks to.
    case network
    /// `[String: NodeAnswer]` (ZilliqaKit): the last answer of each node of a network of several
    /// nodes, keyed by the node's URL as shown (no user info), saved when a node's outcome changes
    /// (``Container/failoverNodes(for:timeout:)``): what `settings` shows beside each node.
    case nodeAnswers
    /// `[String]`: the approvals each EVM account of the wallet sent, one `"<EVM chain id>:0x<owner>:0x<token>:0x<spender>"`
    /// each, oldest first, at most ``ApprovalRecord/maximumEntries``: where
    /// ``TokenAllowancesUseCase/allowances(of:among:)`` looks for the allowances it granted.
    case evmApprovals
    /// `[String: [StoredToken]]`: the tokens the person listed, keyed by the EVM chain id of their
    /// network (``TokenListUseCase``).
    case tokens
    /// `[String: [StoredZRC2Token]]`: the ZRC-2 tokens (legacy contracts) the person listed, keyed
    /// by the EVM chain id of their network (``TokenListUseCase/zrc2Tokens``).
    case zrc2Tokens
    /// ``StoredTokenBalances``: the listed tokens' balances last read for the EVM account, stamped
    /// with their network (``TokenReadingUseCase``).
    case cachedTokenBalances
    /// `[String: String]`: the block explorer the person set per network (its base URL), keyed by
    /// the network's name or, for a custom one, its node's URL (``ExplorerUseCase``).
    case explorers
    /// `[String: String]`: the ZilNames UniversalResolver the person set per network (`0x` and 40 hex),
    /// keyed like ``explorers`` by the network's name or, for a custom one, its node's URL; mainnet's is
    /// ZilNames' own and is never read from here (``NameServiceUseCase``).
    case nameResolvers
    /// `[StoredSend]`: the transactions the wallet sent, oldest first, at most
    /// ``SentTransactionRecord/maximumEntries``, each until its nonce is used: what the history
    /// (``HistoryUseCase``) shows as pending.
    case sentTransactions
    /// `[String: [StoredStakingPool]]`: the delegation pools the person added by address, keyed by
    /// the EVM chain id of their network (``StakingUseCase``).
    case stakingPools
    /// `[StoredCounterparty]`: who the wallet paid or approved, per network, newest last, at most
    /// ``CounterpartyRecord/maximumEntries``: what the look-alike guard and the changed-name rule
    /// compare a new recipient with (``KnownCounterparties``).
    case counterparties
    /// `[StoredContactEntry]`: the address book, one list for every network (an address is the same
    /// 20 bytes on each chain), at most ``DefaultContactsUseCase/maximumContacts`` (``ContactsUseCase``).
    case contacts
    /// ``WatchedAccounts``: the accounts the home watches without their keys, and the one in use
    /// (``WatchedAccountsUseCase``).
    case watchedAccounts
    /// `[String: StoredSwapExchange]`: the DEX router the person set per network, with the factory, WZIL
    /// and pair hash read from it, keyed like ``explorers``; mainnet's PlunderSwap is built in
    /// (``SwapExchangeUseCase``).
    case swapExchanges
}
