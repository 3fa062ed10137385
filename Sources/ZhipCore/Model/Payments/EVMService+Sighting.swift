import ZilliqaKit

extension EVMService {
    /// A transaction's receipt and `eth_getTransactionByHash`, in one batch: each nil when the node has none.
    /// - Throws: ``TransactionsError`` for the node's failure or an unreadable answer.
    func sighting(of hash: EVMHash) async throws(TransactionsError) -> (
        receipt: EVMTransactionReceipt?, details: EVMTransactionDetails?
    ) {
        do {
            let answers = try await read([.receipt(hash), .transaction(hash)])
            return (
                try answers.first { $0.read == .receipt(hash) }?.receipt(),
                try answers.first { $0.read == .transaction(hash) }?.transaction()
            )
        } catch {
            throw TransactionsError(evmNode: error)
        }
    }
}
