import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// What the network's era lets a legacy payment do, known before anything is signed: the era from
/// the block height where the forks are known, else from the node's answer to the probe.
@Suite("Legacy payments: what the network's era allows", .container)
struct LegacyPaymentEraTests {
    /// A lodging of 1 ZIL into the migration escrow, `confirmed` or not, at Zilliqa 2.0's minimum gas price.
    static func lodging(_ world: PaymentWorld, confirmed: Bool = true, nonce: UInt64? = nil) -> PaymentOrder {
        world.legacyOrder(
            to: .migrationEscrow, terms: PaymentTerms(legacyGasPrice: Payment.zilliqa2MinimumGasPrice, nonce: nonce),
            consents: confirmed ? [.escrowLodge] : [])
    }

    @Test("a network that disabled legacy transfers refuses the payment by rule legacy-era, unsigned and unsent")
    func disabledRefusesBeforeSigning() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        world.zilliqa.setLegacyTransfers(.disabled)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder()).pay(signingWith: world.key)
        }

        #expect(error?.ruleRefusal?.rule == "legacy-era")
        #expect(world.zilliqa.calls(to: .send) == 0)
    }

    @Test("where the node gives no height, the era is asked of it once")
    func eraAskedOnce() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))

        _ = try await world.session(world.legacyOrder()).prepare()

        #expect(world.zilliqa.calls(to: .legacyTransfers) == 1)
    }

    @Test("an escrow-only network refuses a payment to anyone but the escrow by rule legacy-era")
    func escrowOnlyRefusesOthers() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        world.zilliqa.setLegacyTransfers(.escrowOnly)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder()).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "legacy-era")
        #expect(world.zilliqa.calls(to: .send) == 0)
    }

    @Test("an escrow-only network prepares a confirmed lodging, with the escrow's flat fee on top of the amount")
    func escrowOnlyPreparesLodge() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        world.zilliqa.setLegacyTransfers(.escrowOnly)

        let prepared = try await world.session(Self.lodging(world)).prepare()

        // 21000 x floor(2000000016 x 10^6 / 420) wei = 100000000800 Qa (zq2-legacy-api.md section 3).
        #expect(prepared.summary.fee == .qa(Amount(qa: 100_000_000_800)))
        #expect(prepared.summary.total == .qa(Amount(qa: 1_100_000_000_800)))
        #expect(prepared.summary.lodgesIntoEscrow)
        #expect(prepared.facts.legacyTransfers == .escrowOnly)
    }

    @Test("a payment to the escrow the person did not choose as a lodging is refused by rule escrow-lodge")
    func unconfirmedLodgeRefused() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        world.zilliqa.setLegacyTransfers(.escrowOnly)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(Self.lodging(world, confirmed: false)).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "escrow-lodge")
        #expect(error?.ruleRefusal?.consent == .escrowLodge)
    }

    @Test("allowing an unusual recipient does not confirm a lodging into the escrow")
    func unusualRecipientIsNotLodgeConsent() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        var order = Self.lodging(world, confirmed: false)
        order.consents.formUnion([.sender, .zeroAddress])

        let error = await #expect(throws: TransactionsError.self) { try await world.session(order).prepare() }

        #expect(error?.ruleRefusal?.rule == "escrow-lodge")
    }

    @Test("signing offline refuses an unconfirmed lodging too")
    func offlineUnconfirmedLodgeRefused() async throws {
        let world = PaymentWorld()
        let session = PaymentSession(
            offline: Self.lodging(world, confirmed: false, nonce: 5), chainID: world.network.evmChainID,
            network: world.network)

        let error = await #expect(throws: TransactionsError.self) { try await session.prepareOffline() }

        #expect(error?.ruleRefusal?.rule == "escrow-lodge")
        #expect(world.legacyNodeCalls == 0)
    }

    @Test("a probe the node did not answer leaves the era unknown: the payment is prepared, the node decides")
    func probeUnanswered() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        world.zilliqa.setError(.transport(.timedOut), for: .legacyTransfers)

        let prepared = try await world.session(world.legacyOrder()).prepare()

        #expect(prepared.facts.legacyTransfers == nil)
        #expect(prepared.isComplete)
    }
}

