import Testing
import ZhipDevnetKit
import ZilliqaKit

/// The router's swaps run by signed transactions on the seeded pairs, against `Fixtures/dex-fixtures.json`.
@Suite("PlunderSwap on the devnet: swaps by transaction")
struct DexSwapTests {
    private typealias F = DexFixture
    private typealias R = UniswapV2Router

    private var zilToT: [EVMAddress] { get throws { [try F.evm("wzil"), try F.evm("tokenT")] } }
    private var tToZil: [EVMAddress] { get throws { [try F.evm("tokenT"), try F.evm("wzil")] } }

    @Test("swapExactTokensForETH takes 10 TUSD and pays the quoted ZIL out of WZIL's address")
    func tokenForZIL() throws {
        let (handler, ledger, dex) = try F.chain()
        try F.approveRouter(handler, try F.address("tokenT"), router: dex.router, nonce: 0)
        let before = F.zil(ledger, EthFixture.account(EthFixture.alice))
        let backing = F.zil(ledger, dex.wzil)
        let data = try F.data(
            R.swapExactTokensForETH,
            [.uint256(10_000_000), .uint256(0), .addresses(try tToZil), F.aliceArgument, .uint256(F.farDeadline)])

        let receipt = try F.send(handler, dex.router, data, nonce: 1)

        #expect(receipt["status"] == "0x1")
        let paid = try #require(try F.amounts("exactTokenIn").last?.uint128Value)
        #expect(F.zil(ledger, EthFixture.account(EthFixture.alice)) == before + paid - (try F.fee(receipt)))
        #expect(F.zil(ledger, dex.wzil) == backing - paid)
        #expect(
            try F.balance(handler, try F.address("tokenT"))
                == TokenFixture.supply.subtractingReportingOverflow(10_000_000).partialValue)
    }

    @Test("swapExactTokensForTokens through WZIL (T → WZIL → U) moves the fixture's amounts")
    func tokenForToken() throws {
        let (handler, _, dex) = try F.chain()
        try F.approveRouter(handler, try F.address("tokenT"), router: dex.router, nonce: 0)
        let path = [try F.evm("tokenT"), try F.evm("wzil"), try F.evm("tokenU")]
        let before = try F.balance(handler, try F.address("tokenU"))
        let data = try F.data(
            R.swapExactTokensForTokens,
            [.uint256(1_000_000), .uint256(0), .addresses(path), F.aliceArgument, .uint256(F.farDeadline)])

        let receipt = try F.send(handler, dex.router, data, nonce: 1)

        #expect(receipt["status"] == "0x1")
        let received = try #require(try F.amounts("throughWzil").last)
        #expect(
            try F.balance(handler, try F.address("tokenU")) == before.addingReportingOverflow(received).partialValue)
    }

    @Test("swapETHForExactTokens buys exactly 10 TUSD and refunds the ZIL sent beyond the quote")
    func exactOutRefunds() throws {
        let (handler, ledger, dex) = try F.chain()
        let alice = EthFixture.account(EthFixture.alice)
        let before = F.zil(ledger, alice)
        let data = try F.data(
            R.swapETHForExactTokens,
            [.uint256(10_000_000), .addresses(try zilToT), F.aliceArgument, .uint256(F.farDeadline)])

        let receipt = try F.send(handler, dex.router, data, nonce: 0, value: 5 * EthFixture.oneZIL)

        #expect(receipt["status"] == "0x1")
        let spent = try #require(try F.amounts("exactTokenOut").first?.uint128Value)
        #expect(F.zil(ledger, alice) == before - spent - (try F.fee(receipt)))
        #expect(
            try F.balance(handler, try F.address("tokenT"))
                == TokenFixture.supply.addingReportingOverflow(10_000_000).partialValue)
    }

    @Test("an expired deadline reverts with PlunderRouter: EXPIRED, and its failed receipt charges the gas only")
    func expired() throws {
        let (handler, ledger, dex) = try F.chain()
        let alice = EthFixture.account(EthFixture.alice)
        let data = try F.data(
            R.swapExactETHForTokens, [.uint256(0), .addresses(try zilToT), F.aliceArgument, .uint256(1)])
        let before = F.zil(ledger, alice)

        let call = F.call(handler, dex.router, data, value: EthFixture.oneZIL)
        let receipt = try F.send(handler, dex.router, data, nonce: 0, value: EthFixture.oneZIL)

        #expect(call["error"]?["message"] == "execution reverted: PlunderRouter: EXPIRED")
        #expect(receipt["status"] == "0x0")
        #expect(TokenFixture.gasUsed(receipt) ?? 0 > 21_000)
        #expect(F.zil(ledger, alice) == before - (try F.fee(receipt)))
        #expect(receipt["logs"]?.arrayValue?.isEmpty == true)
    }

    @Test("a minimum above the quote reverts with PlunderRouter: INSUFFICIENT_OUTPUT_AMOUNT")
    func minimumTooHigh() throws {
        let (handler, _, dex) = try F.chain()
        let quoted = try #require(try F.amounts("exactZilIn").last)
        let minimum = quoted.addingReportingOverflow(1).partialValue
        let data = try F.data(
            R.swapExactETHForTokens,
            [.uint256(minimum), .addresses(try zilToT), F.aliceArgument, .uint256(F.farDeadline)])

        let call = F.call(handler, dex.router, data, value: EthFixture.oneZIL)

        #expect(call["error"]?["message"] == "execution reverted: PlunderRouter: INSUFFICIENT_OUTPUT_AMOUNT")
    }

    @Test("a maximum input below the quote reverts with PlunderRouter: EXCESSIVE_INPUT_AMOUNT")
    func excessiveInput() throws {
        let (handler, _, dex) = try F.chain()
        let data = try F.data(
            R.swapETHForExactTokens,
            [.uint256(10_000_000), .addresses(try zilToT), F.aliceArgument, .uint256(F.farDeadline)])

        let call = F.call(handler, dex.router, data, value: EthFixture.oneZIL)

        #expect(call["error"]?["message"] == "execution reverted: PlunderRouter: EXCESSIVE_INPUT_AMOUNT")
    }

    @Test("a ZIL swap whose path does not start at WZIL reverts with PlunderRouter: INVALID_PATH")
    func invalidPath() throws {
        let (handler, _, dex) = try F.chain()
        let data = try F.data(
            R.swapExactETHForTokens, [.uint256(0), .addresses(try tToZil), F.aliceArgument, .uint256(F.farDeadline)])

        let call = F.call(handler, dex.router, data, value: EthFixture.oneZIL)

        #expect(call["error"]?["message"] == "execution reverted: PlunderRouter: INVALID_PATH")
    }

    @Test("without the allowance the router's transferFrom fails with TransferHelper's words and nothing moves")
    func noAllowance() throws {
        let (handler, ledger, dex) = try F.chain()
        let data = try F.data(
            R.swapExactTokensForETH,
            [.uint256(10_000_000), .uint256(0), .addresses(try tToZil), F.aliceArgument, .uint256(F.farDeadline)])
        let backing = F.zil(ledger, dex.wzil)

        let call = F.call(handler, dex.router, data)
        let receipt = try F.send(handler, dex.router, data, nonce: 0)

        #expect(call["error"]?["message"] == "execution reverted: TransferHelper::transferFrom: transferFrom failed")
        #expect(receipt["status"] == "0x0")
        #expect(try F.balance(handler, try F.address("tokenT")) == TokenFixture.supply)
        #expect(F.zil(ledger, dex.wzil) == backing)
    }

    @Test("a fee-on-transfer token through swapExactTokensForETH fails the pair's K check: Plunderswap: K")
    func feeOnTransferFailsK() throws {
        let (handler, _, dex) = try F.chain()
        try F.approveRouter(handler, try F.address("tokenF"), router: dex.router, nonce: 0)
        let path = [try F.evm("tokenF"), try F.evm("wzil")]
        let data = try F.data(
            R.swapExactTokensForETH,
            [
                .uint256(try F.number("swaps", "feeOnTransferIn")), .uint256(0), .addresses(path), F.aliceArgument,
                .uint256(F.farDeadline),
            ])

        let call = F.call(handler, dex.router, data)

        #expect(call["error"]?["message"] == "execution reverted: Plunderswap: K")
    }

    @Test("the same through swapExactTokensForETHSupportingFeeOnTransferTokens pays what the pair received buys")
    func feeOnTransferSupported() throws {
        let (handler, ledger, dex) = try F.chain()
        try F.approveRouter(handler, try F.address("tokenF"), router: dex.router, nonce: 0)
        let alice = EthFixture.account(EthFixture.alice)
        let before = F.zil(ledger, alice)
        let path = [try F.evm("tokenF"), try F.evm("wzil")]
        let data = try F.data(
            R.swapExactTokensForETHSupportingFee,
            [
                .uint256(try F.number("swaps", "feeOnTransferIn")), .uint256(0), .addresses(path), F.aliceArgument,
                .uint256(F.farDeadline),
            ])

        let receipt = try F.send(handler, dex.router, data, nonce: 1)

        #expect(receipt["status"] == "0x1")
        let out = try F.wei("swaps", "feeOnTransferSupportingOut")
        #expect(F.zil(ledger, alice) == before + out - (try F.fee(receipt)))
    }

    @Test("addLiquidityETH on a seeded pair adds at its price, refunds the rest and mints the fixture's LP units")
    func addLiquidity() throws {
        let (handler, ledger, dex) = try F.chain()
        try F.approveRouter(handler, try F.address("tokenT"), router: dex.router, nonce: 0)
        let alice = EthFixture.account(EthFixture.alice)
        let before = F.zil(ledger, alice)
        let data = try F.data(
            R.addLiquidityETH,
            [
                .address(try F.evm("tokenT")), .uint256(try F.number("swaps", "addToken")), .uint256(0), .uint256(0),
                F.aliceArgument, .uint256(F.farDeadline),
            ])

        let receipt = try F.send(handler, dex.router, data, nonce: 1, value: try F.wei("swaps", "addValue"))

        #expect(receipt["status"] == "0x1")
        let used = try F.wei("swaps", "addZil")
        #expect(F.zil(ledger, alice) == before - used - (try F.fee(receipt)))
        let pair = try F.address("pairT")
        #expect(try F.balance(handler, pair) == (try F.number("swaps", "addLiquidity")))
        let topics = receipt["logs"]?.arrayValue?.compactMap { $0["topics"]?.arrayValue?.first } ?? []
        #expect(topics.contains(try F.topic("Mint")))
    }
}
