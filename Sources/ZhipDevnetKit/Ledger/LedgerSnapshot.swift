public import ZilliqaKit

/// The ledger as the `--state` file keeps it (JSON): accounts, blocks, confirmed and pending
/// transactions, and the chain they belong to.
///
/// ```json
/// {"format": 1, "chainID": 222,
///  "accounts": [{"address": "74c5…32e4", "balance": "999999900000000000", "nonce": 1}],
///  "blocks": [{"number": 0, "timestamp": 1700000000000000, "transactionIDs": [], "gasUsed": 0}],
///  "transactions": [{"transaction": {…CreateTransaction params…}, "blockNumber": 1, "gasUsed": 50, "success": true}],
///  "pending": []}
/// ```
public struct LedgerSnapshot: Sendable, Hashable, Codable {
    /// One account: 40 lowercase hex, its balance in Qa, its nonce.
    public struct AccountRecord: Sendable, Hashable, Codable {
        public let address: String
        public let balance: Amount
        public let nonce: UInt64
    }

    /// The layout version of this file; 1 is the only one so far.
    public let format: Int
    /// The chain the transactions were signed for.
    public let chainID: UInt16
    public let accounts: [AccountRecord]
    public let blocks: [TxBlock]
    public let transactions: [ConfirmedTransaction]
    public let pending: [SignedTransaction]

    /// The layout this build writes and reads.
    public static let currentFormat = 1

    init(state: LedgerState, chainID: UInt16) {
        format = Self.currentFormat
        self.chainID = chainID
        accounts = state.accounts
            .map { AccountRecord(address: $0.key.hex, balance: $0.value.balance, nonce: $0.value.nonce) }
            .sorted { $0.address < $1.address }
        blocks = state.blocks
        transactions = state.blocks.flatMap { block in block.transactionIDs.compactMap { state.confirmed[$0] } }
        pending = state.pendingTransactions
    }

    /// The ledger state this snapshot describes, after checking that it holds together.
    func restore(chainID expected: UInt16) throws(LedgerSnapshotError) -> LedgerState {
        guard format == Self.currentFormat else { throw .unknownFormat(format) }
        guard chainID == expected else { throw .otherChain(found: chainID, expected: expected) }
        guard !blocks.isEmpty else { throw .inconsistent("it has no blocks, not even genesis") }
        for (index, block) in blocks.enumerated() where block.number != UInt64(index) {
            throw .inconsistent("block \(index) is numbered \(block.number)")
        }
        var accountsByAddress: [Address: LedgerAccount] = [:]
        for record in accounts {
            guard let address = try? Address(hexString: record.address) else {
                throw .inconsistent("\"\(record.address)\" is not an address")
            }
            accountsByAddress[address] = LedgerAccount(balance: record.balance, nonce: record.nonce)
        }
        var state = LedgerState(accounts: accountsByAddress, blocks: blocks)
        for transaction in transactions { state.confirmed[transaction.id] = transaction }
        let listed = Set(blocks.flatMap(\.transactionIDs))
        guard listed == Set(state.confirmed.keys), listed.count == transactions.count else {
            throw .inconsistent("the blocks' transaction ids do not match the confirmed transactions")
        }
        state.restorePending(pending)
        return state
    }
}

/// Why a saved ledger can't be restored.
public enum LedgerSnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A layout this build does not know.
    case unknownFormat(Int)
    /// The state was saved for another chain id.
    case otherChain(found: UInt16, expected: UInt16)
    /// The parts contradict each other.
    case inconsistent(String)

    public var description: String {
        switch self {
        case .unknownFormat(let format):
            "the state has format \(format), this zhip-devnet reads format \(LedgerSnapshot.currentFormat):"
                + " start with a new --state file"
        case .otherChain(let found, let expected):
            "the state is for chain \(found), not \(expected): start with --chain-id \(found), or use another --state file"
        case .inconsistent(let detail):
            "the state does not hold together (\(detail)): delete it or use another --state file"
        }
    }
}
