import Testing
import ZhipCore
import ZilliqaKit

/// A pending legacy (zil1) transfer as eth_getTransactionByHash shows it on Zilliqa 2.0 (type 0xdd870,
/// nonce − 1, gas × 420, price ÷ 420 rounded down: `api/types/eth.rs:246-300`, `transaction.rs:756-766`),
/// read back into the legacy account's own terms for its replacement.
@Suite("A legacy transfer's replacement")
struct LegacyReplacementTests {
    /// Alice's legacy transfer of 1 ZIL to bob, Zilliqa nonce 4, 50 gas, as the node shows it at
    /// `poolPrice` wei an EVM gas.
    static func details(poolPrice: UInt128, input: [UInt8] = []) throws -> EVMTransactionDetails {
        EVMTransactionDetails(
            hash: try EVMHash("0x" + String(repeating: "cd", count: 32)), blockHash: nil, blockNumber: nil,
            transactionIndex: nil, from: PaymentFactsFixture.alice, to: PaymentFactsFixture.bob, nonce: 3,
            value: Wei(1, unit: .zil), gas: 21_000, gasPrice: Wei(wei: poolPrice), maxFeePerGas: nil,
            maxPriorityFeePerGas: nil, chainID: 1, type: .zilliqaLegacy, input: input)
    }

    // Known answers: Python's floor(Q × 10**6 / 420) for Q = 2000000000 Qa is 4761904761904, and
    // for Zilliqa 2.0's minimum Q = 2000000016 is 4761904800000 (zq2-legacy-api.md §2.2 step 12d).

    @Test("the price the node shows rounded down reads back as the price signed: 4761904761904 wei is 2000 Li")
    func legacyPriceReadsBack() throws {
        let replaced = try ReplacedTransaction(try Self.details(poolPrice: 4_761_904_761_904))

        #expect(replaced.legacyGasPrice == Amount(qa: 2_000_000_000))
    }

    @Test("the default legacy price is the pending one's plus 10%, rounded up")
    func defaultIsTenPercentMore() throws {
        let replaced = try ReplacedTransaction(try Self.details(poolPrice: 4_761_904_800_000))

        #expect(replaced.defaultLegacyPrice(minimum: Amount(qa: 2_000_000_016)) == Amount(qa: 2_200_000_018))
    }

    @Test("the default legacy price is the network's minimum when that is higher")
    func defaultIsTheMinimumWhenHigher() throws {
        let replaced = try ReplacedTransaction(try Self.details(poolPrice: 4_761_904_761_904))

        #expect(replaced.defaultLegacyPrice(minimum: Amount(qa: 3_000_000_000)) == Amount(qa: 3_000_000_000))
    }

    @Test("a legacy speed-up is ordered from the legacy account at the Zilliqa nonce and its 50 legacy gas")
    func speedUpOrder() throws {
        let replaced = try ReplacedTransaction(try Self.details(poolPrice: 4_761_904_761_904))

        let order = PendingReplacement(speedingUp: replaced).order(
            price: ReplacementPrice(evmFee: .eip1559(maxFee: nil, priorityFee: nil), legacyGasPrice: nil))

        #expect(order.account == .legacy)
        #expect(order.terms.nonce == 4)
        #expect(order.terms.gasLimit == 50)
        #expect(order.sender == PaymentFactsFixture.alice)
    }

    @Test("a legacy contract call (data) is refused: the legacy account signs transfers only")
    func contractCallIsRefused() throws {
        let details = try Self.details(poolPrice: 4_761_904_761_904, input: Array("{\"_tag\":\"x\"}".utf8))

        #expect(throws: ReplacementError.legacyCall(details.hash)) { try ReplacedTransaction(details) }
    }

    @Test("--max-fee of a legacy replacement is its gas price in Li; --priority-fee is refused")
    func legacyPriceText() throws {
        let intent = PendingReplacement(speedingUp: try ReplacedTransaction(try Self.details(poolPrice: 1)))

        let price = try intent.price(maxFeeText: "2500", priorityFeeText: nil)

        #expect(price.legacyGasPrice == Amount(2500, unit: .li))
        #expect(throws: PaymentFieldError.self) { try intent.price(maxFeeText: nil, priorityFeeText: "1") }
    }
}
