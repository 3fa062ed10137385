import Testing
import ZhipDevnetKit
import ZilliqaKit

/// `Ledger.mineBlocks` (`POST /control/blocks`): blocks on demand, empty unless something is pending.
@Suite("Mining blocks on demand")
struct LedgerMineBlocksTests {
    @Test("mining 3 blocks on a fresh chain answers head 3, each block empty")
    func emptyBlocks() throws {
        let ledger = try EthFixture.ledger()

        let head = try ledger.mineBlocks(3)

        #expect(head == 3)
        #expect(ledger.block(3)?.transactionIDs.isEmpty == true)
    }

    @Test("a pending transaction goes into the first block mined, the next ones are empty")
    func pendingFirst() throws {
        let ledger = try EthFixture.ledger()
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))
        #expect(EthFixture.send(handler, EthFixture.legacy())["result"] != nil)

        try ledger.mineBlocks(2)

        #expect(ledger.block(1)?.transactionIDs.count == 1)
        #expect(ledger.block(2)?.transactionIDs.isEmpty == true)
    }

    @Test("0 blocks and more than the maximum are refused, mining nothing")
    func bounds() throws {
        let ledger = try EthFixture.ledger()

        #expect(throws: MineBlocksError.countOutOfRange(0)) { try ledger.mineBlocks(0) }
        #expect(throws: MineBlocksError.countOutOfRange(100_001)) { try ledger.mineBlocks(100_001) }
        #expect(ledger.summary().latestBlock.number == 0)
    }

    @Test("the maximum, 100000 blocks, is mined in one call, and the state 1000 blocks back is still read")
    func maximum() throws {
        let ledger = try EthFixture.ledger()

        let head = try ledger.mineBlocks(Ledger.maximumBlocksMined)

        #expect(head == 100_000)
        #expect(try ledger.account(EthFixture.account(EthFixture.alice), exactlyAtBlock: head - 1_000) != nil)
        #expect(throws: DevnetRPCError.statePruned) {
            try ledger.account(EthFixture.account(EthFixture.alice), exactlyAtBlock: head - 1_001)
        }
    }
}
