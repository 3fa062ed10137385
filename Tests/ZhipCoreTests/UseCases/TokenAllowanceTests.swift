import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite struct TokenAllowanceTests {
    /// Sends an approval of `amount` and sets the node's `allowance` answer to `allowance`.
    func approve(_ amount: UInt256, allowance: UInt256, in fixture: TokenPaymentFixture) async throws {
        let payment = try await fixture.useCase.prepare(fixture.approval(amount))
        _ = await fixture.useCase.send(.evm(payment), signingWith: TestWallets.keyPair)
        fixture.node.setCallAnswer(
            .success(allowance.bigEndianBytes), to: fixture.token.contract,
            data: ERC20.allowanceCall(owner: fixture.sender, spender: fixture.spender))
    }

    @Test("An approval the wallet sent is listed with the allowance the token confirms now")
    func aSentApprovalIsListed() async throws {
        let fixture = try TokenPaymentFixture()
        try await approve(fixture.amount, allowance: 7, in: fixture)

        let allowances = try await fixture.useCase.allowances(of: fixture.sender, among: [fixture.token])

        #expect(allowances.allowances == [TokenAllowance(token: fixture.token, spender: fixture.spender, amount: 7)])
    }

    @Test("An approval the token now reports as zero is left out")
    func aSpentOrRevokedApprovalIsLeftOut() async throws {
        let fixture = try TokenPaymentFixture()
        try await approve(fixture.amount, allowance: .zero, in: fixture)

        let allowances = try await fixture.useCase.allowances(of: fixture.sender, among: [fixture.token])

        #expect(allowances.allowances.isEmpty)
    }

    @Test("Without a recorded approval no allowance is asked of the node")
    func noRecordAsksNothing() async throws {
        let fixture = try TokenPaymentFixture()

        let allowances = try await fixture.useCase.allowances(of: fixture.sender, among: [fixture.token])

        #expect(allowances.allowances.isEmpty)
        #expect(fixture.node.calls(to: .call) == 0)
    }

    @Test("The approval record keeps at most its bound, dropping the oldest")
    func theRecordIsBounded() async throws {
        let fixture = try TokenPaymentFixture()
        let old = (0..<DefaultPaymentsUseCase.maximumApprovalRecords).map { "1:0x\($0):0x:0x" }
        try fixture.preferences.save(old, for: .evmApprovals)

        try await approve(fixture.amount, allowance: 7, in: fixture)

        let records = try fixture.preferences.load(.evmApprovals, as: [String].self) ?? []
        #expect(records.count == DefaultPaymentsUseCase.maximumApprovalRecords)
        #expect(records.first == "1:0x1:0x:0x")
    }
}
