import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Prepare scene: the EVM account's form", .container)
@MainActor
struct EVMPaymentFormTests {
    let fixtures = EVMSendFixtures()

    /// The scene, started, with `recipient` and `amount` typed.
    private func filledIn(
        to recipient: String = EVMSendFixtures.recipient.checksummed, amount: String = "1.5"
    ) async -> (PreparePaymentViewModel, StepRecorder<PreparePaymentViewModel.Step>) {
        let scene = fixtures.prepareScene()
        let steps = StepRecorder(scene.navigator)
        await scene.start()
        scene.didEditRecipient(recipient)
        scene.didEditAmount(amount)
        return (scene, steps)
    }

    /// The payment of the one review step recorded, else nil.
    private func reviewed(_ steps: StepRecorder<PreparePaymentViewModel.Step>) -> (PreparedPayment, EVMTransaction)? {
        guard steps.steps.count == 1, case .review(_, let prepared) = steps.steps[0],
            let transaction = prepared.transaction?.evm
        else { return nil }
        return (prepared, transaction)
    }

    @Test("start shows the EVM balance, the network's gas price and a plain transfer's fee of 21000 gas")
    func startShowsBalance() async {
        let scene = fixtures.prepareScene()

        await scene.start()

        #expect(scene.state.balance == .wei(Wei(10, unit: .zil)))
        #expect(scene.state.networkGasPrice == Wei(wei: 4_761_904_800_000))
        #expect(scene.state.knownGas == 21_000)
        #expect(scene.state.estimatedFee == EVMSendFixtures.transferFee)
        #expect(!scene.state.isLoading)
    }

    @Test("a balance that cannot be fetched is said, and Continue waits for nothing else")
    func balanceFailure() async {
        fixtures.evm.setError(
            EVMServiceError.nodeFailure(method: "eth_getBalance", message: "down"), for: .accountState)
        let scene = fixtures.prepareScene()

        await scene.start()

        #expect(scene.state.errorMessage?.hasPrefix("The EVM balance could not be fetched") == true)
        #expect(scene.state.balance == nil)
    }

    @Test("Continue prepares the typed payment, exact to the wei, and moves on to the review")
    func continuePrepares() async throws {
        let (scene, steps) = await filledIn(amount: "1.000000000000000001")

        await scene.didTapContinue()

        let (prepared, transaction) = try #require(reviewed(steps))
        #expect(transaction.value == 1_000_000_000_000_000_001)
        #expect(transaction.to == EVMSendFixtures.recipient)
        #expect(transaction.nonce == 4)
        #expect(transaction.fee == .eip1559(maxFeePerGas: 4_761_904_800_000, maxPriorityFeePerGas: 0))
        #expect(prepared.summary.recipientNote == nil)
    }

    @Test("the legacy type with a gas price in gwei signs that price")
    func legacyTypeWithPrice() async throws {
        let (scene, steps) = await filledIn()
        scene.didEditFee(.transactionType, "legacy")
        scene.didEditFee(.gasPrice, "5000gwei")

        await scene.didTapContinue()

        let (_, transaction) = try #require(reviewed(steps))
        #expect(transaction.fee == .legacy(gasPrice: 5_000_000_000_000))
        #expect(scene.state.feeField(.gasPrice) != nil)
    }

    @Test("a fee of the other type is refused by ZhipCore's reading")
    func feeOfOtherType() async {
        let (scene, steps) = await filledIn()
        scene.didEditFee(.gasPrice, "5000gwei")

        await scene.didTapContinue()

        #expect(scene.state.fieldError?.field == .gasPrice)
        #expect(steps.steps.isEmpty)
    }

    @Test("a zil1 recipient where legacy transfers are refused is asked about, and the review knows it was typed so")
    func legacyRecipient() async throws {
        fixtures.zilliqa.setLegacyTransfers(.disabled)
        let bech32 = try Address(bytes: EVMSendFixtures.recipient.bytes).bech32
        let (scene, steps) = await filledIn(to: bech32)

        await scene.didTapContinue()
        #expect(scene.state.riskToConfirm == .legacyAccount)
        await scene.didConfirmRisk()

        let (prepared, transaction) = try #require(reviewed(steps))
        #expect(transaction.to == EVMSendFixtures.recipient)
        #expect(prepared.summary.recipientNote == PaymentSummary.typedAsBech32Note)
    }

    @Test("more than the balance covers is refused by the funds rule, nothing reviewed")
    func insufficientFunds() async {
        let (scene, steps) = await filledIn(amount: "10")

        await scene.didTapContinue()

        #expect(scene.state.errorMessage?.hasPrefix("insufficient funds") == true)
        #expect(scene.state.errorMessage?.hasSuffix("(rule funds)") == true)
        #expect(steps.steps.isEmpty)
    }

    @Test("without a usable network setting the scene says why and cannot continue")
    func noNetwork() async {
        let scene = PreparePaymentViewModel(
            form: EVMPaymentForm(
                sender: EVMSendFixtures.sender, evmService: fixtures.evm, network: .failure(.lost(movedTo: "elsewhere"))
            ))
        await scene.start()
        scene.didEditRecipient(EVMSendFixtures.recipient.checksummed)
        scene.didEditAmount("1")

        #expect(scene.state.errorMessage != nil)
        #expect(!scene.state.isContinueEnabled)
        #expect(fixtures.evm.calls(to: .accountState) == 0)
    }
}
