public import ZilliqaKit

/// The ledger as the `--state` file keeps it (JSON): accounts, blocks, confirmed and pending
/// transactions, and the chain they belong to.
///
/// ```json
/// {"format": 2, "chainID": 222,
///  "accounts": [{"address": "74c5…32e4", "balance": "999899999999200", "wei": "999899999999200000000", "nonce": 1}],
///  "blocks": [{"number": 0, "timestamp": 1700000000000000, "transactionIDs": [], "gasUsed": 0}],
///  "transactions": [{"transaction": {…CreateTransaction params…}, "blockNumber": 1, "gasUsed": 50, "success": true}],
///  "pending": [],
///  "evmTransactions": [{"raw": "0x02f8…", "blockNumber": 2, "index": 0, "gasUsed": 21000, …}], "evmPending": ["0x02f8…"]}
/// ```
/// Format 3 adds the modelled contracts (``ContractRecord``), the deployment counter, ZRC-2 legacy
/// addresses and each EVM receipt's logs. Format 2 loads without them; format 1 (before EVM
/// transactions, balances in Qa only) still loads: each balance is read as Qa × 10^6 wei.
public struct LedgerSnapshot: Sendable, Hashable, Codable {
    /// One account: 40 lowercase hex, its balance in Qa (rounded down), in wei (format 2), its nonce.
    public struct AccountRecord: Sendable, Hashable, Codable {
        public let address: String
        public let balance: Amount
        /// The exact balance in wei as a decimal string; nil in format 1.
        public let wei: String?
        public let nonce: UInt64
    }

    /// One EVM transaction a block included: its raw bytes and its receipt.
    public struct EVMTransactionRecord: Sendable, Hashable, Codable {
        public let raw: String
        public let blockNumber: UInt64
        public let index: Int
        public let gasUsed: UInt64
        public let cumulativeGasUsed: UInt64
        public let effectiveGasPrice: String
        public let success: Bool
        /// The receipt's logs; nil before format 3.
        public let logs: [LogRecord]?
        /// The accounts its contract paid (40 hex each), the inner calls the search finds it by; nil
        /// in files written before they were kept (a payout then touches only its sender and contract).
        public let paidAccounts: [String]?
    }

    /// One log of a receipt: the contract (40 hex), its topics and data (hex).
    public struct LogRecord: Sendable, Hashable, Codable {
        public let address: String
        public let topics: [String]
        public let data: String
    }

    /// The layout version of this file: 2 since EVM transactions and balances in wei (1 still loads).
    public let format: Int
    /// The chain the transactions were signed for.
    public let chainID: UInt16
    public let accounts: [AccountRecord]
    public let blocks: [TxBlock]
    public let transactions: [ConfirmedTransaction]
    public let pending: [SignedTransaction]
    /// The EVM transactions mined, in block order; nil in format 1.
    public let evmTransactions: [EVMTransactionRecord]?
    /// The raw EVM transactions pooled; nil in format 1.
    public let evmPending: [String]?
    /// The modelled contracts; nil before format 3.
    public let contracts: [ContractRecord]?
    /// How many contracts were deployed (the ``ContractAddress`` counter); nil before format 3.
    public let deployedContracts: UInt64?
    /// ZRC-2 legacy address → its ERC-20 proxy's address (40 hex each); nil before format 3.
    public let legacyContracts: [String: String]?

    /// The layout this build writes.
    public static let currentFormat = 3
    /// The layouts this build reads.
    public static let readableFormats = 1...3

    init(state: LedgerState, chainID: UInt16) {
        format = Self.currentFormat
        self.chainID = chainID
        accounts = state.accounts
            .map {
                AccountRecord(
                    address: $0.key.hex, balance: $0.value.balance, wei: $0.value.wei.weiString, nonce: $0.value.nonce)
            }
            .sorted { $0.address < $1.address }
        blocks = state.blocks
        transactions = state.blocks.flatMap { block in block.transactionIDs.compactMap { state.confirmed[$0] } }
        pending = state.pendingTransactions
        evmTransactions = state.blocks.flatMap { block in
            block.transactionIDs.compactMap { state.evmConfirmed[$0] }.map { done in
                EVMTransactionRecord(
                    raw: "0x" + Hex.encode(done.transaction.raw), blockNumber: done.blockNumber, index: done.index,
                    gasUsed: done.gasUsed, cumulativeGasUsed: done.cumulativeGasUsed,
                    effectiveGasPrice: String(done.effectiveGasPrice), success: done.success,
                    logs: done.logs.map { log in
                        LogRecord(
                            address: log.address.hex, topics: log.topics.map { Hex.encode($0) },
                            data: Hex.encode(log.data))
                    }, paidAccounts: done.paidAccounts.isEmpty ? nil : done.paidAccounts.map(\.hex))
            }
        }
        evmPending = state.evmPending.map { "0x" + Hex.encode($0.raw) }
        contracts = state.contracts.map { $0.value.record(at: $0.key) }.sorted { $0.address < $1.address }
        deployedContracts = state.deployedContracts
        legacyContracts = Dictionary(uniqueKeysWithValues: state.legacyContracts.map { ($0.key.hex, $0.value.hex) })
    }

