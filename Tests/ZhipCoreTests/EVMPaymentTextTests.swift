import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// How typed EVM payment fields become an order: ZIL to 18 decimals, fees in wei or gwei, the
/// recipient in either form, and each field's refusal named.
@Suite struct EVMPaymentTextTests {
    let sender = TestWallets.keyPair.evmAddress
    let recipient = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"

    func field(failing text: EVMPaymentText) -> PaymentField? {
        do throws(PaymentFieldError) {
            _ = try text.order(from: sender)
            return nil
        } catch {
            return error.field
        }
    }

    @Test func anAmountIsExactToTheWei() throws {
        let order = try EVMPaymentText(recipient: recipient, amount: "0.000000000000000001").order(from: sender)

        #expect(order.intent.amount == .exactly(1))
    }

    @Test func theOrderIsATransferFromTheEVMAccountOfTheSender() throws {
        let order = try EVMPaymentText(recipient: recipient, amount: "1").order(from: sender)

        #expect(order.account == .evm)
        #expect(order.sender == sender)
        #expect(order.intent.kind == .transfer)
        #expect(order.intent.counterparty.address.checksummed == recipient)
    }

    @Test func sendingMaxLeavesTheAmountToTheFee() throws {
        let order = try EVMPaymentText(recipient: recipient, amount: "", sendsMax: true).order(from: sender)

        #expect(order.intent.amount == .max)
    }

    @Test func nineteenDecimalsAreRefusedOnTheAmount() {
        #expect(field(failing: EVMPaymentText(recipient: recipient, amount: "0.0000000000000000001")) == .amount)
    }

    @Test func aZeroAmountIsRefused() {
        #expect(field(failing: EVMPaymentText(recipient: recipient, amount: "0")) == .amount)
    }

    @Test func aFeeWithAGweiUnitIsReadInWei() throws {
        let order = try EVMPaymentText(recipient: recipient, amount: "1", maxFee: "4761.9048gwei", priorityFee: "7")
            .order(from: sender)

        #expect(order.terms.evmFee == .eip1559(maxFee: Wei(wei: 4_761_904_800_000), priorityFee: Wei(wei: 7)))
    }

    @Test func aFeeWithAnUnknownUnitIsRefused() {
        #expect(field(failing: EVMPaymentText(recipient: recipient, amount: "1", maxFee: "5 finney")) == .maxFee)
    }

    @Test func aGasPriceBelongsToTheLegacyTypeOnly() {
        #expect(field(failing: EVMPaymentText(recipient: recipient, amount: "1", gasPrice: "5000gwei")) == .gasPrice)
    }

    @Test func aMaxFeeBelongsToThe1559TypeOnly() {
        let text = EVMPaymentText(recipient: recipient, amount: "1", type: "legacy", maxFee: "1")

        #expect(field(failing: text) == .maxFee)
    }

    @Test func theLegacyTypeTakesAGasPrice() throws {
        let order = try EVMPaymentText(recipient: recipient, amount: "1", type: "legacy", gasPrice: "21000000000000")
            .order(from: sender)

        #expect(order.terms.evmFee == .legacy(gasPrice: Wei(wei: 21_000_000_000_000)))
    }

    @Test func anUnknownTypeIsRefused() {
        #expect(field(failing: EVMPaymentText(recipient: recipient, amount: "1", type: "4844")) == .transactionType)
    }

    @Test func aGivenNonceAndGasLimitAreTheOrdersTerms() throws {
        let order = try EVMPaymentText(recipient: recipient, amount: "1", nonce: "4", gasLimit: "30000")
            .order(from: sender)

        #expect(order.terms.nonce == 4)
        #expect(order.terms.gasLimit == 30_000)
    }

    @Test func theAcceptedRisksAreTheOrdersConsents() throws {
        let order = try EVMPaymentText(recipient: recipient, amount: "1", acceptedRisks: [.contract])
            .order(from: sender)

        #expect(order.consents == [.contract])
    }

    @Test func aZil1RecipientIsTheSame20BytesMarkedAsTypedInBech32() throws {
        let legacy = TestWallets.keyPair.address

        let order = try EVMPaymentText(recipient: legacy.bech32, amount: "1").order(from: sender)

        #expect(order.intent.counterparty.address.bytes == legacy.bytes)
        #expect(order.intent.counterparty.typedAsLegacy)
    }

    @Test func aMixedCaseAddressThatIsNotEIP55IsRefused() {
        // The Zilliqa-checksummed form of the same bytes: its capitals are not EIP-55's.
        let zilliqaChecksummed = TestWallets.keyPair.address.checksummed

        #expect(field(failing: EVMPaymentText(recipient: zilliqaChecksummed, amount: "1")) == .recipient)
    }

    @Test func anAllLowercaseAddressIsAccepted() throws {
        let order = try EVMPaymentText(recipient: recipient.lowercased(), amount: "1").order(from: sender)

        #expect(order.intent.counterparty.address.checksummed == recipient)
    }

    @Test func anIntentGivenReplacesTheTransferTheTextDescribes() throws {
        let token = try Token(
            contract: try EVMAddress(TokenPaymentVectors.token), symbol: "USDT", name: "Tether USD", decimals: 6,
            evmChainID: Network.mainnet.evmChainID)
        let transfer = TokenTransfer(token, to: try EVMAddress(recipient), units: 5)

        let order = try EVMPaymentText(recipient: recipient, amount: "1").order(from: sender, intent: transfer)

        #expect(order.intent.kind == .tokenTransfer)
        #expect(order.intent.amount == .exactly(5))
    }
}

/// Which account pays when the person did not say.
@Suite struct PayingAccountTests {
    @Test(
        "where the forks are unknown (a devnet), the node's answer to the probe decides",
        arguments: [(LegacyTransfers.accepted, PayingAccount.legacy), (.escrowOnly, .evm), (.disabled, .evm)])
    func theEraDecides(era: LegacyTransfers, expected: PayingAccount) async {
        let node = FakeZilliqaService()
        node.setLegacyTransfers(era)

        let account = await PayingAccount.default(on: .devnet, asking: node)

        #expect(account == expected)
        #expect(node.calls(to: .legacyTransfers) == 1)
    }

    @Test("on mainnet and testnet the known forks decide, and no probe is sent to the public node")
    func knownForksSendNoProbe() async {
        let node = FakeZilliqaService()
        node.setLegacyTransfers(.accepted)

        let accounts = [
            await PayingAccount.default(on: .mainnet, asking: node),
            await PayingAccount.default(on: .testnet, asking: node),
        ]

        #expect(accounts == [.evm, .evm])
        #expect(node.calls(to: .legacyTransfers) == 0)
    }

    @Test func aNodeThatDoesNotAnswerMeansLegacy() async {
        let node = FakeZilliqaService()
        node.setError(ZilliqaServiceError.transport(.timedOut), for: .legacyTransfers)

        let account = await PayingAccount.default(on: .devnet, asking: node)

        #expect(account == .legacy)
    }
}
