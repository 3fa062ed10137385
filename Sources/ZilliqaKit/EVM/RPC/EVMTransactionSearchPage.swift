/// One page of `ots_searchTransactionsBefore`'s answer (docs/zq2-ots.md): the mined transactions
/// that touched an account (sent it, were sent to it, or called it or from it), newest first.
///
/// Zilliqa 2.0 pages by whole blocks, so a page may hold more transactions than asked: it stops
/// once it has the page size and the last block's every transaction.
/// ```swift
/// var block: UInt64 = 0                                     // 0: from the head
/// let page = try await service.searchTransactionsBefore(owner, block: block, pageSize: 25)
/// if !page.isLastPage, let oldest = page.transactions.last { block = oldest.blockNumber }
/// ```
public struct EVMTransactionSearchPage: Sendable, Hashable {
    /// The transactions, newest first (the node's `txs`).
    public let transactions: [EVMSearchedTransaction]
    /// Their receipts in the same order, when the answer has them (the node's `receipts`); empty otherwise.
    public let receipts: [EVMTransactionReceipt]
    /// The node's `firstPage`: the search started at the head (block 0 was asked).
    public let isFirstPage: Bool
    /// The node's `lastPage`: no older transaction touched the account.
    public let isLastPage: Bool

    public init(
        transactions: [EVMSearchedTransaction], receipts: [EVMTransactionReceipt] = [], isFirstPage: Bool,
        isLastPage: Bool
    ) {
        self.transactions = transactions
        self.receipts = receipts
        self.isFirstPage = isFirstPage
        self.isLastPage = isLastPage
    }

    /// The block to ask for the next, older page: the oldest block of this one (the node answers
    /// blocks strictly before it); nil when this is the last page.
    public var nextBlock: UInt64? {
        guard !isLastPage, let oldest = transactions.last?.blockNumber, oldest > 0 else { return nil }
        return oldest
    }
}
