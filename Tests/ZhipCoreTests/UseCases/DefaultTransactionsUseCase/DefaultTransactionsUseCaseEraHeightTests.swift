import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("DefaultTransactionsUseCase: the era from the block height where the forks are known, in one round trip")
struct TransactionsEraHeightTests {
    /// Mainnet's escrow-only fork (`zq2-legacy-api.md` section 7.1).
    private static let escrowFork: UInt64 = 36_383_379

    /// A harness on `network` whose node reports `height` as its final block.
    private func harness(on network: Network = .mainnet, height: UInt64?) throws -> TransactionsHarness {
        let harness = try TransactionsHarness(network: network)
        harness.node.setBlockchainInfo(BlockchainInfo(numTxBlocks: height))
        return harness
    }

    @Test("on mainnet below the first fork, prepare reads everything in one call and asks no probe")
    func belowTheForksOneRoundTrip() async throws {
        let harness = try harness(height: 31_759_108)

        let prepared = try await harness.payments.prepare(harness.draft(), from: harness.sender)

        #expect(prepared.era == .accepted)
        #expect(harness.node.calls(to: .paymentState) == 1)
        #expect(harness.nodeCalls == 1)
    }

    @Test("on mainnet at the escrow fork, a payment not to the escrow is refused unsigned, with no probe")
    func atTheEscrowForkRefusesOthers() async throws {
        let harness = try harness(height: Self.escrowFork)

        await #expect(throws: TransactionsError.onlyEscrowAccepted(.mainnet)) {
            try await harness.payments.send(
                harness.draft(), keystore: harness.keystore, password: TransactionsHarness.password)
        }
        #expect(harness.node.sentTransactions.isEmpty)
        #expect(harness.node.calls(to: .legacyTransfers) == 0)
    }

    @Test("on mainnet after the escrow fork, a confirmed lodge is prepared as escrow-only")
    func afterTheEscrowForkPreparesLodge() async throws {
        let harness = try harness(height: Self.escrowFork + 1)
        let lodge = PaymentDraft(
            to: .migrationEscrow, amount: Amount(1, unit: .zil), gasPrice: Payment.zilliqa2MinimumGasPrice,
            acceptedRisks: [.escrowLodge])

        let prepared = try await harness.payments.prepare(lodge, from: harness.sender)

        #expect(prepared.era == .escrowOnly)
        #expect(harness.node.calls(to: .legacyTransfers) == 0)
    }

    @Test("the height wins over what a probe would say: below the forks is accepted though the node would refuse")
    func heightNotProbe() async throws {
        let harness = try harness(height: 1_000)
        harness.node.setLegacyTransfers(.escrowOnly)

        let prepared = try await harness.payments.prepare(harness.draft(), from: harness.sender)

        #expect(prepared.era == .accepted)
    }

    @Test("on a network whose forks are unknown, prepare still probes, after the one batch")
    func unknownForksProbe() async throws {
        let devnet = try Network.custom(url: try #require(URL(string: "http://127.0.0.1:5555")), chainID: 222)
        let harness = try harness(on: devnet, height: 1_000)
        harness.node.setLegacyTransfers(.escrowOnly)

        await #expect(throws: TransactionsError.onlyEscrowAccepted(devnet)) {
            try await harness.payments.prepare(harness.draft(), from: harness.sender)
        }
        #expect(harness.node.calls(to: .paymentState) == 1)
        #expect(harness.node.calls(to: .legacyTransfers) == 1)
        #expect(harness.nodeCalls == 2)
    }

    @Test("on mainnet, a node that gives no height is probed")
    func noHeightProbes() async throws {
        let harness = try harness(height: nil)
        harness.node.setLegacyTransfers(.disabled)

        await #expect(throws: TransactionsError.legacyTransfersDisabled(.mainnet)) {
            try await harness.payments.prepare(harness.draft(), from: harness.sender)
        }
        #expect(harness.node.calls(to: .legacyTransfers) == 1)
    }

    @Test("a node on another chain is refused before the height says anything")
    func chainCheckedFirst() async throws {
        let harness = try TransactionsHarness(network: .mainnet, nodeChainID: 333)
        harness.node.setBlockchainInfo(BlockchainInfo(numTxBlocks: Self.escrowFork))

        await #expect(throws: TransactionsError.networkMismatch(nodeChainID: 333, configured: .mainnet)) {
            try await harness.payments.prepare(harness.draft(), from: harness.sender)
        }
    }
}

@Suite("LegacyTransferForks: the era at a block height")
struct LegacyTransferForksHeightTests {
    @Test(
        "mainnet and testnet: accepted below the first fork, disabled from it, escrow-only from the second",
        arguments: [
            (Network.mainnet, 31_759_108, LegacyTransfers.accepted), (.mainnet, 31_759_109, .disabled),
            (.mainnet, 36_383_378, .disabled), (.mainnet, 36_383_379, .escrowOnly),
            (.testnet, 39_985_503, .accepted), (.testnet, 39_985_504, .disabled), (.testnet, 40_599_771, .disabled),
            (.testnet, 40_599_772, .escrowOnly),
        ] as [(Network, UInt64, LegacyTransfers)])
    func knownForks(network: Network, height: UInt64, era: LegacyTransfers) {
        #expect(LegacyTransferForks.era(atHeight: height, on: network) == era)
    }

    @Test("a network whose forks are unknown has no era at any height")
    func unknownForks() throws {
        let devnet = try Network.custom(url: try #require(URL(string: "http://127.0.0.1:5555")), chainID: 222)

        #expect(LegacyTransferForks.era(atHeight: 40_599_772, on: devnet) == nil)
    }
}
