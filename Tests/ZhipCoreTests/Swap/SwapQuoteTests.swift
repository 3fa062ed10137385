import Testing
import ZilliqaKit

@testable import ZhipCore

/// A swap's figures: the price impact from the reserves, the slippage limit, and the call data
/// signed. Known answers from outside this code base: Python's integers over PlunderLibrary's
/// formulas (reserves 1000 ZIL and 3000 TUSD of 6 decimals, 10 ZIL in at fee 35: 29600035 out,
/// impact ceil((1 − out·rIn/(in·rOut))·10^4) = 134), and eth-abi 6 for the call data.
@Suite("A swap's quote and call")
struct SwapQuoteTests {
    static let wzil = PlunderSwap.mainnetWZIL
    static let token = (try? EVMAddress("0x" + String(repeating: "cd", count: 20))) ?? .zero
    static let me = (try? EVMAddress("0x" + String(repeating: "ab", count: 20))) ?? .zero
    static let tusd = try? Token(contract: token, symbol: "TUSD", name: "Test USD", decimals: 6, evmChainID: 32769)

    static func route() -> SwapRoute {
        SwapRoute(
            path: [wzil, token], amounts: [UInt256(10_000_000_000_000_000_000 as UInt128), UInt256(29_600_035)],
            reserves: [
                SwapRoute.Reserves(
                    reserveIn: UInt256(1_000_000_000_000_000_000_000 as UInt128), reserveOut: UInt256(3_000_000_000))
            ])
    }

    static func quote(_ terms: SwapTerms) throws -> SwapQuote {
        SwapQuote(
            from: .zil, to: .token(try #require(tusd)), terms: terms, route: route(), routeSymbols: ["ZIL", "TUSD"],
            deadline: 1_800_001_200, feeOnTransfer: false)
    }

    @Test("the price impact is worked out from the reserves, rounded up: 134 basis points")
    func priceImpact() {
        #expect(Self.route().priceImpactBasisPoints == 134)
    }

    @Test("an exact input's limit is the quote less the slippage, rounded down")
    func minimumReceived() throws {
        let quote = try Self.quote(SwapTerms(amount: .exactIn(UInt256(10)), slippageBasisPoints: 50))

        #expect(quote.limit == UInt256(29_452_034))
        #expect(quote.limitText == "at least 29.452034 TUSD")
    }

    @Test("an exact output's limit is the quote plus the slippage, rounded up")
    func maximumPaid() throws {
        let quote = try Self.quote(SwapTerms(amount: .exactOut(UInt256(29_600_035)), slippageBasisPoints: 50))

        // 10 ZIL × 1.005 = 10.05 ZIL exactly.
        #expect(quote.limit == UInt256(10_050_000_000_000_000_000 as UInt128))
    }

    @Test("ZIL in for an exact input signs swapExactETHForTokens with the limit, as eth-abi encodes it")
    func exactETHForTokensCalldata() throws {
        let call = SwapCall(
            from: .zil, to: .token(try #require(Self.tusd)), terms: SwapTerms(amount: .exactIn(UInt256(10))),
            path: [Self.wzil, Self.token])

        let data = call.calldata(
            limit: UInt256(29_452_034), recipient: Self.me, deadline: 1_800_001_200, supportingFee: false)

        #expect(
            Hex.encode(data)
                == "7ff36ab50000000000000000000000000000000000000000000000000000000001c16702"
                + "0000000000000000000000000000000000000000000000000000000000000080"
                + "000000000000000000000000abababababababababababababababababababab"
                + "000000000000000000000000000000000000000000000000000000006b49d6b0"
                + "0000000000000000000000000000000000000000000000000000000000000002"
                + "00000000000000000000000094e18ae7dd5ee57b55f30c4b63e2760c09efb192"
                + "000000000000000000000000cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd")
    }

    @Test("tokens for an exact output sign swapTokensForExactTokens(amountOut, amountInMax, …)")
    func tokensForExactTokensCalldata() throws {
        let tusd = try #require(Self.tusd)
        let call = SwapCall(
            from: .token(tusd), to: .token(tusd), terms: SwapTerms(amount: .exactOut(UInt256(5))),
            path: [Self.token, Self.wzil, Self.me])

        let data = call.calldata(limit: UInt256(7), recipient: Self.me, deadline: 1_800_001_200, supportingFee: false)

        #expect(Hex.encode(data.prefix(4)) == "8803dbee")
        #expect(
            Hex.encode(Array(data.dropFirst(4).prefix(96)))
                == "0000000000000000000000000000000000000000000000000000000000000005"
                + "0000000000000000000000000000000000000000000000000000000000000007"
                + "00000000000000000000000000000000000000000000000000000000000000a0")
        #expect(data.count == 4 + 32 * 9)
    }

    @Test("a slippage outside 0.01 % to 50 % is refused by rule slippage")
    func slippageRange() throws {
        var fixture = PaymentFactsFixture()
        fixture.swap = try Self.quote(SwapTerms(amount: .exactIn(UInt256(10)), slippageBasisPoints: 5001))

        #expect(fixture.refusal(of: SlippageRule())?.rule == "slippage")
    }

    @Test("a price impact above 5 % is refused unless consented to")
    func priceImpactRule() throws {
        let big = SwapRoute(
            path: [Self.wzil, Self.token], amounts: [UInt256(100), UInt256(50)],
            reserves: [SwapRoute.Reserves(reserveIn: UInt256(1000), reserveOut: UInt256(1000))])
        var fixture = PaymentFactsFixture()
        fixture.swap = SwapQuote(
            from: .zil, to: .token(try #require(Self.tusd)), terms: SwapTerms(amount: .exactIn(UInt256(100))),
            route: big, routeSymbols: [], deadline: 0, feeOnTransfer: false)

        let refusal = fixture.refusal(of: PriceImpactRule())

        #expect(refusal?.consent == .priceImpact)
    }

    @Test("a deadline outside 1 minute to 1 day is refused by rule deadline")
    func deadlineRange() throws {
        var fixture = PaymentFactsFixture()
        fixture.swap = try Self.quote(SwapTerms(amount: .exactIn(UInt256(10)), deadlineSeconds: 30))

        #expect(fixture.refusal(of: SwapDeadlineRule())?.rule == "deadline")
    }
}

/// A hostile node's quote is believed only within what its own pairs can give.
@Suite("A swap quote against its pairs")
struct SwapQuoteBoundsTests {
    let reserve = SwapRoute.Reserves(reserveIn: UInt256(1000), reserveOut: UInt256(3000))

    @Test("a step giving no more than the fee-free constant product is believed")
    func withinIsBelieved() {
        // 10 in: 10·3000/(1000+10) = 29.7, so 29 is the most.
        #expect(SwapRouting.isWithinConstantProduct(in: UInt256(10), out: UInt256(29), reserve))
    }

    @Test("a step giving more than the fee-free constant product is not")
    func beyondIsRefused() {
        #expect(!SwapRouting.isWithinConstantProduct(in: UInt256(10), out: UInt256(30), reserve))
    }

    @Test("a step giving the whole reserve or more is not")
    func wholeReserveIsRefused() {
        #expect(!SwapRouting.isWithinConstantProduct(in: UInt256(1_000_000), out: UInt256(3000), reserve))
    }
}
