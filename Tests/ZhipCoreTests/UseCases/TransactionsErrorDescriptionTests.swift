import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The errors around a payment in words a person can act on, never with the password.
@Suite("TransactionsError: descriptions a person can act on")
struct TransactionsErrorDescriptionTests {
    @Test(
        "every error says what happened and never shows the password",
        arguments: [
            (TransactionsError.wrongPassword, "wrong password"),
            (.keystore(.cryptoFailure("scrypt")), "could not be unlocked"),
            (.networkChanged(preparedFor: "testnet", configured: .mainnet), "prepared for testnet"),
            (.networkSetting(.unreadable(.noHomeDirectory)), "network setting could not be read"),
            (.networkSetting(.invalid(.notHTTP("ftp://x"))), "not usable"),
            (.networkSetting(.notSaved(.noHomeDirectory)), "could not be saved"),
            (.service(.insufficientFunds), "does not have enough ZIL"),
            (.persistence(.noHomeDirectory), "records could not be read or written"),
            (.notReviewed, "not the one reviewed and confirmed"),
        ])
    func descriptions(error: TransactionsError, phrase: String) {
        #expect(error.description.contains(phrase))
        #expect(!error.description.contains(TestWallets.password))
    }

    @Test("the wrong key names the key's account and the paying one")
    func wrongKeyNamesBoth() {
        let text = TransactionsError.wrongKey(expected: "zil1expected", key: "zil1unlocked").description

        #expect(text.contains("zil1expected"))
        #expect(text.contains("zil1unlocked"))
        #expect(text.contains("nothing was signed"))
    }

    @Test("a figure that changed once the key was unlocked is said with both values")
    func reviewChangedNamesBoth() {
        let change = PaymentChange(label: "fee", reviewed: "0.1 ZIL", now: "0.2 ZIL")

        let text = TransactionsError.reviewChanged([change]).description

        #expect(text.contains("fee: 0.1 ZIL when reviewed, now 0.2 ZIL"))
        #expect(text.contains("nothing was signed"))
    }
}

@Suite("Legacy payments: the funds rule in words", .container)
struct LegacyFundsRefusalWordingTests {
    /// The refusal of `amount` from a legacy account holding `balance`, at 2000 Li a gas.
    private func refusal(of amount: Amount, balance: Amount) async throws -> PaymentRefusal {
        let world = PaymentWorld()
        world.fundLegacy(balance)
        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder(amount)).prepare()
        }
        return try #require(error?.ruleRefusal)
    }

    @Test("too little balance names what is needed exactly in ZIL and wei, the balance, and the most that can be sent")
    func insufficientFundsNumbers() async throws {
        let refusal = try await refusal(of: Amount(1, unit: .zil), balance: Amount(1, unit: .zil))

        #expect(refusal.reason.contains("needs 1.1 ZIL (1100000000000000000 wei)"))
        #expect(refusal.reason.contains("the amount and the most the fee can be"))
        #expect(refusal.reason.contains("the balance is 1 ZIL (1000000000000000000 wei)"))
        #expect(refusal.nextStep.contains("send at most 0.9 ZIL (900000000000000000 wei)"))
        #expect(refusal.description.contains("nothing was signed"))
    }

    @Test("a balance covering no more than the fee says to fund the account for the fee first")
    func insufficientFundsBelowFee() async throws {
        let refusal = try await refusal(of: Amount(1, unit: .zil), balance: PaymentWorld.zil("0.05"))

        #expect(refusal.nextStep == "fund the account with ZIL for the fee first")
    }
}
