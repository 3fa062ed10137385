import Testing
import ZhipCore
import ZilliqaKit

/// The known addresses of these tests: zilliqa-js's checksummed example and its bech32 form.
private let recipientHex = "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039"

@Suite("Payment text: the one way typed text becomes a draft")
struct PaymentTextTests {
    @Test("every field typed is read into the draft")
    func readsEveryField() throws {
        let text = PaymentText(
            recipient: recipientHex, amount: "1.5", gasPrice: "2500", gasLimit: "60", nonce: "7",
            acceptedRisks: [.highGasPrice])

        let draft = try text.draft()

        #expect(
            draft
                == PaymentDraft(
                    to: try Address(hexString: recipientHex), amount: Amount(qa: 1_500_000_000_000),
                    gasPrice: Amount(2500, unit: .li), gasLimit: 60, nonce: 7, acceptedRisks: [.highGasPrice]))
    }

    @Test("fields left out or blank mean the network's minimum gas price, a gas limit of 50 and the next nonce")
    func defaults() throws {
        let draft = try PaymentText(recipient: recipientHex, amount: "1", gasPrice: " ", gasLimit: "", nonce: nil)
            .draft()

        #expect(draft.gasPrice == nil)
        #expect(draft.gasLimit == 50)
        #expect(draft.nonce == nil)
    }

    @Test("an amount with a comma is refused with the accepted form, in whichever position the comma is")
    func commaRefused() {
        for typed in ["1,500", "1,5", "1,500.25"] {
            #expect(throws: PaymentFieldError(.amount, AmountValidator.commaRefused)) {
                try PaymentText(recipient: recipientHex, amount: typed).draft()
            }
        }
    }

    @Test("a gas price with a comma is refused the same way")
    func gasPriceCommaRefused() {
        #expect(throws: PaymentFieldError(.gasPrice, AmountValidator.commaRefused)) {
            try PaymentText(recipient: recipientHex, amount: "1", gasPrice: "2,000").draft()
        }
    }

    @Test("an amount of zero is refused: nothing would be sent")
    func zeroAmountRefused() {
        #expect(throws: PaymentFieldError(.amount, AmountValidator.atLeast(Amount(qa: 1), in: .zil))) {
            try PaymentText(recipient: recipientHex, amount: "0").draft()
        }
    }

    @Test("a nonce of 0 is refused: no transaction ever has it")
    func zeroNonceRefused() {
        #expect(throws: PaymentFieldError(.nonce, NonceValidator.zero)) {
            try PaymentText(recipient: recipientHex, amount: "1", nonce: "0").draft()
        }
    }

    @Test("a gas limit below 50 is refused with the least a payment needs")
    func lowGasLimitRefused() {
        #expect(throws: PaymentFieldError(.gasLimit, ValidationMessage("Must be at least 50"))) {
            try PaymentText(recipient: recipientHex, amount: "1", gasLimit: "49").draft()
        }
    }

    @Test("a recipient that is no address is refused without repeating what was typed")
    func badRecipient() throws {
        let typed = "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638"

        let error = #expect(throws: PaymentFieldError.self) { try PaymentText(recipient: typed, amount: "1").draft() }

        #expect(error?.field == .recipient)
        #expect(error?.description.contains(typed) == false)
    }
}

@Suite("Transactions errors: which refuse the payment itself")
struct RefusesThePaymentTests {
    @Test("a rule's refusal and the network's refusal refuse the payment: trying again gets the same answer")
    func rulesRefuse() {
        let refusals: [TransactionsError] = [
            .gasLimitTooLow(49), .gasPriceAboveLimit(price: .zero, limit: .zero),
            .nodeRefused(.nonceTooLow(sent: 1, current: 1)),
            .insufficientFunds(balance: .zero, amount: .zero, fee: .zero), .signatureInvalid, .offlineNeeds(.nonce),
        ]

        #expect(refusals.allSatisfy { $0.refusesThePayment })
    }

    @Test("a failure around the payment does not refuse it: it may go through once mended")
    func failuresDoNot() {
        let failures: [TransactionsError] = [
            .wrongPassword, .service(.transport(.timedOut)), .cancelled,
            .networkMismatch(nodeChainID: 333, configured: .mainnet),
        ]

        #expect(!failures.contains { $0.refusesThePayment })
    }
}
