import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The refusals of the eras and of a lodging, in words a person can act on: the block of the fork
/// where it is known, the network by its name or its node's URL, where ZIL moves now.
@Suite("Legacy payments: the eras' refusals in words", .container)
struct LegacyEraRefusalWordingTests {
    /// The refusal of 1 ZIL to the payee on `network` whose legacy node reports `height` (and
    /// answers `era` to the probe).
    private func refusal(on network: Network, height: UInt64? = nil, era: LegacyTransfers = .accepted) async throws
        -> PaymentRefusal
    {
        let world = PaymentWorld(network: network)
        world.fundLegacy(Amount(10, unit: .zil))
        world.zilliqa.setBlockchainInfo(BlockchainInfo(numTxBlocks: height))
        world.zilliqa.setLegacyTransfers(era)
        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder()).prepare()
        }
        return try #require(error?.ruleRefusal)
    }

    /// A network given by its node's URL alone, whose forks are unknown.
    private func customNetwork() throws -> Network {
        try Network.custom(url: try #require(URL(string: "http://127.0.0.1:5555")), chainID: 222)
    }

    @Test("disabled on mainnet names the block, says the balance is safe, and where ZIL moves now")
    func disabledWords() async throws {
        let refusal = try await refusal(on: .mainnet, height: 31_759_109)

        #expect(refusal.reason.contains("no longer accepts legacy (zil1) transfers since block 31,759,109"))
        #expect(refusal.description.contains("nothing was signed"))
        #expect(refusal.nextStep.contains("your balance is safe and can still be read"))
        #expect(refusal.nextStep.contains("EVM (0x) account of the same key"))
    }

    @Test("escrow-only on testnet names its block and the escrow's address to lodge into")
    func escrowOnlyWords() async throws {
        let refusal = try await refusal(on: .testnet, height: 40_599_772)

        #expect(refusal.reason.contains("only into the migration escrow since block 40,599,772"))
        #expect(refusal.nextStep.contains("zil1qqqqqqqqtfy5cv292dp4yn6h2pfy7kzec60lqn"))
        #expect(refusal.nextStep.contains("official recovery tool"))
    }

    @Test("an era on a network whose forks are unknown names no block")
    func unknownNetworkNamesNoBlock() async throws {
        let refusal = try await refusal(on: try customNetwork(), era: .escrowOnly)

        #expect(!refusal.reason.contains("since block"))
    }

    @Test("the escrow-only refusal on a node given by URL names the URL, not the word custom")
    func escrowOnlyNamesTheNode() async throws {
        let refusal = try await refusal(on: try customNetwork(), era: .escrowOnly)

        #expect(
            refusal.reason.hasPrefix(
                "http://127.0.0.1:5555 accepts legacy (zil1) transfers only into the migration escrow"))
        #expect(!refusal.reason.contains("custom"))
    }

    @Test("the disabled refusal on a node given by URL names the URL")
    func disabledNamesTheNode() async throws {
        let refusal = try await refusal(on: try customNetwork(), era: .disabled)

        #expect(refusal.reason.hasPrefix("http://127.0.0.1:5555 no longer accepts legacy (zil1) transfers"))
    }

    @Test("a preset is named by its name")
    func presetByName() async throws {
        let refusal = try await refusal(on: .mainnet, height: 36_383_379)

        #expect(refusal.reason.hasPrefix("mainnet accepts legacy (zil1) transfers only into the migration escrow"))
    }

    @Test("an unconfirmed lodging warns that claiming needs the recovery tool and a seed phrase")
    func lodgeWarning() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(LegacyPaymentEraTests.lodging(world, confirmed: false)).prepare()
        }

        let text = error?.description ?? ""
        #expect(text.contains("official recovery tool"))
        #expect(text.contains("seed phrase"))
        #expect(text.contains("may not be able to claim it"))
    }
}
