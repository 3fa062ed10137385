public import ZilliqaKit

/// The ``HistoryUseCase`` of the app: one page of the node's `ots_searchTransactionsBefore` for
/// the account's 20 bytes (legacy and EVM accounts alike), its receipts' logs read for the listed
/// tokens, the known staking pools and the known DEX routers' swaps, then one batch of what the page needs besides: the gas price
/// to price the account's fees, the latest block (whose time and gas limit no transaction passes),
/// the listed tokens' supplies, and on the first page the nonce that settles the wallet's own
/// unmined sends, with what tells which of them are stuck (``StuckSendReads``; docs/history.md).
///
/// ```swift
/// let history = DefaultHistoryUseCase(
///     evmService: JSONRPCEVMService(network: .mainnet), networkSetting: .success(.mainnet),
///     preferences: preferences, tokenList: tokens, staking: staking, explorers: explorers)
/// ```
public struct DefaultHistoryUseCase: HistoryUseCase {
    /// The most transactions a page may be asked for: 100 (the node adds the rest of the oldest
    /// block, at most ``ZilliqaKit/EVMAnswer/maximumSearchTransactions`` in all).
    public static let maximumLimit = 100
    /// The transactions a page asks for unless told otherwise: 25.
    public static let defaultLimit = 25

    private let evmService: any EVMService
    private let networkSetting: Result<Network, NetworkSettingError>
    private let record: SentTransactionRecord
    private let tokenList: any TokenListUseCase
    private let staking: any StakingUseCase
    private let explorers: any ExplorerUseCase
    private let counterparties: CounterpartyRecord
    private let contacts: @Sendable () -> [KnownCounterparty]
    private let names: (any NameServiceUseCase)?
    private let routers: @Sendable () -> [EVMAddress]

    /// A history read through `evmService` from `networkSetting`'s network; `preferences` hold the
    /// wallet's record of its sends, `tokenList` the tokens whose transfers and approvals are
    /// decoded, `staking` the pools whose payments are, `explorers` where links point; `contacts`
    /// and `names` name the counterparties (a contact's name, else a primary `.zil` name checked
    /// forward: its reverse records join the page's batch, the check one more round trip when one is set);
    /// `routers` are the DEX routers whose swaps are read besides PlunderSwap's on the network
    /// (``ZilliqaKit/PlunderSwap/router(evmChainID:)``), asked once a page.
    public init(
        evmService: any EVMService, networkSetting: Result<Network, NetworkSettingError>, preferences: Preferences,
        tokenList: any TokenListUseCase, staking: any StakingUseCase, explorers: any ExplorerUseCase,
        contacts: @escaping @Sendable () -> [KnownCounterparty] = { [] },
        names: (any NameServiceUseCase)? = nil, routers: @escaping @Sendable () -> [EVMAddress] = { [] }
    ) {
        self.evmService = evmService
        self.networkSetting = networkSetting
        record = SentTransactionRecord(preferences: preferences)
        self.tokenList = tokenList
        self.staking = staking
        self.explorers = explorers
        counterparties = CounterpartyRecord(preferences: preferences)
        self.contacts = contacts
        self.names = names
        self.routers = routers
    }

