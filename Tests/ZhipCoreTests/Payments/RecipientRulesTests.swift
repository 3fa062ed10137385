import Testing
import ZhipCore
import ZilliqaKit

/// The rules of who a payment is for: each refuses its risk without the consent that lifts it, and
/// lets the payment go once consented; a refusal no consent lifts names none.
@Suite("The recipient rules")
struct RecipientRulesTests {
    @Test("the zero address as payee is refused, naming the consent that lifts it")
    func zeroAddressIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(address: EVMAddress.zero, role: .payee)
        let refusal = try #require(payment.refusal(of: ZeroAddressRule()))
        #expect(refusal.rule == "zero-address")
        #expect(refusal.consent == .zeroAddress)
        #expect(refusal.reason.contains("no key controls"))
    }

    @Test("the zero address goes once consented to")
    func zeroAddressGoesWithItsConsent() {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(address: EVMAddress.zero, role: .payee)
        payment.consents = [.zeroAddress]
        #expect(payment.refusal(of: ZeroAddressRule()) == nil)
    }

    @Test("an approval of the zero address is worded as an approval, not a payment")
    func zeroAddressApprovalIsWordedAsAnApproval() throws {
        var payment = PaymentFactsFixture()
        payment.kind = .approval
        payment.counterparty = PaymentCounterparty(address: EVMAddress.zero, role: .spender)
        let refusal = try #require(payment.refusal(of: ZeroAddressRule()))
        #expect(refusal.reason.contains("approves the zero address as the spender"))
        #expect(!refusal.reason.contains("gone for good"))
    }

    @Test("the pool of a staking call is not held to the zero-address rule: only a typed address is")
    func aPoolIsNotATypedAddress() {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(address: EVMAddress.zero, role: .pool)
        #expect(payment.refusal(of: ZeroAddressRule()) == nil)
    }

    @Test("a payment to the paying account itself is refused without its consent")
    func selfPaymentIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(address: PaymentFactsFixture.alice, role: .payee)
        let refusal = try #require(payment.refusal(of: SelfPaymentRule()))
        #expect(refusal.rule == "self-payment")
        #expect(refusal.consent == .sender)
    }

    @Test("a swept recipient is refused whatever is consented")
    func sweptRecipientIsRefusedWhatever() throws {
        var payment = PaymentFactsFixture()
        payment.counterpartyIsSwept = true
        payment.consents = Set(PaymentRisk.allCases)
        let refusal = try #require(payment.refusal(of: SweptRecipientRule()))
        #expect(refusal.consent == nil)
    }

    @Test("an EVM payment to a recipient typed as zil1 is refused where legacy transfers are refused")
    func legacyRecipientIsRefusedInTheEscrowEra() throws {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(address: PaymentFactsFixture.bob, role: .payee, typedAsLegacy: true)
        let refusal = try #require(payment.refusal(of: LegacyRecipientRule()))
        #expect(refusal.consent == .legacyAccount)
    }

    @Test("an EVM payment to a recipient typed as zil1 goes where legacy transfers are accepted")
    func legacyRecipientGoesInTheLegacyEra() {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(address: PaymentFactsFixture.bob, role: .payee, typedAsLegacy: true)
        payment.legacyTransfers = .accepted
        #expect(payment.refusal(of: LegacyRecipientRule()) == nil)
    }

    @Test("a payee with code is refused without its consent; a spender with code is not")
    func contractPayeeIsRefusedButNotASpender() throws {
        var payee = PaymentFactsFixture()
        payee.counterpartyHasCode = true
        var spender = payee
        spender.kind = .approval
        spender.counterparty = PaymentCounterparty(address: PaymentFactsFixture.bob, role: .spender)
        #expect(try #require(payee.refusal(of: ContractRecipientRule())).consent == .contract)
        #expect(spender.refusal(of: ContractRecipientRule()) == nil)
    }

    @Test("a token sent to the token's own contract is refused without its consent")
    func tokenToItsOwnContractIsRefused() throws {
        var payment = PaymentFactsFixture()
        let token = try Token(
            contract: PaymentFactsFixture.bob, symbol: "TUSD", name: "", decimals: 6, evmChainID: 32769)
        payment.kind = .tokenTransfer
        payment.asset = .token(token)
        payment.contract = PaymentFactsFixture.bob
        let refusal = try #require(payment.refusal(of: TokenContractRule()))
        #expect(refusal.consent == .tokenContract)
    }

    @Test("an unlimited approval is refused without its consent; an approval of an amount goes")
    func unlimitedApprovalIsRefused() throws {
        var unlimited = PaymentFactsFixture()
        unlimited.kind = .approval
        unlimited.amount = .max
        var limited = unlimited
        limited.amount = 50_000_000
        #expect(try #require(unlimited.refusal(of: UnlimitedApprovalRule())).consent == .unlimitedApproval)
        #expect(limited.refusal(of: UnlimitedApprovalRule()) == nil)
    }

    @Test("a legacy payment into the migration escrow is a lodging: refused without its consent")
    func lodgingNeedsItsConsent() throws {
        var payment = PaymentFactsFixture()
        payment.account = .legacy
        payment.counterparty = PaymentCounterparty(address: EVMAddress(Address.migrationEscrow), role: .payee)
        let refusal = try #require(payment.refusal(of: EscrowLodgeRule()))
        #expect(refusal.consent == .escrowLodge)
        #expect(refusal.reason.contains("migration escrow"))
    }
}
