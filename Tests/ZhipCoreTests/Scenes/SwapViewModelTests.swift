import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The Swap scene: its sides from ZIL and the listed tokens, the quote the router gives for the
/// swap as typed, and what it says when there is none or a field does not read.
@Suite("Swap scene", .container)
@MainActor
struct SwapViewModelTests {
    private let fixtures = SwapFixtures()

    private func scene(exchange: SwapExchange? = SwapFixtures.exchange) throws -> SwapViewModel {
        let preferences: Preferences = .inMemory()
        let tokens = DefaultTokenListUseCase(preferences: preferences, networkSetting: .success(.devnet))
        try tokens.add(SwapFixtures.tusd)
        let scene = SwapViewModel(
            account: EVMSendFixtures.sender, tokenList: tokens, exchanges: FixedSwapExchangeUseCase(exchange: exchange),
            evmService: fixtures.evm, network: .success(.devnet),
            dateProvider: FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)))
        scene.didAppear()
        return scene
    }

    @Test("ZIL and the listed tokens are the sides, ZIL for the first token to start with")
    func sides() throws {
        let swap = try scene()

        #expect(swap.state.assets == [.zil, .token(SwapFixtures.tusd)])
        #expect(swap.state.from == .zil)
        #expect(swap.state.to == .token(SwapFixtures.tusd))
    }

    @Test("the router's quote is shown as rate, minimum received, price impact and route")
    func quoteShown() async throws {
        fixtures.quoteOneZILForTUSD()
        let swap = try scene()
        swap.didEditAmount("1")

        await swap.didTapQuote()

        #expect(swap.state.errorMessage == nil)
        #expect(
            swap.state.lines == [
                SwapLine(label: "swap", value: "1 ZIL for 2.988 TUSD"),
                SwapLine(label: "rate", value: "1 ZIL = 2.988 TUSD"),
                SwapLine(label: "minimum received", value: "at least 2.97306 TUSD"),
                SwapLine(label: "price impact", value: "0.40 %"),
                SwapLine(label: "route", value: "ZIL → TUSD"),
            ])
        #expect(swap.state.isContinueEnabled)
    }

    @Test("Continue hands the quoted swap on, with no consent")
    func continueHandsSwap() async throws {
        fixtures.quoteOneZILForTUSD()
        let swap = try scene()
        var steps: [SwapViewModel.Step] = []
        swap.navigator.onStep = { steps.append($0) }
        swap.didEditAmount("1")
        await swap.didTapQuote()

        swap.didTapContinue()

        let expected = SwapFixtures.swap(SwapFixtures.oneZIL, from: .zil, to: .token(SwapFixtures.tusd))
        #expect(steps == [.swap(expected, consents: [])])
    }

    @Test("a pair that does not exist is said as no route")
    func noRoute() async throws {
        fixtures.noPair(SwapFixtures.oneZIL, path: [SwapFixtures.wzil, SwapFixtures.tusd.contract])
        let swap = try scene()
        swap.didEditAmount("1")

        await swap.didTapQuote()

        #expect(swap.state.quote == nil)
        #expect(swap.state.errorMessage?.contains("no pool on this exchange trades ZIL for TUSD") == true)
    }

    @Test("a network with no exchange says how to set one")
    func noExchange() async throws {
        let swap = try scene(exchange: nil)
        swap.didEditAmount("1")

        await swap.didTapQuote()

        #expect(swap.state.errorMessage?.contains("no exchange is known on") == true)
        #expect(fixtures.evm.calls(to: .call) == 0)
    }

    @Test("an amount that is no number is refused in words, nothing asked")
    func amountRefused() async throws {
        let swap = try scene()
        swap.didEditAmount("ten")

        await swap.didTapQuote()

        #expect(swap.state.errorMessage?.hasPrefix("The amount: 'ten' is no amount of ZIL") == true)
        #expect(fixtures.evm.calls(to: .call) == 0)
    }

    @Test("a slippage above 50 % is refused in words, nothing asked")
    func slippageRefused() async throws {
        let swap = try scene()
        swap.didEditAmount("1")
        swap.didEditSlippage("60")

        await swap.didTapQuote()

        #expect(
            swap.state.errorMessage
                == "The slippage '60' is not a percentage from 0.01 to 50 with at most 2 decimals, e.g. 0.5.")
        #expect(fixtures.evm.calls(to: .call) == 0)
    }

    @Test("a price impact above 5 % is asked about, and once accepted goes on with that consent")
    func priceImpactAsked() async throws {
        fixtures.quote(
            SwapFixtures.oneZIL, for: UInt256(2_000_000), path: [SwapFixtures.wzil, SwapFixtures.tusd.contract],
            reserveIn: UInt256(10_000_000_000_000_000_000 as UInt128), reserveOut: UInt256(30_000_000))
        let swap = try scene()
        var steps: [SwapViewModel.Step] = []
        swap.navigator.onStep = { steps.append($0) }
        swap.didEditAmount("1")
        await swap.didTapQuote()
        swap.didTapContinue()
        #expect(swap.state.riskQuestion == PaymentRisk.priceImpact.question(for: .swap))

        swap.didConfirmRisk()

        let expected = SwapFixtures.swap(SwapFixtures.oneZIL, from: .zil, to: .token(SwapFixtures.tusd))
        #expect(steps == [.swap(expected, consents: [.priceImpact])])
    }

    @Test("a field edited after the quote takes the quote away")
    func editClearsQuote() async throws {
        fixtures.quoteOneZILForTUSD()
        let swap = try scene()
        swap.didEditAmount("1")
        await swap.didTapQuote()

        swap.didEditAmount("2")

        #expect(swap.state.quote == nil)
        #expect(!swap.state.isContinueEnabled)
    }
}
