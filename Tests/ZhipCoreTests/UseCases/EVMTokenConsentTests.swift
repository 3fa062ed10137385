import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite struct EVMTokenConsentTests {
    @Test("A token transfer to the token's own contract needs its own consent")
    func aTransferToTheContractNeedsConsent() async throws {
        let fixture = try TokenPaymentFixture()

        await #expect(throws: TransactionsError.riskNotAccepted(.tokenContract)) {
            try await fixture.useCase.prepare(fixture.transfer(to: fixture.token.contract))
        }
    }

    @Test("A token transfer to the token's own contract is prepared once that consent is given")
    func aConsentedTransferToTheContractIsPrepared() async throws {
        let fixture = try TokenPaymentFixture()

        let payment = try await fixture.useCase.prepare(
            fixture.transfer(to: fixture.token.contract, accepting: [.tokenContract]))

        #expect(payment.recipient == fixture.token.contract)
    }

    @Test("A token transfer to the sender itself needs the self-send consent")
    func aTransferToTheSenderNeedsConsent() async throws {
        let fixture = try TokenPaymentFixture()

        await #expect(throws: TransactionsError.riskNotAccepted(.sender)) {
            try await fixture.useCase.prepare(fixture.transfer(to: fixture.sender))
        }
    }

    @Test("A token transfer to a recipient with code needs the contract consent")
    func aTransferToAContractRecipientNeedsConsent() async throws {
        let fixture = try TokenPaymentFixture()
        fixture.node.setAccount(FakeEVMService.Account(code: [0x60]), for: fixture.recipient)

        await #expect(throws: TransactionsError.riskNotAccepted(.contract)) {
            try await fixture.useCase.prepare(fixture.transfer())
        }
    }

    @Test("An approval to a spender with code needs no contract consent: spenders are contracts")
    func anApprovalToAContractNeedsNoConsent() async throws {
        let fixture = try TokenPaymentFixture()
        fixture.node.setAccount(FakeEVMService.Account(code: [0x60]), for: fixture.spender)

        let payment = try await fixture.useCase.prepare(fixture.approval(fixture.amount))

        #expect(payment.recipient == fixture.spender)
    }

    @Test("An unlimited approval needs its own consent")
    func anUnlimitedApprovalNeedsConsent() async throws {
        let fixture = try TokenPaymentFixture()

        await #expect(throws: TransactionsError.riskNotAccepted(.unlimitedApproval)) {
            try await fixture.useCase.prepare(fixture.approval(.max))
        }
    }

    @Test("A consented unlimited approval carries eth-abi's approve call data of 2^256 - 1")
    func aConsentedUnlimitedApprovalIsPrepared() async throws {
        let fixture = try TokenPaymentFixture()

        let payment = try await fixture.useCase.prepare(fixture.approval(.max, accepting: [.unlimitedApproval]))

        #expect(Hex.encode(payment.transaction.data) == TokenPaymentVectors.unlimitedApproveCall)
    }

    @Test("A revocation (an approval of 0) needs no consent")
    func aRevocationNeedsNoConsent() async throws {
        let fixture = try TokenPaymentFixture()

        let payment = try await fixture.useCase.prepare(fixture.approval(.zero))

        #expect(payment.intent == .tokenApproval(fixture.token, amount: .zero))
    }
}
