import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The known addresses of these tests: zilliqa-js's checksummed example and its bech32 form.
private let recipientHex = "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039"

@Suite("Legacy payment text: the one way typed text becomes a legacy order")
struct LegacyPaymentTextTests {
    private let sender = EVMAddress(TestWallets.keyPair.address)

    @Test("every field typed is read into the order")
    func readsEveryField() throws {
        let text = LegacyPaymentText(
            recipient: recipientHex, amount: "1.5", gasPrice: "2500", gasLimit: "60", nonce: "7",
            acceptedRisks: [.highGasPrice])

        let order = try text.order(from: sender)

        #expect(order.account == .legacy)
        #expect(order.sender == sender)
        #expect(order.intent.counterparty.address == EVMAddress(try Address(hexString: recipientHex)))
        #expect(order.intent.counterparty.shown == (try Address(hexString: recipientHex)).bech32)
        #expect(order.intent.amount == .exactly(1_500_000_000_000_000_000))
        #expect(
            order.terms == PaymentTerms(legacyGasPrice: Amount(2500, unit: .li), gasLimit: 60, nonce: 7))
        #expect(order.consents == [.highGasPrice])
    }

    @Test(
        "fields left out or blank are left to the network: its minimum gas price, the least gas limit, the next nonce")
    func defaults() throws {
        let order = try LegacyPaymentText(recipient: recipientHex, amount: "1", gasPrice: " ", gasLimit: "", nonce: nil)
            .order(from: sender)

        #expect(order.terms.legacyGasPrice == nil)
        #expect(order.terms.gasLimit == nil)
        #expect(order.terms.nonce == nil)
    }

    @Test("an amount with a comma is refused with the accepted form, in whichever position the comma is")
    func commaRefused() {
        for typed in ["1,500", "1,5", "1,500.25"] {
            #expect(throws: PaymentFieldError(.amount, AmountValidator.commaRefused)) {
                try LegacyPaymentText(recipient: recipientHex, amount: typed).order(from: sender)
            }
        }
    }

    @Test("a gas price with a comma is refused the same way")
    func gasPriceCommaRefused() {
        #expect(throws: PaymentFieldError(.gasPrice, AmountValidator.commaRefused)) {
            try LegacyPaymentText(recipient: recipientHex, amount: "1", gasPrice: "2,000").order(from: sender)
        }
    }

    @Test("an amount of zero is refused: nothing would be sent")
    func zeroAmountRefused() {
        #expect(throws: PaymentFieldError(.amount, AmountValidator.atLeast(Amount(qa: 1), in: .zil))) {
            try LegacyPaymentText(recipient: recipientHex, amount: "0").order(from: sender)
        }
    }

    @Test("a nonce of 0 is refused: no transaction ever has it")
    func zeroNonceRefused() {
        #expect(throws: PaymentFieldError(.nonce, NonceValidator.zero)) {
            try LegacyPaymentText(recipient: recipientHex, amount: "1", nonce: "0").order(from: sender)
        }
    }

    @Test("a gas limit below 50 is refused with the least a payment needs")
    func lowGasLimitRefused() {
        #expect(throws: PaymentFieldError(.gasLimit, ValidationMessage("Must be at least 50"))) {
            try LegacyPaymentText(recipient: recipientHex, amount: "1", gasLimit: "49").order(from: sender)
        }
    }

    @Test("a recipient that is no address is refused without repeating what was typed")
    func badRecipient() throws {
        let typed = "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638"

        let error = #expect(throws: PaymentFieldError.self) {
            try LegacyPaymentText(recipient: typed, amount: "1").order(from: sender)
        }

        #expect(error?.field == .recipient)
        #expect(error?.description.contains(typed) == false)
    }

    @Test("a move is an order of the key's legacy account to its own EVM account, said as such")
    func aMoveIsToTheKeysOwnEVMAccount() throws {
        let key = TestWallets.keyPair

        let order = try EVMAccountMove.order(of: key.publicKey, amount: "12.5", gasPrice: nil)

        #expect(order.account == .legacy)
        #expect(order.sender == EVMAddress(key.address))
        #expect(order.intent.kind == .move)
        #expect(order.intent.counterparty.address == key.evmAddress)
        #expect(order.intent.amount == .exactly(12_500_000_000_000_000_000))
    }
}
