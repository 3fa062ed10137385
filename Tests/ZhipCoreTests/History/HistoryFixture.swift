import Foundation
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A ``DefaultHistoryUseCase`` on mainnet over a fake node, in-memory preferences with one listed
/// token (USDT, 6 decimals), one known non-liquid staking pool, and Zilliqa 2.0's gas price.
struct HistoryFixture {
    let node = FakeEVMService()
    let preferences: Preferences = .inMemory()
    let me = TestWallets.keyPair.evmAddress
    let other: EVMAddress
    let token: Token
    let pool: StakingPool
    /// Zilliqa 2.0's gas price, 4761904800000 wei.
    static let gasPrice: UInt128 = 4_761_904_800_000

    init() throws {
        other = try EVMAddress("0x" + String(repeating: "ab", count: 20))
        token = try Token(
            contract: try EVMAddress("0x" + String(repeating: "cd", count: 20)), symbol: "USDT", name: "Tether USD",
            decimals: 6, evmChainID: Network.mainnet.evmChainID)
        try DefaultTokenListUseCase(preferences: preferences, networkSetting: .success(.mainnet)).add(token)
        pool = StakingPool(
            address: try EVMAddress("0x" + String(repeating: "5e", count: 20)), name: "Test pool", kind: .nonLiquid,
            evmChainID: Network.mainnet.evmChainID)
    }

    /// Registers the fixture's node and preferences in the test's container, on mainnet, the date
    /// fixed at `now` and the clock immediate: what a payment session reads to send from ``me``.
    func registerInContainer(now: Date) {
        let (node, preferences) = (self.node, self.preferences)
        Container.shared.network.register { .success(.mainnet) }
        Container.shared.evmService.register { node }
        Container.shared.zilliqaService.register { FakeZilliqaService() }
        Container.shared.preferences.register { preferences }
        Container.shared.dateProvider.register { FixedDateProvider(now) }
        Container.shared.clock.register { ImmediateClock() }
    }

    var useCase: DefaultHistoryUseCase {
        DefaultHistoryUseCase(
            evmService: node, networkSetting: .success(.mainnet), preferences: preferences,
            tokenList: DefaultTokenListUseCase(preferences: preferences, networkSetting: .success(.mainnet)),
            staking: FakeStakingUseCase(pools: [pool]), explorers: DefaultExplorerUseCase(preferences: preferences))
    }

    /// A hash made of `byte`.
    static func hash(_ byte: UInt8) throws -> EVMHash { try EVMHash(bytes: [UInt8](repeating: byte, count: 32)) }

    /// Makes the node's search of `account` find `transaction`, mined in its block with a receipt
    /// (success unless told) of `gasUsed` at `timestamp` (1,800,000,000 + block unless told), with `logs`.
    func mine(
        _ transaction: EVMSearchedTransaction, for account: EVMAddress, gasUsed: UInt64 = 21_000,
        succeeded: Bool = true, logs: [EVMLog] = [], timestamp: UInt64? = nil
    ) {
        var touched = node.searched(for: account)
        touched.append(transaction)
        node.setSearchedTransactions(touched, for: account)
        node.setReceipt(
            EVMTransactionReceipt(
                transactionHash: transaction.hash, transactionIndex: 0, blockHash: transaction.hash,
                blockNumber: transaction.blockNumber, from: transaction.from, to: transaction.to,
                cumulativeGasUsed: gasUsed, effectiveGasPrice: Wei(wei: Self.gasPrice), gasUsed: gasUsed,
                contractAddress: nil, type: transaction.type, succeeded: succeeded, logs: logs,
                timestamp: timestamp ?? 1_800_000_000 + transaction.blockNumber),
            for: transaction.hash)
    }

    /// A transaction `from` → `to` of `value` wei in `block`, with `fee` (the gas price unless given).
    func transaction(
        _ byte: UInt8, from: EVMAddress, to: EVMAddress, value: UInt128 = 0, block: UInt64, nonce: UInt64 = 0,
        input: [UInt8] = [], fee: EVMTransactionFee = .legacy(gasPrice: gasPrice)
    ) throws -> EVMSearchedTransaction {
        EVMSearchedTransaction(
            hash: try Self.hash(byte), from: from, to: to, input: input, nonce: nonce, blockNumber: block,
            value: Wei(wei: value), fee: fee, type: fee == .legacy(gasPrice: Self.gasPrice) ? .legacy : .eip1559)
    }

    /// The token's `Transfer(from, to, units)` log in `transaction`'s receipt.
    func transferLog(from: EVMAddress, to: EVMAddress, units: UInt256, in transaction: EVMSearchedTransaction) throws
        -> EVMLog
    {
        try log(ERC20.transferEvent, of: token.contract, [from, to], data: units.bigEndianBytes, in: transaction)
    }

    /// A log of `event` by `contract` in `transaction`'s receipt, its indexed addresses `indexed`.
    func log(
        _ event: ABIEvent, of contract: EVMAddress, _ indexed: [EVMAddress], data: [UInt8],
        in transaction: EVMSearchedTransaction
    ) throws -> EVMLog {
        EVMLog(
            address: contract,
            topics: try [EVMTopic(bytes: event.topic)]
                + indexed.map { try EVMTopic(bytes: [UInt8](repeating: 0, count: 12) + $0.bytes) },
            data: data, blockNumber: transaction.blockNumber, blockHash: transaction.hash,
            transactionHash: transaction.hash, transactionIndex: 0, logIndex: 0)
    }
}
