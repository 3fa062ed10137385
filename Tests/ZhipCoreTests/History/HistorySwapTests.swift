import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A swap through a known DEX router is one entry: what left the account and what came in, read from
/// the logs of the contracts its path names (docs/history.md §2, rule 2b; docs/plunderswap.md §5).
@Suite struct HistorySwapTests {
    let fixture: HistoryFixture
    typealias Router = UniswapV2Router

    init() throws { fixture = try HistoryFixture() }

    /// A swap of 10 ZIL for 3.47 USDT: WZIL's Deposit for the router, USDT's Transfer to the account.
    private func zilForUSDT(value: UInt128 = 10 * HistoryFixture.zil, wrapped: UInt128 = 10 * HistoryFixture.zil)
        throws
    {
        let tx = try fixture.swap(
            1, input: try fixture.swapCall(Router.swapExactETHForTokens, path: [fixture.wzil, fixture.token.contract]),
            value: value)
        fixture.mine(
            tx, for: fixture.me, gasUsed: 120_000,
            logs: [
                try fixture.wrap(WrappedNative.depositEvent, wad: UInt256(wrapped), in: tx),
                try fixture.transfer(
                    fixture.wzil, from: fixture.router, to: fixture.pair, units: UInt256(wrapped), in: tx),
                try fixture.transfer(
                    fixture.token.contract, from: fixture.pair, to: fixture.me, units: 3_470_000, in: tx),
            ])
    }

    @Test("ZIL for a listed token is one swap entry with the router: -10 ZIL → +3.47 USDT, and its fee")
    func zilForToken() async throws {
        try zilForUSDT()

        let entry = try #require(try await fixture.newestEntry())

        #expect(entry.direction == .swap)
        #expect(entry.counterparty == fixture.router)
        #expect(entry.amount.text == "-10 ZIL → +3.47 USDT")
        #expect(entry.fee == Wei(wei: 120_000 * HistoryFixture.gasPrice))
    }

    @Test("ZIL out is the value less the refund: what WZIL's Deposit wrapped for the router")
    func refundIsNotSpent() async throws {
        let tx = try fixture.swap(
            1, input: try fixture.swapCall(Router.swapETHForExactTokens, path: [fixture.wzil, fixture.token.contract]),
            value: 10 * HistoryFixture.zil)
        fixture.mine(
            tx, for: fixture.me,
            logs: [
                try fixture.wrap(WrappedNative.depositEvent, wad: UInt256(9_500_000_000_000_000_000), in: tx),
                try fixture.transfer(
                    fixture.token.contract, from: fixture.pair, to: fixture.me, units: 3_470_000, in: tx),
            ])

        let entry = try #require(try await fixture.newestEntry())

        #expect(entry.amount.text == "-9.5 ZIL → +3.47 USDT")
    }

