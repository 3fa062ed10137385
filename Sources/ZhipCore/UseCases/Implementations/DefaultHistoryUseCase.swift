public import ZilliqaKit

/// The ``HistoryUseCase`` of the app: one page of the node's `ots_searchTransactionsBefore` for
/// the account's 20 bytes (legacy and EVM accounts alike), its receipts' `Transfer` logs read for
/// the listed tokens, the fee priced as a payment session prices it (one `eth_gasPrice`), and on
/// the first page the wallet's own unmined sends (one `eth_getTransactionCount`).
///
/// ```swift
/// let history = DefaultHistoryUseCase(
///     evmService: JSONRPCEVMService(network: .mainnet), networkSetting: .success(.mainnet),
///     preferences: preferences, tokenList: tokens, explorers: explorers)
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
    private let explorers: any ExplorerUseCase

    /// A history read through `evmService` from `networkSetting`'s network; `preferences` hold the
    /// wallet's record of its sends, `tokenList` the tokens whose transfers are decoded, `explorers`
    /// where links point.
    public init(
        evmService: any EVMService, networkSetting: Result<Network, NetworkSettingError>, preferences: Preferences,
        tokenList: any TokenListUseCase, explorers: any ExplorerUseCase
    ) {
        self.evmService = evmService
        self.networkSetting = networkSetting
        record = SentTransactionRecord(preferences: preferences)
        self.tokenList = tokenList
        self.explorers = explorers
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
        let tokens = Dictionary(((try? tokenList.tokens) ?? []).map { ($0.contract, $0) }) { first, _ in first }
        // The explorer is read once a page, not once an entry (a settings file that cannot be read gives the preset).
        let explorer = (try? explorers.explorer(for: network)) ?? network.presetExplorer
        let link = { (hash: EVMHash) in explorer?.transaction(hash.hex).absoluteString }
        let mined = try await entries(of: found, for: account, tokens: tokens, link: link)
        let pending =
            before == nil
            ? try await pendingEntries(
                of: account, minedHashes: Set(found.transactions.map(\.hash)), tokens: tokens, on: network,
                link: link)
            : []
        return HistoryPage(account: account, entries: pending + mined, nextBefore: found.nextBlock)
    }

    /// The page's transactions as entries, each with its receipt; the gas price is asked only when
    /// the account sent one of them.
    private func entries(
        of found: EVMTransactionSearchPage, for account: HistoryAccount, tokens: [EVMAddress: Token],
        link: (EVMHash) -> String?
    ) async throws(HistoryError) -> [HistoryEntry] {
        guard !found.transactions.isEmpty else { return [] }
        let receipts = Dictionary(found.receipts.map { ($0.transactionHash, $0) }) { first, _ in first }
        let gasPrice =
            found.transactions.contains { $0.from == account.address }
            ? try await node { try await evmService.gasPrice() } : Wei(wei: 0)
        var entries: [HistoryEntry] = []
        entries.reserveCapacity(found.transactions.count)
        for transaction in found.transactions {
            guard let receipt = receipts[transaction.hash] else { throw .receiptMissing(transaction.hash) }
            entries.append(
                HistoryEntry(
                    mined: transaction, receipt: receipt, of: account, tokens: tokens, networkGasPrice: gasPrice,
                    explorerLink: link(transaction.hash)))
        }
        return entries
    }

    /// The wallet's sends from the account on this network whose nonce the node has not seen used,
    /// newest first; those it has (mined, or replaced by another of the same nonce) leave the record.
    private func pendingEntries(
        of account: HistoryAccount, minedHashes: Set<EVMHash>, tokens: [EVMAddress: Token], on network: Network,
        link: (EVMHash) -> String?
    ) async throws(HistoryError) -> [HistoryEntry] {
        let sends = (try? record.sends(from: account.address, onChain: network.evmChainID)) ?? []
        guard !sends.isEmpty else { return [] }
        let next = try await node { try await evmService.transactionCount(of: account.address, at: .latest) }
        // A record that cannot be rewritten shows the same sends until it can: the count hides the mined ones.
        try? record.forget(from: account.address, onChain: network.evmChainID, below: next)
        return sends.reversed().filter { $0.nonce >= next && !minedHashes.contains($0.hash) }.map { send in
            HistoryEntry(pending: send, tokens: tokens, explorerLink: link(send.hash))
        }
    }

    private func node<T>(_ call: () async throws -> T) async throws(HistoryError) -> T {
        do { return try await call() } catch { throw .node(TransactionsError(evmNode: error)) }
    }
}
