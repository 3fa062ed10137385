import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// What a token transfer's receipt says it moved, read by the session from the token's `Transfer` logs.
@Suite("Token payments: what the receipt says moved", .container)
struct TokenTransferOutcomeTests {
    let vectors = TokenPaymentVectors.self

    /// The token outcome of the fixture's transfer, sent and mined with `logs`.
    func outcome(_ fixture: TokenPaymentFixture, logs: [EVMLog]) async throws -> TokenTransferOutcome? {
        let session = fixture.world.session(fixture.transfer())
        let hash = try #require(try await session.pay(signingWith: fixture.world.key).outcome.sent?.evmHash)
        fixture.node.setReceipt(try fixture.receipt(of: hash, logs: logs), for: hash)
        return try await session.receipt(policy: PollingPolicy(tries: 1)).outcome?.token
    }

    @Test("A Transfer log of the amount asked is reported as equal, with no warning")
    func theAmountAskedIsEqual() async throws {
        let fixture = try TokenPaymentFixture()
        let log = try fixture.transferLog(
            from: vectors.senderWord, to: vectors.recipientWord, value: vectors.amountData)

        let outcome = try await outcome(fixture, logs: [log])

        #expect(outcome?.comparison == .equal)
        #expect(outcome?.warning == nil)
    }

    @Test("A fee-on-transfer token's smaller Transfer log is reported as less, with what moved")
    func aFeeOnTransferIsLess() async throws {
        let fixture = try TokenPaymentFixture()
        let log = try fixture.transferLog(
            from: vectors.senderWord, to: vectors.recipientWord, value: vectors.movedLessData)

        let outcome = try await outcome(fixture, logs: [log])

        #expect(outcome?.comparison == .less)
        #expect(outcome?.warning?.contains("moved 12.375 USDT") == true)
    }

    @Test("Two Transfer logs to the recipient are added up, and more than asked is reported as more")
    func moreThanAskedIsMore() async throws {
        let fixture = try TokenPaymentFixture()
        let log = try fixture.transferLog(
            from: vectors.senderWord, to: vectors.recipientWord, value: vectors.amountData)

        let outcome = try await outcome(fixture, logs: [log, log])

        #expect(outcome?.moved == 25_000_000)
        #expect(outcome?.comparison == .more)
    }

    @Test("A receipt without the token's Transfer to the recipient is reported as none")
    func noTransferIsNone() async throws {
        let fixture = try TokenPaymentFixture()
        let elsewhere = try fixture.transferLog(
            from: vectors.senderWord, to: vectors.spenderWord, value: vectors.amountData)

        let outcome = try await outcome(fixture, logs: [elsewhere])

        #expect(outcome?.comparison == TokenTransferOutcome.Comparison.none)
    }

    @Test("A Transfer log emitted by another contract is not counted")
    func anotherContractsLogIsNotCounted() async throws {
        let fixture = try TokenPaymentFixture()
        let impostor = try fixture.transferLog(
            from: vectors.senderWord, to: vectors.recipientWord, value: vectors.amountData, contract: fixture.spender)

        let outcome = try await outcome(fixture, logs: [impostor])

        #expect(outcome?.moved == .zero)
    }
}
