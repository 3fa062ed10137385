import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

/// The EVM payment flow of ZhipCore (what `send --account evm` runs), on the real stack against a
/// real zhip-devnet, compared with its committed baseline `evm-send.json`: prepare (one batch: the
/// node's chain id and gas price, the sender's balance and counts, the recipient's count and code),
/// send (one eth_sendRawTransaction), receipt. To record it again:
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
        alsoInSendStep: (SignedPayment) async throws -> Void = { _ in }
    ) async throws -> PaymentReceipt {
        try await baseline.flow(harness.tap, timeout: timeout) { flow in
            flow.bind("sender", to: alice.evmAddress.checksummed.lowercased())
            flow.bind("recipient", to: bob.evmAddress.checksummed.lowercased())
            let session = PaymentSession(
                order: .evmTransfer(try Wei("1.5", unit: .zil), from: alice.evmAddress, to: bob.evmAddress))
            let payment = try await flow.step("prepare") { try await session.prepare() }
            let hash = try await flow.step("send") {
                await session.confirm(payment)
                _ = try await session.unlock(with: KeystoreSigner(key: alice))
                let signed = try await session.sign()
                let outcome = await session.submit()
                try await alsoInSendStep(signed)
                return try #require(outcome.sent?.evmHash, "\(outcome)")
            }
            flow.bind("hash", to: hash.hex)
            return try await flow.step("receipt") { try await session.receipt() }
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
                _ = try await pay(on: harness, checkedBy: baseline) { signed in
                    // The bug: the signed transaction handed to the node a second time.
                    guard case .evm(let transaction) = signed else { return }
                    _ = try? await Container.shared.evmService().send(transaction)
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
