import Testing
import ZhipDevnetKit
import ZilliqaKit

/// ZQ2's pool replacement for EVM transactions (`zilliqa/src/pool.rs:1020-1042`, `api/eth.rs:928-950`,
/// v0.21.8): a transaction of the same sender and nonce replaces the pooled one when its price
/// (`gasPrice`, type 2's `maxFeePerGas`) is not lower; a lower one is answered with its own hash all
/// the same, and not added.
@Suite("zhip-devnet: EVM pool replacement as ZQ2's")
struct EthPoolReplacementTests {
    private func handler(_ ledger: Ledger) -> JSONRPCHandler { JSONRPCHandler(methods: DevnetMethods(ledger: ledger)) }

    /// eth_getTransactionByHash of `raw`: nil when the node does not hold it.
    private func held(_ ledger: Ledger, _ raw: [UInt8]) -> JSONValue? {
        let answer = EthFixture.call(handler(ledger), "eth_getTransactionByHash", [.string(EthFixture.hash(raw))])
        guard let result = answer["result"], result != .null else { return nil }
        return result
    }

    @Test("a lower max fee at the same nonce: the new hash is answered, the pooled one is kept")
    func lowerPriceAnsweredButNotAdded() throws {
        let ledger = try EthFixture.ledger()
        let pooled = EthFixture.dynamic(maxFee: 2 * EthFixture.gasPrice, priority: 0)
        let cheaper = EthFixture.dynamic(maxFee: 2 * EthFixture.gasPrice - 1, priority: 0, value: 2)
        _ = EthFixture.send(handler(ledger), pooled)

        let answer = EthFixture.send(handler(ledger), cheaper)

        #expect(answer["result"] == .string(EthFixture.hash(cheaper)))
        #expect(held(ledger, pooled) != nil)
        #expect(held(ledger, cheaper) == nil)
    }

    @Test("an equal max fee at the same nonce replaces: the old hash is forgotten")
    func equalPriceReplaces() throws {
        let ledger = try EthFixture.ledger()
        let pooled = EthFixture.dynamic(maxFee: 2 * EthFixture.gasPrice, priority: 0)
        let replacement = EthFixture.dynamic(maxFee: 2 * EthFixture.gasPrice, priority: 0, value: 0)
        _ = EthFixture.send(handler(ledger), pooled)

        let answer = EthFixture.send(handler(ledger), replacement)

        #expect(answer["result"] == .string(EthFixture.hash(replacement)))
        #expect(held(ledger, pooled) == nil)
        #expect(held(ledger, replacement) != nil)
    }
}
