import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// How typed EVM payment fields become a draft: ZIL to 18 decimals, fees in wei or gwei, the
/// recipient in either form, and each field's refusal named.
@Suite struct EVMPaymentTextTests {
    let sender = TestWallets.keyPair.evmAddress
    let recipient = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"

    func field(failing text: EVMPaymentText) -> PaymentField? {
        do {
            _ = try text.draft(from: sender)
            return nil
        } catch {
            return error.field
        }
    }

    @Test func anAmountIsExactToTheWei() throws {
        let draft = try EVMPaymentText(recipient: recipient, amount: "0.000000000000000001").draft(from: sender)

        #expect(draft.amount == .exactly(Wei(wei: 1)))
    }

    @Test func nineteenDecimalsAreRefusedOnTheAmount() {
        #expect(field(failing: EVMPaymentText(recipient: recipient, amount: "0.0000000000000000001")) == .amount)
    }

    @Test func aZeroAmountIsRefused() {
        #expect(field(failing: EVMPaymentText(recipient: recipient, amount: "0")) == .amount)
    }

    @Test func aFeeWithAGweiUnitIsReadInWei() throws {
        let draft = try EVMPaymentText(recipient: recipient, amount: "1", maxFee: "4761.9048gwei", priorityFee: "7")
            .draft(from: sender)

        #expect(draft.fee == .eip1559(maxFee: Wei(wei: 4_761_904_800_000), priorityFee: Wei(wei: 7)))
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
        let draft = try EVMPaymentText(recipient: recipient, amount: "1", type: "legacy", gasPrice: "21000000000000")
            .draft(from: sender)

        #expect(draft.fee == .legacy(gasPrice: Wei(wei: 21_000_000_000_000)))
    }

    @Test func anUnknownTypeIsRefused() {
        #expect(field(failing: EVMPaymentText(recipient: recipient, amount: "1", type: "4844")) == .transactionType)
    }

    @Test func aZil1RecipientIsTheSame20BytesMarkedAsTypedInBech32() throws {
        let legacy = TestWallets.keyPair.address

        let draft = try EVMPaymentText(recipient: legacy.bech32, amount: "1").draft(from: sender)

        #expect(draft.to.bytes == legacy.bytes)
        #expect(draft.recipientGivenAsBech32)
    }

    @Test func aMixedCaseAddressThatIsNotEIP55IsRefused() {
        // The Zilliqa-checksummed form of the same bytes: its capitals are not EIP-55's.
        let zilliqaChecksummed = TestWallets.keyPair.address.checksummed

        #expect(field(failing: EVMPaymentText(recipient: zilliqaChecksummed, amount: "1")) == .recipient)
    }

    @Test func anAllLowercaseAddressIsAccepted() throws {
        let draft = try EVMPaymentText(recipient: recipient.lowercased(), amount: "1").draft(from: sender)

        #expect(draft.to.checksummed == recipient)
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