@Suite("Legacy payments: the era from the block height where the forks are known", .container)
struct LegacyPaymentEraHeightTests {
    /// Mainnet's escrow-only fork (`zq2-legacy-api.md` section 7.1).
    private static let escrowFork: UInt64 = 36_383_379

    /// A world on `network` whose legacy node reports `height` as its final block.
    private func world(on network: Network = .mainnet, height: UInt64?) -> PaymentWorld {
        let world = PaymentWorld(network: network)
        world.zilliqa.setBlockchainInfo(BlockchainInfo(numTxBlocks: height))
        world.fundLegacy(Amount(10, unit: .zil))
        return world
    }

    @Test("on mainnet below the first fork, prepare reads everything in one call and asks no probe")
    func belowTheForksOneRoundTrip() async throws {
        let world = world(height: 31_759_108)

        let prepared = try await world.session(world.legacyOrder()).prepare()

        #expect(prepared.facts.legacyTransfers == .accepted)
        #expect(world.zilliqa.calls(to: .paymentState) == 1)
        #expect(world.legacyNodeCalls == 1)
    }

    @Test("on mainnet at the escrow fork, a payment not to the escrow is refused unsigned, with no probe")
    func atTheEscrowForkRefusesOthers() async throws {
        let world = world(height: Self.escrowFork)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder()).pay(signingWith: world.key)
        }

        #expect(error?.ruleRefusal?.rule == "legacy-era")
        #expect(world.zilliqa.sentTransactions.isEmpty)
        #expect(world.zilliqa.calls(to: .legacyTransfers) == 0)
    }

    @Test("on mainnet after the escrow fork, a confirmed lodging is prepared as escrow-only")
    func afterTheEscrowForkPreparesLodge() async throws {
        let world = world(height: Self.escrowFork + 1)

        let prepared = try await world.session(LegacyPaymentEraTests.lodging(world)).prepare()

        #expect(prepared.facts.legacyTransfers == .escrowOnly)
        #expect(world.zilliqa.calls(to: .legacyTransfers) == 0)
    }

    @Test("the height wins over what a probe would say: below the forks is accepted though the node would refuse")
    func heightNotProbe() async throws {
        let world = world(height: 1_000)
        world.zilliqa.setLegacyTransfers(.escrowOnly)

        let prepared = try await world.session(world.legacyOrder()).prepare()

        #expect(prepared.facts.legacyTransfers == .accepted)
    }

    @Test("on a network whose forks are unknown, prepare still probes, after the one batch")
    func unknownForksProbe() async throws {
        let devnet = try Network.custom(url: try #require(URL(string: "http://127.0.0.1:5555")), chainID: 222)
        let world = world(on: devnet, height: 1_000)
        world.zilliqa.setLegacyTransfers(.escrowOnly)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder()).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "legacy-era")
        #expect(world.zilliqa.calls(to: .paymentState) == 1)
        #expect(world.zilliqa.calls(to: .legacyTransfers) == 1)
        #expect(world.legacyNodeCalls == 2)
    }

    @Test("on mainnet, a node that gives no height is probed")
    func noHeightProbes() async throws {
        let world = world(height: nil)
        world.zilliqa.setLegacyTransfers(.disabled)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder()).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "legacy-era")
        #expect(world.zilliqa.calls(to: .legacyTransfers) == 1)
    }

    @Test("a node on another chain is refused by rule chain-id before the height says anything")
    func chainCheckedFirst() async throws {
        let world = world(height: Self.escrowFork)
        world.zilliqa.setChainID(Network.testnet.chainID)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder()).prepare()
        }

        #expect(error?.ruleRefusal?.rule == "chain-id")
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
