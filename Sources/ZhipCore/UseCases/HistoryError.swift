public import ZilliqaKit

/// Why an account's history could not be read; each says what to do next.
public enum HistoryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// There is no network to read it from.
    case networkSetting(NetworkSettingError)
    /// The page size asked is outside 1 to ``DefaultHistoryUseCase/maximumLimit``.
    case limitOutOfRange(Int)
    /// The node does not serve Zilliqa 2.0's Otterscan API (`ots_`), which the history is read from.
    case searchNotServed(network: String)
    /// The node could not be asked, or answered an error or something unreadable.
    case node(TransactionsError)
    /// The node's page holds a transaction without its receipt, which Zilliqa 2.0 always adds.
    case receiptMissing(EVMHash)

    public var description: String {
        switch self {
        case .networkSetting(let error): error.description
        case .limitOutOfRange(let limit):
            "a page of \(limit) transactions cannot be asked: give a number from 1 to \(DefaultHistoryUseCase.maximumLimit)"
        case .searchNotServed(let network):
            "the node of \(network) does not serve the transaction search (Otterscan's ots_ API) the history is "
                + "read from: use a Zilliqa 2.0 node that does (mainnet or testnet's API, or a node started with "
                + "enable_ots_indices), or look the account up on the network's explorer"
        case .node(let error): error.description
        case .receiptMissing(let hash):
            "the node's search gave the transaction \(hash.hex) without its receipt: try again, or use another node"
        }
    }
}
