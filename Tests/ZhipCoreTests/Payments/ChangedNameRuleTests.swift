import Foundation
import Testing
import ZhipCore
import ZilliqaKit

/// The changed-name rule: a `.zil` name leading elsewhere than when the wallet last paid it is
/// refused unless consented to; a name paid before at the same address, or never paid, goes.
@Suite("The changed-name rule")
struct ChangedNameRuleTests {
    static let before = PaymentFactsFixture.address(0xB0)
    static let now = PaymentFactsFixture.address(0xC0)

    static func paid(_ address: EVMAddress, as name: String) -> KnownCounterparties {
        KnownCounterparties([
            KnownCounterparty(
                address: address, seen: .paid(on: Date(timeIntervalSince1970: 1_796_000_000), role: .payee, name: name))
        ])
    }

    @Test("a name leading to another address than last paid is refused, naming both")
    func changedNameIsRefused() throws {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(address: Self.now, role: .payee)
        payment.counterpartyName = .zilName("alice.zil")
        payment.known = Self.paid(Self.before, as: "alice.zil")

        let refusal = try #require(payment.refusal(of: ChangedNameRule()))

        #expect(refusal.rule == "changed-name")
        #expect(refusal.consent == .changedName)
        #expect(refusal.reason.contains(Self.now.checksummed))
        #expect(refusal.reason.contains(Self.before.checksummed))
    }

    @Test("the same address as last paid goes")
    func sameAddressGoes() {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(address: Self.before, role: .payee)
        payment.counterpartyName = .zilName("alice.zil")
        payment.known = Self.paid(Self.before, as: "alice.zil")

        #expect(payment.refusal(of: ChangedNameRule()) == nil)
    }

    @Test("a name never paid goes")
    func newNameGoes() {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(address: Self.now, role: .payee)
        payment.counterpartyName = .zilName("bob.zil")
        payment.known = Self.paid(Self.before, as: "alice.zil")

        #expect(payment.refusal(of: ChangedNameRule()) == nil)
    }

    @Test("the consent lets the new address go")
    func consentLetsItGo() {
        var payment = PaymentFactsFixture()
        payment.counterparty = PaymentCounterparty(address: Self.now, role: .payee)
        payment.counterpartyName = .zilName("alice.zil")
        payment.known = Self.paid(Self.before, as: "alice.zil")
        payment.consents = [.changedName]

        #expect(payment.refusal(of: ChangedNameRule()) == nil)
    }
}
