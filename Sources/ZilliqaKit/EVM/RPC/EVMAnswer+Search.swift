/// Otterscan's `ots_searchTransactionsBefore` and `ots_searchTransactionsAfter` answers, bounded like
/// every other answer.
extension EVMAnswer {
    /// The most transactions ``searchPage(_:)`` reads from one page: 5,000. A page holds the page
    /// size asked plus the rest of its oldest block, and a block holds at most 4,000 transactions
    /// (84,000,000 gas / 21,000), so a real page of 25 is far below it.
    public static let maximumSearchTransactions = 5_000

    /// `ots_searchTransactionsBefore`'s (or `method`'s) result: `{"txs", "receipts", "firstPage",
    /// "lastPage"}`, at most ``maximumSearchTransactions`` transactions (and receipts), each input at
    /// most ``maximumCallBytes``, each receipt at most ``maximumLogs`` logs.
    public static func searchPage(_ value: JSONValue, method: String = "ots_searchTransactionsBefore")
        throws(EVMServiceError) -> EVMTransactionSearchPage
    {
        let fields = try EVMAnswerFields(value, method: method)
        let transactions = try fields.array("txs", maximumCount: maximumSearchTransactions)
        let receipts = try fields.array("receipts", maximumCount: maximumSearchTransactions, optional: true)
        var page: [EVMSearchedTransaction] = []
        page.reserveCapacity(transactions.count)
        for (index, element) in transactions.enumerated() {
            page.append(try EVMSearchedTransaction(EVMAnswerFields(element, method: method, field: "txs[\(index)]")))
        }
        var read: [EVMTransactionReceipt] = []
        read.reserveCapacity(receipts.count)
        for (index, element) in receipts.enumerated() {
            read.append(
                try EVMTransactionReceipt(EVMAnswerFields(element, method: method, field: "receipts[\(index)]")))
        }
        return EVMTransactionSearchPage(
            transactions: page, receipts: read, isFirstPage: try fields.bool("firstPage"),
            isLastPage: try fields.bool("lastPage"))
    }
}

extension EVMAnswer {
    /// `ots_getTransactionBySenderAndNonce`'s result: the hash as `0x…`, or `null` (nil) when no
    /// transaction of that sender with that nonce is in the node's index.
    public static func optionalHash(_ value: JSONValue, method: String) throws(EVMServiceError) -> EVMHash? {
        if case .null = value { return nil }
        guard case .string(let text) = value else {
            throw .malformedAnswer(method: method, field: "result", problem: .notString)
        }
        return try hash(text, method: method, field: "result")
    }
}