    public func page(of account: HistoryAccount, before: UInt64?, limit: Int) async throws(HistoryError)
        -> HistoryPage
    {
        let network: Network
        do { network = try networkSetting.get() } catch { throw .networkSetting(error) }
        guard (1...Self.maximumLimit).contains(limit) else { throw .limitOutOfRange(limit) }
        guard before != 0 else { return HistoryPage(account: account, entries: [], nextBefore: nil) }
        let found: EVMTransactionSearchPage
        do {
            found = try await evmService.searchTransactionsBefore(account.address, block: before ?? 0, pageSize: limit)
        } catch let error as EVMServiceError where error.isMethodNotServed {
            throw .searchNotServed(network: network.displayName)
        } catch {
            throw .node(TransactionsError(evmNode: error))
        }
        let known = HistoryContracts(
            tokens: Dictionary(((try? tokenList.tokens) ?? []).map { ($0.contract, $0) }) { first, _ in first },
            pools: Set(((try? staking.pools) ?? []).map(\.address)),
            routers: Set(routers() + [PlunderSwap.router(evmChainID: network.evmChainID)].compactMap { $0 }))
        // The explorer is read once a page, not once an entry (a settings file that cannot be read gives the preset).
        let explorer = (try? explorers.explorer(for: network)) ?? network.presetExplorer
        let link = { (hash: EVMHash) in explorer?.transaction(hash.hex).absoluteString }
        let sends = before == nil ? (try? record.sends(from: account.address, onChain: network.evmChainID)) ?? [] : []
        let unnamed = counterparties(of: found, and: sends, for: account, known: known)
        let reverse = names?.reverseRecordReads(of: unnamed) ?? []
        let minedHashes = Set(found.transactions.map(\.hash))
        let stuckReads = StuckSendReads(account: account, sends: sends.filter { !minedHashes.contains($0.hash) })
        let facts = try await HistoryPageFacts.read(
            for: found, of: account, known: known, settlingSends: !sends.isEmpty, joining: reverse + stuckReads.reads,
            through: evmService)
        let reverseAnswers = Array(facts.joined.prefix(reverse.count))
        let stuck = stuckReads.stuck(in: Array(facts.joined.dropFirst(reverse.count)), latest: facts.nextNonce)
        let mined = try entries(of: found, for: account, known: known, facts: facts, link: link)
        var pending: [HistoryEntry] = []
        if let next = facts.nextNonce {
            // A record that cannot be rewritten shows the same sends until it can: the count hides the mined ones.
            try? record.forget(from: account.address, onChain: network.evmChainID, below: next)
            pending = sends.reversed().filter { $0.nonce >= next && !minedHashes.contains($0.hash) }.map { send in
                var entry = HistoryEntry(pending: send, tokens: known.tokens, explorerLink: link(send.hash))
                entry.stuck = stuck[send.hash]
                return entry
            }
        }
        // Names are a courtesy: a record that cannot be read, or a node that fails the check, shows none.
        let primary =
            reverse.isEmpty ? [:] : (try? await names?.primaryNames(of: unnamed, reverseRecords: reverseAnswers))
        let entries = labelled(
            pending + mined, of: account, onChain: network.evmChainID, primaryNames: primary ?? [:])
        return HistoryPage(account: account, entries: entries, nextBefore: found.nextBlock)
    }

    /// `entries` with their counterparties' names and the marks of suspected address poisoning,
    /// judged against what the wallet knows: its contacts, the account itself, whom it paid on this
    /// network, and whom the account paid a real amount in these entries.
    private func labelled(
        _ entries: [HistoryEntry], of account: HistoryAccount, onChain chainID: UInt64,
        primaryNames: [EVMAddress: ZilName]
    ) -> [HistoryEntry] {
        let contacts = contacts()
        let known = KnownCounterparties(
            contacts + [KnownCounterparty(address: account.address, seen: .ownAccount)]
                + counterparties.known(onChain: chainID) + PoisoningGuard.paid(in: entries))
        let named = primaryNames.mapValues { CounterpartyName.zilName($0.text) }
        return entries.map { entry in
            var labelled = entry
            labelled.counterpartyName = entry.counterparty.flatMap { known.contactName(of: $0) ?? named[$0] }
            labelled.suspectedPoisoning = PoisoningGuard.suspected(entry, known: known)
            return labelled
        }
    }

    /// Whom the page's transactions and the pending `sends` went to or came from, besides the account
    /// and the listed tokens, pools and routers: the addresses whose primary names are asked.
    private func counterparties(
        of found: EVMTransactionSearchPage, and sends: [SentTransactionRecord.Send], for account: HistoryAccount,
        known: HistoryContracts
    ) -> [EVMAddress] {
        let touched = found.transactions.flatMap { [$0.from] + [$0.to].compactMap { $0 } } + sends.map(\.recipient)
        var seen = Set<EVMAddress>()
        return touched.filter {
            $0 != account.address && known.tokens[$0] == nil && !known.pools.contains($0)
                && !known.routers.contains($0) && seen.insert($0).inserted
        }
    }

    /// The page's transactions as entries, each with its receipt.
    private func entries(
        of found: EVMTransactionSearchPage, for account: HistoryAccount, known: HistoryContracts,
        facts: HistoryPageFacts, link: (EVMHash) -> String?
    ) throws(HistoryError) -> [HistoryEntry] {
        guard let bounds = facts.bounds else { return [] }
        let receipts = Dictionary(found.receipts.map { ($0.transactionHash, $0) }) { first, _ in first }
        var entries: [HistoryEntry] = []
        entries.reserveCapacity(found.transactions.count)
        for transaction in found.transactions {
            guard let receipt = receipts[transaction.hash] else { throw .receiptMissing(transaction.hash) }
            entries.append(
                HistoryEntry(
                    mined: transaction, receipt: receipt, of: account, known: known,
                    networkGasPrice: facts.gasPrice ?? .zero, bounds: bounds, explorerLink: link(transaction.hash)))
        }
        return entries
    }
}
