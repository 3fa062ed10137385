import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

/// The EVM payment flow of ZhipCore (what `send --account evm` runs), on the real stack against a
/// real zhip-devnet, compared with its committed baseline `evm-send.json`: prepare (one batch for
/// the sender with the node's chain id, the recipient's nonce and code), send (one
/// eth_sendRawTransaction), receipt. To record it again:
/// `ZHIP_RECORD_BASELINES=$PWD/Tests/ZhipTestingTests/Resources/Baselines swift test --filter EVMSendFlowBaselineTests`.
@Suite("The EVM payment flow makes the calls of its baseline", .container)
@MainActor
struct EVMSendFlowBaselineTests {
    private let alice = WalletFlowHarness.alice
    private let bob = WalletFlowHarness.bob
    private let timeout: Duration = .seconds(60)

    /// Runs prepare, send and receipt of 1.5 ZIL from alice's EVM account to bob's as the steps of
    /// `baseline`; `alsoInSendStep` runs in the send step after the send.
    private func pay(
        on harness: WalletFlowHarness, checkedBy baseline: Baseline,
        alsoInSendStep: (PreparedEVMPayment) async throws -> Void = { _ in }
    ) async throws -> EVMTransactionReceipt {
        let useCase = Container.shared.paymentsUseCase()
        return try await baseline.flow(harness.tap, timeout: timeout) { flow in
            flow.bind("sender", to: alice.evmAddress.checksummed.lowercased())
            flow.bind("recipient", to: bob.evmAddress.checksummed.lowercased())
            let payment = try await flow.step("prepare") {
                try #require(
                    try await useCase.prepare(
                        .evm(
                            EVMPaymentDraft(
                                from: alice.evmAddress, to: bob.evmAddress, amount: .exactly(Wei("1.5", unit: .zil))))
                    ).evmPayment)
            }
            let hash = try await flow.step("send") {
                let outcome = await useCase.send(.evm(payment), signingWith: alice)
                try await alsoInSendStep(payment)
                return try #require(outcome.sent?.evmHash, "\(outcome)")
            }
            flow.bind("hash", to: hash.hex)
            return try await flow.step("receipt") { try await useCase.receipt(of: hash) }
        }
    }

    @Test("an EVM payment: one prepare batch, one send, the receipt; bob's EVM account gets exactly 1.5 ZIL")
    func evmSendFlow() async throws {
        try await WalletFlowHarness.run { harness in
            // Arrange
            let baseline = try Baseline.named("evm-send", in: try WalletFlowHarness.baselines)
            // Act
            let receipt = try await pay(on: harness, checkedBy: baseline)
            // Assert
            #expect(receipt.succeeded)
            let bobsAccount = try Address(bytes: bob.evmAddress.bytes)
            #expect(harness.devnet.ledger.account(bobsAccount)?.wei == Wei(wei: 1_500_000_000_000_000_000))
        }
    }

    @Test("a flow that sends the EVM payment twice fails the baseline with an extra eth_sendRawTransaction")
    func doubleSendIsCaught() async throws {
        try await WalletFlowHarness.run { harness in
            // Arrange
            let baseline = try Baseline.named("evm-send", in: try WalletFlowHarness.baselines, environment: [:])
            // Act
            let thrown = await #expect(throws: BaselineMismatch.self) {
                _ = try await pay(on: harness, checkedBy: baseline) { payment in
                    // The bug: the signed transaction handed to the node a second time.
                    _ = try? await Container.shared.evmService().send(payment.transaction.signed(with: alice))
                }
            }
            // Assert
            #expect(
                thrown?.diffs == [
                    StepDiff(flow: "evm-send", step: "send", findings: [.extra(method: "eth_sendRawTransaction")])
                ])
        }
    }
}
