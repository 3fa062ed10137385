import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// What the devnet's search finds as ZQ2's index does (docs/history.md): the accounts a contract's
/// inner value calls pay are touched too (`inspector.rs:64-74`), and kept in the state file; a mined
/// legacy transaction has its receipt on `eth_getTransactionReceipt` (`api/eth.rs:907-915`).
@Suite("Otterscan search: inner calls touch their targets; legacy receipts on eth_")
struct OtsTouchesTests {
    private typealias F = PoolFixture

    /// The hashes `ots_searchTransactionsBefore` finds for `address` from the head.
    private static func found(_ handler: JSONRPCHandler, _ address: Address) throws -> [String] {
        let answer = EthFixture.call(
            handler, "ots_searchTransactionsBefore",
            [TokenFixture.hex(try EVMAddress(bytes: address.bytes)), .integer(0), .integer(25)])
        return answer["result"]?["txs"]?.arrayValue?.compactMap { $0["hash"]?.stringValue } ?? []
    }

    /// A liquid pool with 10 ZIL of rewards; alice stakes 100 ZIL, which pays the receiver 1 ZIL of
    /// commission with an inner call. The ledger, its handler, and the stake's hash.
    private static func commissionPaid() throws -> (Ledger, JSONRPCHandler, String) {
        let ledger = try EthFixture.ledger(confirmsImmediately: true)
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))
        let pool = try ledger.deployPool(PoolDeployment(kind: .liquid))
        try ledger.addPoolRewards(Wei(10, unit: .zil), to: pool.address)
        let receipt = try TokenFixture.send(
            handler, pool.address, Delegation.stake.selector, value: 100 * F.zil, gasLimit: 400_000)
        return (ledger, handler, try #require(receipt["transactionHash"]?.stringValue))
    }

    @Test("a pool's commission paid with an inner call puts the staker's transaction in the receiver's search")
    func aPayoutTouchesItsTarget() throws {
        let (_, handler, stake) = try Self.commissionPaid()

        #expect(try Self.found(handler, F.receiver) == [stake])
    }

    @Test("a stake that pays no commission does not touch the receiver")
    func noPayoutNoTouch() throws {
        let (_, handler, _) = try F.stakedLedger(.liquid, zil: 100)

        #expect(try Self.found(handler, F.receiver).isEmpty)
    }

    @Test("the accounts a transaction paid survive the state file, and the search still finds it")
    func paidAccountsAreSaved() throws {
        let (ledger, _, stake) = try Self.commissionPaid()

        let restored = try Ledger(rules: ledger.rules, snapshot: ledger.snapshot())

        #expect(restored.snapshot() == ledger.snapshot())
        #expect(try Self.found(JSONRPCHandler(methods: DevnetMethods(ledger: restored)), F.receiver) == [stake])
    }

    @Test("eth_getTransactionReceipt answers a mined legacy payment as the search shows it, type 0xdd870")
    func aLegacyReceiptOnEth() throws {
        let ledger = Fixture.ledger(confirmsImmediately: true)
        let payment = Fixture.payment(amount: Fixture.zil(2))
        _ = try ledger.submit(payment)
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))

        let receipt = EthFixture.call(handler, "eth_getTransactionReceipt", [.string("0x" + payment.id.hex)])

        let searched = EthFixture.call(
            handler, "ots_searchTransactionsBefore",
            [TokenFixture.hex(try EVMAddress(bytes: Fixture.alice.address.bytes)), .integer(0), .integer(25)])
        var shown = try #require(searched["result"]?["receipts"]?.arrayValue?.first?.objectValue)
        shown["timestamp"] = nil
        #expect(receipt["result"] == .object(shown))
        #expect(receipt["result"]?["type"]?.stringValue == "0xdd870")
    }
}
