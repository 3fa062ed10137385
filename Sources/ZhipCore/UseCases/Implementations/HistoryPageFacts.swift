import ZilliqaKit

/// What a history page needs of the node besides its search, read in one batch (one round trip where
/// the node batches): the gas price when the account sent one of the page's transactions, the latest
/// block when the page has any, the `totalSupply()` of each listed token the page's transactions
/// called or swapped, the account's latest nonce when the wallet recorded sends to settle, and what the caller
/// joins (the counterparties' reverse records).
struct HistoryPageFacts: Sendable {
    /// The network's gas price; nil when the account sent none of the page's transactions.
    let gasPrice: Wei?
    /// The bounds of the page's figures; nil for a page without transactions.
    let bounds: HistoryBounds?
    /// The account's nonce at `latest`; nil when no recorded send was to be settled.
    let nextNonce: UInt64?
    /// The answers to the reads the caller joined to the batch, in their order.
    var joined: [EVMReadAnswer] = []

    /// Reads them through `evmService`; nothing is asked when nothing is needed.
    /// - Throws: ``HistoryError/node(_:)`` when the batch is not answered, or the gas price, the
    ///   latest block or the nonce is not (a token's supply that is not known is left out).
    static func read(
        for found: EVMTransactionSearchPage, of account: HistoryAccount, known: HistoryContracts,
        settlingSends: Bool, joining extra: [EVMRead] = [], through evmService: any EVMService
    ) async throws(HistoryError) -> HistoryPageFacts {
        let hasEntries = !found.transactions.isEmpty
        let sentOne = found.transactions.contains { $0.from == account.address }
        var seen = Set<EVMAddress>()
        // The listed tokens the page's transactions called, and those its swaps took or gave.
        let swapped = found.transactions.compactMap { known.swapCall(of: $0, by: account.address) }.flatMap {
            [$0.path.first, $0.path.last].compactMap { $0 }
        }
        let tokens = (found.transactions.compactMap { $0.to } + swapped).filter {
            known.tokens[$0] != nil && seen.insert($0).inserted
        }
        var reads: [EVMRead] = []
        if sentOne { reads.append(.gasPrice) }
        if hasEntries { reads.append(.block(.latest)) }
        if settlingSends { reads.append(.transactionCount(account.address, .latest)) }
        if hasEntries {
            reads += tokens.map { .call(EVMCallRequest(to: $0, data: ERC20.totalSupply.selector), .latest) }
        }
        let own = reads.count
        reads += extra
        guard !reads.isEmpty else { return HistoryPageFacts(gasPrice: nil, bounds: nil, nextNonce: nil) }
        let all: [EVMReadAnswer]
        do { all = try await evmService.read(reads) } catch { throw .node(TransactionsError(evmNode: error)) }
        guard all.count == reads.count else {
            throw .node(.service(.invalidResponse("the node answered \(all.count) of \(reads.count) reads")))
        }
        let answers = all.prefix(own)
        var gasPrice: Wei?
        var latest: EVMBlockHeader?
        var nextNonce: UInt64?
        var supplies: [EVMAddress: UInt256] = [:]
        do {
            for answer in answers {
                switch answer.read {
                case .gasPrice: gasPrice = try answer.wei()
                case .block:
                    guard let header = try answer.block() else { throw Self.noLatestBlock }
                    latest = header
                case .transactionCount: nextNonce = try answer.quantity()
                case .call(let request, _):
                    // A token that does not answer its supply (or answers no word) has none known.
                    if let supply = try? ABIReader(try answer.data()).uint256() { supplies[request.to] = supply }
                default: break
                }
            }
        } catch {
            throw .node(TransactionsError(evmNode: error))
        }
        return HistoryPageFacts(
            gasPrice: gasPrice, bounds: latest.map { HistoryBounds(latest: $0, tokenSupplies: supplies) },
            nextNonce: nextNonce, joined: Array(all.dropFirst(own)))
    }

    /// A node that answers no latest block: its answer is unreadable.
    private static let noLatestBlock = EVMServiceError.malformedAnswer(
        method: "eth_getBlockByNumber", field: "result", problem: .missing)
}
