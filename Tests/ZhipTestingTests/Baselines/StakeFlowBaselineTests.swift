import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZhipTesting
import ZilliqaKit

/// The stake flow of ZhipCore (what `stake delegate` runs), on the real stack against a real
/// zhip-devnet and its modelled liquid pool, compared with its committed baseline `stake.json`:
/// prepare (the sender's batch with the chain id; one batch of the chain id, the head block and the
/// pool's facts and the sender's position; the stake simulated from the sender with its value;
/// eth_estimateGas), send (one eth_sendRawTransaction), receipt. To record it again:
/// `ZHIP_RECORD_BASELINES=$PWD/Tests/ZhipTestingTests/Resources/Baselines swift test --filter StakeFlowBaselineTests`.
@Suite("The stake flow makes the calls of its baseline", .container)
@MainActor
struct StakeFlowBaselineTests {
    private let alice = WalletFlowHarness.alice
    private let timeout: Duration = .seconds(60)

    @Test("a stake: the pool read in one batch, simulated and estimated, one send, the receipt; 1000 stZIL minted")
    func stakeFlow() async throws {
        try await WalletFlowHarness.run { harness in
            // Arrange
            let baseline = try Baseline.named("stake", in: try WalletFlowHarness.baselines)
            _ = try harness.devnet.ledger.fund(try Address(bytes: alice.evmAddress.bytes), wei: Wei(2_000, unit: .zil))
            let deployed = try harness.devnet.control.deployPool(try PoolDeployment(kind: .liquid))
            let chainID = try Container.shared.network().get().evmChainID
            let lst = try Token(
                contract: try EVMAddress(bytes: try #require(deployed.lst).bytes), symbol: "stZIL",
                name: "Staked ZIL", decimals: 18, evmChainID: chainID)
            let pool = StakingPool(
                address: try EVMAddress(bytes: deployed.address.bytes), name: nil, kind: .liquid(lst: lst),
                evmChainID: chainID)
            let call = StakingCall(pool: pool, action: .stake(Wei(1_000, unit: .zil)))
            // Act
            let (payment, receipt) = try await baseline.flow(harness.tap, timeout: timeout) { flow in
                flow.bind("sender", to: alice.evmAddress.checksummed.lowercased())
                flow.bind("pool", to: pool.address.checksummed.lowercased())
                flow.bind("lst", to: lst.contract.checksummed.lowercased())
                return try await flow.pay(PaymentOrder(call, from: .evm, sender: alice.evmAddress), signingWith: alice)
            }
            // Assert
            #expect(receipt.succeeded)
            _ = payment
            let outcome = try #require(receipt.staking)
            #expect(outcome.amount == Wei(1_000, unit: .zil))
            #expect(outcome.shares == UInt256(Wei(1_000, unit: .zil).wei))
        }
    }
}