    @Test("A token for ZIL: the token's Transfer from the account out, WZIL's Withdrawal by the router in")
    func tokenForZIL() async throws {
        let tx = try fixture.swap(
            1, input: try fixture.swapCall(Router.swapExactTokensForETH, path: [fixture.token.contract, fixture.wzil]))
        fixture.mine(
            tx, for: fixture.me,
            logs: [
                try fixture.transfer(
                    fixture.token.contract, from: fixture.me, to: fixture.pair, units: 3_470_000, in: tx),
                try fixture.transfer(fixture.wzil, from: fixture.pair, to: fixture.router, units: 2, in: tx),
                try fixture.wrap(WrappedNative.withdrawalEvent, wad: UInt256(2 * HistoryFixture.zil), in: tx),
            ])

        let entry = try #require(try await fixture.newestEntry())

        #expect(
            entry.amount
                == .swap(
                    HistorySwap(
                        sent: .token(fixture.token, 3_470_000), received: .zil(Wei(wei: 2 * HistoryFixture.zil))))
        )
    }

    @Test("A token not in the list shows its contract and raw units, never its own text")
    func unlistedToken() async throws {
        let tx = try fixture.swap(
            1,
            input: try fixture.swapCall(
                Router.swapExactTokensForTokens, path: [fixture.token.contract, fixture.wzil, fixture.unlisted]))
        fixture.mine(
            tx, for: fixture.me,
            logs: [
                try fixture.transfer(
                    fixture.token.contract, from: fixture.me, to: fixture.pair, units: 1_000_000, in: tx),
                try fixture.transfer(fixture.unlisted, from: fixture.pair, to: fixture.me, units: 5_000, in: tx),
            ])

        let entry = try #require(try await fixture.newestEntry())

        #expect(entry.amount.text == "-1 USDT → +5000 units of \(fixture.unlisted.checksummed)")
    }

    @Test("A failed swap moved nothing and shows what it cost")
    func failedSwap() async throws {
        let tx = try fixture.swap(
            1, input: try fixture.swapCall(Router.swapExactETHForTokens, path: [fixture.wzil, fixture.token.contract]),
            value: 10 * HistoryFixture.zil)
        fixture.mine(tx, for: fixture.me, gasUsed: 40_000, succeeded: false)

        let entry = try #require(try await fixture.newestEntry())

        #expect(entry.amount == .swap(HistorySwap(sent: nil, received: nil)))
        #expect(entry.amount.text == "nothing moved")
        #expect(entry.status == .failed)
        #expect(entry.fee == Wei(wei: 40_000 * HistoryFixture.gasPrice))
    }

    @Test("Logs of contracts the path does not end with are not believed (a middle token's Withdrawal, Transfer)")
    func spoofedLogs() async throws {
        let tx = try fixture.swap(
            1,
            input: try fixture.swapCall(
                Router.swapExactTokensForETH, path: [fixture.token.contract, fixture.unlisted, fixture.wzil]))
        fixture.mine(
            tx, for: fixture.me,
            logs: [
                try fixture.transfer(
                    fixture.token.contract, from: fixture.me, to: fixture.pair, units: 1_000_000, in: tx),
                try fixture.wrap(
                    WrappedNative.withdrawalEvent, wad: UInt256(999 * HistoryFixture.zil), by: fixture.unlisted, in: tx),
                try fixture.transfer(fixture.unlisted, from: fixture.pair, to: fixture.me, units: 1, in: tx),
                try fixture.wrap(WrappedNative.withdrawalEvent, wad: UInt256(HistoryFixture.zil), in: tx),
            ])

        let entry = try #require(try await fixture.newestEntry())

        #expect(entry.amount.text == "-1 USDT → +1 ZIL")
    }

    @Test("A swap call to a contract not known as a router is an ordinary send of its value")
    func unknownRouter() async throws {
        let tx = try fixture.swap(
            1, input: try fixture.swapCall(Router.swapExactETHForTokens, path: [fixture.wzil, fixture.token.contract]),
            value: 5, router: fixture.other)
        fixture.mine(tx, for: fixture.me)

        let entry = try #require(try await fixture.newestEntry())

        #expect(entry.direction == .outgoing)
        #expect(entry.amount == .zil(Wei(wei: 5)))
    }

    @Test("A router the swap settings add is read as PlunderSwap's is")
    func injectedRouter() async throws {
        let tx = try fixture.swap(
            1, input: try fixture.swapCall(Router.swapExactETHForTokens, path: [fixture.wzil, fixture.token.contract]),
            value: 5, router: fixture.other)
        fixture.mine(tx, for: fixture.me)

        let entry = try #require(try await fixture.newestEntry(fixture.useCase(routers: [fixture.other])))

        #expect(entry.direction == .swap)
        #expect(entry.amount.text == "-0.000000000000000005 ZIL → nothing")
    }

    @Test("A swap paid to another address is not the account's swap: its value out, to the router")
    func paidToAnother() async throws {
        let tx = try fixture.swap(
            1,
            input: try fixture.swapCall(
                Router.swapExactETHForTokens, path: [fixture.wzil, fixture.token.contract], to: fixture.other),
            value: 5)
        fixture.mine(tx, for: fixture.me)

        let entry = try #require(try await fixture.newestEntry())

        #expect(entry.direction == .outgoing)
        #expect(entry.counterparty == fixture.router)
    }

    @Test("ZIL in above the whole supply is the node's claim")
    func zilPastTheSupply() async throws {
        let tx = try fixture.swap(
            1, input: try fixture.swapCall(Router.swapExactTokensForETH, path: [fixture.token.contract, fixture.wzil]))
        let past = UInt256(21_000_000_001 * HistoryFixture.zil)
        fixture.mine(tx, for: fixture.me, logs: [try fixture.wrap(WrappedNative.withdrawalEvent, wad: past, in: tx)])

        let entry = try #require(try await fixture.newestEntry())

        #expect(entry.nodeClaims == [.amount(supply: .zil(Wei(21_000_000_000, unit: .zil)))])
    }

    @Test("A listed token in above its totalSupply is the node's claim, its supply read in the page's one batch")
    func tokenPastTheSupply() async throws {
        fixture.node.setCallAnswer(
            .success(UInt256(1_000_000 as UInt64).bigEndianBytes), to: fixture.token.contract,
            data: ERC20.totalSupply.selector)
        try zilForUSDT()

        let entry = try #require(try await fixture.newestEntry())

        #expect(entry.nodeClaims == [.amount(supply: .token(fixture.token, 1_000_000))])
        #expect(fixture.node.callRequests.map(\.data) == [ERC20.totalSupply.selector])
        #expect(fixture.node.calls(to: .searchTransactions) == 1)
        #expect(fixture.node.calls(to: .receipt) == 0)
    }

    @Test("The entry's line says swap and both sides")
    func line() async throws {
        try zilForUSDT()
        let entry = try #require(try await fixture.newestEntry())

        let line = HistoryEntryText(entry, of: HistoryAccount(evm: fixture.me)).line

        #expect(line.contains("  swap  \(fixture.router.checksummed)  -10 ZIL → +3.47 USDT  fee "))
    }
}