    /// The ledger state this snapshot describes, after checking that it holds together.
    func restore(chainID expected: UInt16) throws(LedgerSnapshotError) -> LedgerState {
        guard Self.readableFormats.contains(format) else { throw .unknownFormat(format) }
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
            accountsByAddress[address] = try Self.account(record)
        }
        var state = LedgerState(accounts: accountsByAddress, blocks: blocks)
        for transaction in transactions { state.confirmed[transaction.id] = transaction }
        for record in evmTransactions ?? [] {
            let done = try Self.confirmed(record)
            state.evmConfirmed[done.id] = done
        }
        let listed = Set(blocks.flatMap(\.transactionIDs))
        let count = transactions.count + (evmTransactions?.count ?? 0)
        guard listed == Set(state.confirmed.keys).union(state.evmConfirmed.keys), listed.count == count else {
            throw .inconsistent("the blocks' transaction ids do not match the confirmed transactions")
        }
        for record in contracts ?? [] {
            let (address, contract) = try record.restore()
            state.contracts[address] = contract
            if let pool = contract as? DelegationPoolModel, let token = pool.lstAddress {
                state.poolTokens[token] = address
            }
            if contract is DexModel { state.dexRouter = address }
        }
        for (legacy, contract) in legacyContracts ?? [:] {
            state.legacyContracts[try ContractRecord.address(legacy)] = try ContractRecord.address(contract)
        }
        state.deployedContracts = deployedContracts ?? 0
        state.restorePending(pending)
        state.restoreEVMPending(try (evmPending ?? []).map(Self.evmTransaction))
        return state
    }

    /// An account record: wei when given (format 2), else the Qa balance × 10^6 (format 1).
    private static func account(_ record: AccountRecord) throws(LedgerSnapshotError) -> LedgerAccount {
        guard let text = record.wei else {
            guard let wei = try? Wei(record.balance) else {
                throw .inconsistent("the balance of \(record.address) is more than an account can hold")
            }
            return LedgerAccount(wei: wei, nonce: record.nonce)
        }
        guard let wei = try? Wei(weiString: text) else {
            throw .inconsistent("the wei balance of \(record.address) is not a whole number of wei")
        }
        return LedgerAccount(wei: wei, nonce: record.nonce)
    }

    private static func evmTransaction(_ raw: String) throws(LedgerSnapshotError) -> EthTransaction {
        do { return try EthTransaction(rawHex: raw) } catch {
            throw .inconsistent("an EVM transaction does not decode (\(error.message))")
        }
    }

    private static func confirmed(_ record: EVMTransactionRecord) throws(LedgerSnapshotError) -> ConfirmedEVMTransaction
    {
        guard let price = UInt128(record.effectiveGasPrice) else {
            throw .inconsistent("an EVM receipt's effectiveGasPrice is not a whole number")
        }
        var logs: [EthLog] = []
        for log in record.logs ?? [] {
            guard let topics = try? log.topics.map({ try Hex.decode($0) }), let data = try? Hex.decode(log.data) else {
                throw .inconsistent("a receipt's log is not hex")
            }
            logs.append(EthLog(address: try ContractRecord.address(log.address), topics: topics, data: data))
        }
        var paid: [Address] = []
        for account in record.paidAccounts ?? [] { paid.append(try ContractRecord.address(account)) }
        return ConfirmedEVMTransaction(
            transaction: try evmTransaction(record.raw), blockNumber: record.blockNumber, index: record.index,
            gasUsed: record.gasUsed, cumulativeGasUsed: record.cumulativeGasUsed, effectiveGasPrice: price,
            success: record.success, logs: logs, paidAccounts: paid)
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
            "the state has format \(format), this zhip-devnet reads formats"
                + " \(LedgerSnapshot.readableFormats.lowerBound) to \(LedgerSnapshot.readableFormats.upperBound):"
                + " start with a new --state file"
        case .otherChain(let found, let expected):
            "the state is for chain \(found), not \(expected): start with --chain-id \(found), or use another --state file"
        case .inconsistent(let detail):
            "the state does not hold together (\(detail)): delete it or use another --state file"
        }
    }
}
