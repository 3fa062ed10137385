import Testing
import ZhipCore
import ZilliqaKit

/// The rule that refuses, before signing, a replacement (`tx speedup`, `tx cancel`) the node's pool
/// would not take, and the intent that makes a replacement's order.
@Suite("A replacement's price and its intent")
struct ReplacementPriceRuleTests {
    /// Alice's pending transaction of nonce 3 to bob, 1 ZIL at `price` wei a gas (type 2).
    static func pending(price: Wei = PaymentFactsFixture.gasPrice, input: [UInt8] = []) throws -> ReplacedTransaction {
        ReplacedTransaction(
            hash: try EVMHash("0x" + String(repeating: "ab", count: 32)), from: PaymentFactsFixture.alice,
            to: PaymentFactsFixture.bob, nonce: 3, value: Wei(1, unit: .zil), gasLimit: 21_000, input: input,
            poolPrice: price, priorityFee: .zero)
    }

    /// Facts of a replacement of `replaced` offering `price` a gas at nonce `nonce`.
    static func facts(replacing replaced: ReplacedTransaction, price: Wei, nonce: UInt64 = 3) -> PaymentFactsFixture {
        var fixture = PaymentFactsFixture()
        fixture.replacing = replaced
        fixture.nonce = PaymentNonceFacts(nonce: nonce, given: true, latest: 3, pending: 4, next: 4)
        fixture.fee = PaymentFeeFacts(
            most: Wei(wei: 21_000 * price.wei), expected: Wei(wei: 21_000 * price.wei), pricePerGas: price,
            networkPricePerGas: PaymentFactsFixture.gasPrice, priceGiven: true, priorityFee: .zero, unit: .gwei)
        return fixture
    }

    @Test("a price below the pending one's is refused, saying the node would keep that one")
    func lowerPriceIsRefused() throws {
        let replaced = try Self.pending(price: Wei(wei: 10_000_000_000_000))
        let fixture = Self.facts(replacing: replaced, price: Wei(wei: 9_999_999_999_999))

        let refusal = fixture.refusal(of: ReplacementPriceRule())

        #expect(refusal?.rule == "replacement-price")
        #expect(refusal?.reason.contains("the node would keep that one") == true)
        #expect(refusal?.consent == nil)
    }

    @Test("an equal price passes, as Zilliqa 2.0's pool takes it; a higher one too")
    func equalOrHigherPasses() throws {
        let replaced = try Self.pending(price: Wei(wei: 10_000_000_000_000))

        let equal = Self.facts(replacing: replaced, price: Wei(wei: 10_000_000_000_000)).refusal(
            of: ReplacementPriceRule())
        let higher = Self.facts(replacing: replaced, price: Wei(wei: 11_000_000_000_000))
            .refusal(of: ReplacementPriceRule())

        #expect(equal == nil)
        #expect(higher == nil)
    }

    @Test("another nonce than the pending one's is refused: it would replace nothing")
    func otherNonceIsRefused() throws {
        let fixture = Self.facts(replacing: try Self.pending(), price: Wei(wei: 6_000_000_000_000), nonce: 4)

        #expect(fixture.refusal(of: ReplacementPriceRule())?.rule == "replacement-price")
    }

    @Test("a payment that replaces nothing is not the rule's")
    func ordinaryPaymentPasses() {
        #expect(PaymentFactsFixture().refusal(of: ReplacementPriceRule()) == nil)
    }

    @Test("the default price is the pending one's plus 10 %, rounded up, or the network's when higher")
    func defaultPrice() throws {
        let replaced = try Self.pending(price: Wei(wei: 4_761_904_800_001))

        #expect(replaced.defaultPrice(network: .zero) == Wei(wei: 5_238_095_280_002))
        #expect(replaced.defaultPrice(network: Wei(wei: 6_000_000_000_000)) == Wei(wei: 6_000_000_000_000))
    }

    @Test(
        "a cancel is nothing to the account itself at the pending nonce, 21000 gas, with the self-payment consent only")
    func cancelOrder() throws {
        let replaced = try Self.pending(input: [0xA9, 0x05, 0x9C, 0xBB])

        let order = PendingReplacement(cancelling: replaced).order(fee: .eip1559(maxFee: nil, priorityFee: nil))

        #expect(order.intent.kind == .cancel)
        #expect(order.intent.counterparty.address == PaymentFactsFixture.alice)
        #expect(order.intent.calldata == [])
        #expect(order.intent.callValue == .zero)
        #expect(order.terms.nonce == 3)
        #expect(order.terms.gasLimit == 21_000)
        #expect(order.consents == [.sender])
        #expect(order.intent.replaces == replaced)
    }

    @Test("a speed-up signs the same call again: recipient, value, call data, gas and nonce")
    func speedUpOrder() throws {
        let replaced = try Self.pending(input: [0xA9, 0x05, 0x9C, 0xBB])

        let intent = PendingReplacement(speedingUp: replaced)
        let order = intent.order(fee: intent.fee(maxFee: nil, priorityFee: nil))

        #expect(order.intent.kind == .speedUp)
        #expect(order.intent.contract == PaymentFactsFixture.bob)
        #expect(order.intent.calldata == [0xA9, 0x05, 0x9C, 0xBB])
        #expect(order.intent.callValue == Wei(1, unit: .zil))
        #expect(order.terms.nonce == 3)
        #expect(order.terms.gasLimit == 21_000)
        #expect(order.terms.evmFee == .eip1559(maxFee: nil, priorityFee: .zero))
    }
}
