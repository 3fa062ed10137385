import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The consents a token payment may need before it is signed, each lifting one rule's refusal.
@Suite("Token payments: the consents they need", .container)
struct EVMTokenConsentTests {
    /// The refusal preparing `order` meets.
    private func refusal(of order: PaymentOrder, in fixture: TokenPaymentFixture) async -> PaymentRefusal? {
        let error = await #expect(throws: TransactionsError.self) { try await fixture.world.session(order).prepare() }
        return error?.ruleRefusal
    }

    @Test("A token transfer to the token's own contract is refused by rule token-contract")
    func aTransferToTheContractNeedsConsent() async throws {
        let fixture = try TokenPaymentFixture()

        let refusal = await refusal(of: fixture.transfer(to: fixture.token.contract), in: fixture)

        #expect(refusal?.rule == "token-contract")
        #expect(refusal?.consent == .tokenContract)
    }

    @Test("A token transfer to the token's own contract is prepared once that consent is given")
    func aConsentedTransferToTheContractIsPrepared() async throws {
        let fixture = try TokenPaymentFixture()

        let prepared = try await fixture.world.session(
            fixture.transfer(to: fixture.token.contract, consents: [.tokenContract])
        ).prepare()

        #expect(prepared.summary.counterparty == fixture.token.contract)
    }

    @Test("A token transfer to the sender itself is refused by rule self-payment")
    func aTransferToTheSenderNeedsConsent() async throws {
        let fixture = try TokenPaymentFixture()

        let refusal = await refusal(of: fixture.transfer(to: fixture.sender), in: fixture)

        #expect(refusal?.rule == "self-payment")
        #expect(refusal?.consent == .sender)
    }

    @Test("A token transfer to a recipient with code is refused by rule contract-recipient")
    func aTransferToAContractRecipientNeedsConsent() async throws {
        let fixture = try TokenPaymentFixture()
        fixture.node.setAccount(FakeEVMService.Account(code: [0x60]), for: fixture.recipient)

        let refusal = await refusal(of: fixture.transfer(), in: fixture)

        #expect(refusal?.rule == "contract-recipient")
        #expect(refusal?.consent == .contract)
    }

    @Test("An approval to a spender with code needs no contract consent: spenders are contracts")
    func anApprovalToAContractNeedsNoConsent() async throws {
        let fixture = try TokenPaymentFixture()
        fixture.node.setAccount(FakeEVMService.Account(code: [0x60]), for: fixture.spender)

        let prepared = try await fixture.world.session(fixture.approval(fixture.amount)).prepare()

        #expect(prepared.summary.counterparty == fixture.spender)
    }

    @Test("An unlimited approval is refused by rule unlimited-approval")
    func anUnlimitedApprovalNeedsConsent() async throws {
        let fixture = try TokenPaymentFixture()

        let refusal = await refusal(of: fixture.approval(.max), in: fixture)

        #expect(refusal?.rule == "unlimited-approval")
        #expect(refusal?.consent == .unlimitedApproval)
    }

    @Test("A consented unlimited approval carries eth-abi's approve call data of 2^256 - 1")
    func aConsentedUnlimitedApprovalIsPrepared() async throws {
        let fixture = try TokenPaymentFixture()

        let prepared = try await fixture.world.session(fixture.approval(.max, consents: [.unlimitedApproval])).prepare()

        #expect(prepared.transaction?.evm.map { Hex.encode($0.data) } == TokenPaymentVectors.unlimitedApproveCall)
    }

    @Test("A revocation (an approval of 0) needs no consent")
    func aRevocationNeedsNoConsent() async throws {
        let fixture = try TokenPaymentFixture()

        let prepared = try await fixture.world.session(fixture.approval(.zero)).prepare()

        #expect(prepared.facts.kind == .revocation)
    }
}
