import Foundation
import Testing
import ZhipCore
import ZilliqaKit

/// The look-alike guard: a recipient the wallet does not know that shares the first and last 4
/// characters of one it does is refused unless consented to; a known one, or one unlike any, goes.
@Suite("The look-alike rule")
struct LookalikeRuleTests {
    /// A contact's address, and one a poisoner made to look like it (same first and last 4 hex digits).
    static let friend = address("0xabcd1111111111111111111111111111111e1234")
    static let poisoner = address("0xabcd2222222222222222222222222222222e1234")

    @Test("a recipient looking like a contact is refused, naming the contact and the flag's risk")
    func lookalikeOfContactIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(address: Self.poisoner, role: .payee)
        payment.known = KnownCounterparties([KnownCounterparty(address: Self.friend, seen: .contact(name: "Alice"))])

        let refusal = try #require(payment.refusal(of: LookalikeRule()))

        #expect(refusal.rule == "lookalike")
        #expect(refusal.consent == .lookalike)
        #expect(refusal.reason.contains(Self.friend.checksummed))
        #expect(refusal.reason.contains("your contact Alice"))
    }

    @Test("a recipient looking like one the wallet paid says when it was paid")
    func lookalikeOfPaidSaysWhen() throws {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(address: Self.poisoner, role: .payee)
        let paid = Date(timeIntervalSince1970: 1_796_000_000)  // 2026-11-30
        payment.known = KnownCounterparties([
            KnownCounterparty(address: Self.friend, seen: .paid(on: paid, role: .payee, name: nil))
        ])

        let refusal = try #require(payment.refusal(of: LookalikeRule()))

        #expect(refusal.reason.contains("you paid it on 2026-11-30"))
    }

    @Test("the consent lets the look-alike go")
    func consentLetsItGo() {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(address: Self.poisoner, role: .payee)
        payment.known = KnownCounterparties([KnownCounterparty(address: Self.friend, seen: .contact(name: "Alice"))])
        payment.consents = [.lookalike]

        #expect(payment.refusal(of: LookalikeRule()) == nil)
    }

    @Test("a recipient the wallet knows goes, even when it looks like another known one")
    func knownRecipientGoes() {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(address: Self.poisoner, role: .payee)
        payment.known = KnownCounterparties([
            KnownCounterparty(address: Self.friend, seen: .contact(name: "Alice")),
            KnownCounterparty(address: Self.poisoner, seen: .contact(name: "Bob")),
        ])

        #expect(payment.refusal(of: LookalikeRule()) == nil)
    }

    @Test("a recipient sharing only its first 4 characters with a known one goes")
    func sameStartOnlyGoes() {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(
            address: Self.address("0xabcd22222222222222222222222222222222ffff"), role: .payee)
        payment.known = KnownCounterparties([KnownCounterparty(address: Self.friend, seen: .contact(name: "Alice"))])

        #expect(payment.refusal(of: LookalikeRule()) == nil)
    }

    @Test("a spender looking like a known spender is refused too")
    func lookalikeSpenderIsRefused() {
        var payment = PaymentFactsFixture()
        payment.kind = .approval
        payment.counterparty = PaymentCounterparty(address: Self.poisoner, role: .spender)
        payment.known = KnownCounterparties([
            KnownCounterparty(address: Self.friend, seen: .paid(on: Date(), role: .spender, name: nil))
        ])

        #expect(payment.refusal(of: LookalikeRule())?.rule == "lookalike")
    }

    @Test("the rule is in the standard list, after the recipient's other rules")
    func ruleIsListed() throws {
        let names = PaymentRules.standard.map(\.name)

        #expect(names.contains("lookalike"))
        #expect(try #require(names.firstIndex(of: "lookalike")) > #require(names.firstIndex(of: "self-payment")))
    }

    static func address(_ text: String) -> EVMAddress {
        guard let address = try? EVMAddress(text) else { preconditionFailure("a test address") }
        return address
    }
}
