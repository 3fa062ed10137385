import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("EVM send: the review scene")
@MainActor
struct ReviewEVMPaymentViewModelTests {
    let fixtures = EVMSendFixtures()

    @Test("shows from, to, the amount, 21000 x the price as the fee, the total and the balance after, to the wei")
    func figures() async throws {
        let prepared = try await fixtures.prepared("1.5")

        let state = ReviewEVMPaymentViewModel(prepared: prepared, network: .devnet, recipientGivenAsBech32: false)
            .state

        #expect(state.from == EVMSendFixtures.sender.checksummed)
        #expect(state.to == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
        #expect(state.amount == Wei(wei: 1_500_000_000_000_000_000))
        #expect(state.fee == Wei(wei: 100_000_000_800_000_000))
        #expect(state.gasLimit == 21_000)
        #expect(state.pricePerGas == Wei(wei: 4_761_904_800_000))
        #expect(state.total == Wei(wei: 1_600_000_000_800_000_000))
        #expect(state.balance == Wei(10, unit: .zil))
        #expect(state.balanceAfter == Wei(wei: 8_399_999_999_200_000_000))
        #expect(state.type == "EIP-1559 (type 2)")
        #expect(state.nonce == 4)
        #expect(state.chainID == Network.devnet.evmChainID)
        #expect(state.recipientNote == nil)
    }

    @Test("a recipient typed as zil1 is said so beside it")
    func bech32Note() async throws {
        let prepared = try await fixtures.prepared()

        let state = ReviewEVMPaymentViewModel(prepared: prepared, network: .mainnet, recipientGivenAsBech32: true).state

        #expect(state.recipientNote == ReviewEVMPaymentViewModel.typedAsBech32Note)
    }

    @Test("signing waits for the tick; cancel leaves")
    func continueNeedsTick() async throws {
        let scene = ReviewEVMPaymentViewModel(
            prepared: try await fixtures.prepared(), network: .mainnet, recipientGivenAsBech32: false)
        let steps = StepRecorder(scene.navigator)

        scene.didTapContinue()
        #expect(steps.steps.isEmpty)
        scene.didToggleHasReviewed(true)
        scene.didTapContinue()
        scene.didTapCancel()

        #expect(steps.steps == [.sign, .cancel])
    }
}
