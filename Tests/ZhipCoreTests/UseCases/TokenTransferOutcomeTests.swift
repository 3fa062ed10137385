import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite struct TokenTransferOutcomeTests {
    let vectors = TokenPaymentVectors.self

    func outcome(_ fixture: TokenPaymentFixture, logs: [EVMLog]) async throws -> TokenTransferOutcome? {
        let payment = try await fixture.useCase.prepare(fixture.transfer())
        return TokenTransferOutcome(receipt: try fixture.receipt(logs: logs), of: payment)
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
