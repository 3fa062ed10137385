import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The allowances an account granted, from the wallet's record of the approvals it sent.
@Suite("Token allowances: the wallet's record", .container)
struct TokenAllowanceTests {
    /// Sends an approval of `amount` and sets the node's `allowance` answer to `allowance`.
    func approve(_ amount: UInt256, allowance: UInt256, in fixture: TokenPaymentFixture) async throws {
        _ = try await fixture.pay(fixture.approval(amount))
        fixture.node.setCallAnswer(
            .success(allowance.bigEndianBytes), to: fixture.token.contract,
            data: ERC20.allowanceCall(owner: fixture.sender, spender: fixture.spender))
    }

    @Test("An approval the wallet sent is listed with the allowance the token confirms now")
    func aSentApprovalIsListed() async throws {
        let fixture = try TokenPaymentFixture()
        try await approve(fixture.amount, allowance: 7, in: fixture)

        let allowances = try await fixture.allowances.allowances(of: fixture.sender, among: [fixture.token])

        #expect(allowances.allowances == [TokenAllowance(token: fixture.token, spender: fixture.spender, amount: 7)])
    }

    @Test("An approval the token now reports as zero is left out")
    func aSpentOrRevokedApprovalIsLeftOut() async throws {
        let fixture = try TokenPaymentFixture()
        try await approve(fixture.amount, allowance: .zero, in: fixture)

        let allowances = try await fixture.allowances.allowances(of: fixture.sender, among: [fixture.token])

        #expect(allowances.allowances.isEmpty)
    }

    @Test("Without a recorded approval no allowance is asked of the node")
    func noRecordAsksNothing() async throws {
        let fixture = try TokenPaymentFixture()

        let allowances = try await fixture.allowances.allowances(of: fixture.sender, among: [fixture.token])

        #expect(allowances.allowances.isEmpty)
        #expect(fixture.node.calls(to: .call) == 0)
    }

    @Test("The approval record keeps at most its bound of 512, dropping the oldest")
    func theRecordIsBounded() async throws {
        let fixture = try TokenPaymentFixture()
        let bound = 512
        let old = (0..<bound).map { "1:0x\($0):0x:0x" }
        try fixture.preferences.save(old, for: .evmApprovals)

        try await approve(fixture.amount, allowance: 7, in: fixture)

        let records = try fixture.preferences.load(.evmApprovals, as: [String].self) ?? []
        #expect(records.count == bound)
        #expect(records.first == "1:0x1:0x:0x")
        #expect(records.last?.hasSuffix("0x\(fixture.spender.hex)") == true)
    }

    @Test("An approval the node did not take is not recorded")
    func aRefusedApprovalIsNotRecorded() async throws {
        let fixture = try TokenPaymentFixture()
        fixture.node.scriptSends([.reject(EVMServiceError.nonceTooLow(sent: 0, current: 1))])

        _ = try await fixture.pay(fixture.approval(fixture.amount))

        #expect(try fixture.preferences.load(.evmApprovals, as: [String].self) == nil)
    }
}
