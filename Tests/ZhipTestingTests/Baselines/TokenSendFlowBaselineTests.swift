import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZhipTesting
import ZilliqaKit

/// The token payment flow of ZhipCore (what `send --token` runs), on the real stack against a real
/// zhip-devnet and its modelled ERC-20, compared with its committed baseline `token-send.json`:
/// prepare (one batch: the chain id, the gas price, the sender's balance and counts, the recipient's
/// count and code, balanceOf, the transfer simulated from the sender and its eth_estimateGas), send
/// (one eth_sendRawTransaction), receipt. To record it again:
/// `ZHIP_RECORD_BASELINES=$PWD/Tests/ZhipTestingTests/Resources/Baselines swift test --filter TokenSendFlowBaselineTests`.
@Suite("The token payment flow makes the calls of its baseline", .container)
@MainActor
struct TokenSendFlowBaselineTests {
    private let alice = WalletFlowHarness.alice
    private let bob = WalletFlowHarness.bob
    private let timeout: Duration = .seconds(60)

    @Test("a token payment: prepare, simulate and estimate, one send, the receipt; bob gets exactly 12.5 tokens")
    func tokenSendFlow() async throws {
        try await WalletFlowHarness.run { harness in
            // Arrange
            let baseline = try Baseline.named("token-send", in: try WalletFlowHarness.baselines)
            let deployed = try harness.devnet.ledger.deploy(
                try TokenDeployment(
                    name: "Test USD", symbol: "TUSD", decimals: 6, supply: 1_000_000_000,
                    holder: try Address(bytes: alice.evmAddress.bytes)))
            let contract = try EVMAddress(bytes: deployed.address.bytes)
            let token = try Token(
                contract: contract, symbol: "TUSD", name: "Test USD", decimals: 6,
                evmChainID: try Container.shared.network().get().evmChainID)
            // Act
            let receipt = try await baseline.flow(harness.tap, timeout: timeout) { flow in
                flow.bind("sender", to: alice.evmAddress.checksummed.lowercased())
                flow.bind("recipient", to: bob.evmAddress.checksummed.lowercased())
                flow.bind("token", to: contract.checksummed.lowercased())
                let transfer = TokenTransfer(token, to: bob.evmAddress, units: try token.units("12.5"))
                return try await flow.pay(
                    PaymentOrder(transfer, from: .evm, sender: alice.evmAddress), signingWith: alice
                ).receipt
            }
            // Assert
            #expect(receipt.succeeded)
            let head = harness.devnet.ledger.summary().latestBlock.number
            let outcome = try harness.devnet.ledger.simulate(
                ContractCall(
                    contract: deployed.address, caller: deployed.address, value: 0,
                    input: ERC20.balanceOfCall(bob.evmAddress), blockNumber: head),
                atBlock: head)
            guard case .returned(let data)? = outcome?.outcome.result else {
                Issue.record("balanceOf did not answer")
                return
            }
            #expect(try ABIReader(data).uint256() == 12_500_000)
        }
    }
}
