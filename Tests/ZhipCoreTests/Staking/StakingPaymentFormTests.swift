import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The Prepare scene of a staking call shows no plain transfer's fee: a call's gas is the node's
/// estimate, known once the session prepared it.
@Suite("Staking: the Prepare scene's fee", .container)
@MainActor
struct StakingPaymentFormTests {
    @Test(
        "stake, unstake, claim and reward withdrawal show no fee of 21000 gas, though the gas price is known",
        arguments: [StakingPaymentForm.Kind.stake, .unstake, .claim, .withdrawRewards])
    func noTransferFee(kind: StakingPaymentForm.Kind) async {
        let fixtures = EVMSendFixtures(balance: Wei(1_000, unit: .zil))
        fixtures.register()
        let scene = PreparePaymentViewModel(
            form: StakingPaymentForm(
                kind, pool: StakingFixtures.moonlet, sender: EVMSendFixtures.sender, evmService: fixtures.evm,
                network: .success(.devnet)))

        await scene.start()

        #expect(scene.state.networkGasPrice != nil)
        #expect(scene.state.knownGas == nil)
        #expect(scene.state.estimatedFee == nil)
    }
}
