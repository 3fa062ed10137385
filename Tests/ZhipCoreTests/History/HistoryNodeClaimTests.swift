import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Figures no block allows are the node's claim, not facts (issue 46): gas used above the latest
/// block's gas limit, a time after the latest block's, an amount above the asset's whole supply.
@Suite struct HistoryNodeClaimTests {
    let fixture: HistoryFixture

    init() throws {
        fixture = try HistoryFixture()
        fixture.node.setHead(timestamp: 1_800_000_100, gasLimit: 84_000_000)
    }

    /// The newest entry of the account's history.
    func newest() async throws -> HistoryEntry {
        let page = try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)
        return try #require(page.entries.first)
    }

    /// Alice's transfer of `value` wei in block 4 (timestamp 1,800,000,004 unless told).
    func sent(value: UInt128 = 1, gasUsed: UInt64 = 21_000, timestamp: UInt64? = nil) throws {
        fixture.mine(
            try fixture.transaction(1, from: fixture.me, to: fixture.other, value: value, block: 4), for: fixture.me,
            gasUsed: gasUsed, timestamp: timestamp)
    }

    @Test("Figures within the chain's bounds are facts: no claim")
    func withinBoundsIsNoClaim() async throws {
        try sent(gasUsed: 84_000_000, timestamp: 1_800_000_100)

        #expect(try await newest().nodeClaims.isEmpty)
    }

    @Test("Gas used of 2^64 − 1 is above the block gas limit: the fee is the node's claim")
    func impossibleGas() async throws {
        try sent(gasUsed: .max)

        let entry = try await newest()

        #expect(entry.nodeClaims == [.gasUsed(.max, blockGasLimit: 84_000_000)])
        #expect(entry.nodeClaims.first?.field == "fee")
    }

    @Test("A gas priced at 1 ZIL, above the fee ceiling every payment meets, makes the fee the node's claim")
    func impossiblePrice() async throws {
        let oneZIL: UInt128 = 1_000_000_000_000_000_000
        fixture.mine(
            try fixture.transaction(
                1, from: fixture.me, to: fixture.other, value: 1, block: 4, fee: .legacy(gasPrice: oneZIL)),
            for: fixture.me, gasUsed: 21_000)

        let entry = try await newest()

        #expect(entry.nodeClaims == [.gasPrice(Wei(wei: oneZIL), ceiling: PaymentLimits.maximumPricePerGas)])
        #expect(entry.nodeClaims.first?.field == "fee")
    }

    @Test("A block dated in the year 506713 is after the latest block: the time is the node's claim")
    func aTimeInTheFuture() async throws {
        try sent(timestamp: 15_928_150_608_000)

        let entry = try await newest()

        #expect(entry.nodeClaims == [.time(timestamp: 15_928_150_608_000, latestBlock: 1_800_000_100)])
        #expect(HistoryEntryText(entry, of: HistoryAccount(evm: fixture.me)).time?.hasPrefix("506713-01-01") == true)
    }

    @Test("A time a few minutes past the latest block's, as a node behind a load balancer may lag, is no claim")
    func aLaggingNodeIsNoClaim() async throws {
        try sent(timestamp: 1_800_000_100 + 300)

        #expect(try await newest().nodeClaims.isEmpty)
    }

    @Test("ZIL above the 21 billion there are is the node's claim")
    func moreZILThanThereIs() async throws {
        try sent(value: 21_000_000_001 * 1_000_000_000_000_000_000)

        let entry = try await newest()

        #expect(entry.nodeClaims.map(\.field) == ["amount"])
    }

    @Test("A token amount above the token's totalSupply is the node's claim; at the supply it is a fact")
    func moreTokensThanTheSupply() async throws {
        fixture.node.setCallAnswer(
            .success(UInt256(1_000_000 as UInt64).bigEndianBytes), to: fixture.token.contract,
            data: ERC20.totalSupply.selector)
        let send = try fixture.transaction(
            1, from: fixture.me, to: fixture.token.contract, block: 4,
            input: ERC20.transferCall(to: fixture.other, amount: 1))
        fixture.mine(
            send, for: fixture.me,
            logs: [try fixture.transferLog(from: fixture.me, to: fixture.other, units: 1_000_001, in: send)])

        let entry = try await newest()

        #expect(entry.nodeClaims == [.amount(supply: .token(fixture.token, 1_000_000))])
    }

    @Test("A node that answers no latest block fails the page, naming the method")
    func noLatestBlock() async throws {
        try sent()
        fixture.node.setError(EVMServiceError.methodNotFound(method: "eth_getBlockByNumber"), for: .block)

        await #expect(throws: HistoryError.self) {
            try await fixture.useCase.page(of: HistoryAccount(evm: fixture.me), before: nil, limit: 25)
        }
    }

    @Test("The text marks each claimed figure and says why under the line")
    func theTextSaysSo() async throws {
        try sent(gasUsed: .max, timestamp: 15_928_150_608_000)

        let text = HistoryEntryText(try await newest(), of: HistoryAccount(evm: fixture.me))

        #expect(text.line.contains("Z (the node's claim)  out"))
        #expect(text.line.contains(" ZIL (the node's claim)  success"))
        #expect(text.notes.count == 2)
        #expect(text.notes.allSatisfy { $0.contains("is the node's claim, not a fact") })
    }
}
