import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// ZilliqaKit's probe of the era (`LegacyTransferProbe`) against zhip-devnet's three eras, over
/// real HTTP: each era's refusal of the probe names it, and nothing reaches the ledger.
@Suite("ZilliqaKit learns the network's era of legacy transfers from zhip-devnet, without a payment")
struct LegacyTransfersProbeTests {
    private func service(_ devnet: Devnet) throws -> JSONRPCZilliqaService {
        let network = try Network.custom(url: devnet.url, chainID: Fixture.chainID, name: "devnet")
        return JSONRPCZilliqaService(network: network, timeout: .seconds(5))
    }

    private func configuration(era: LegacyEra) -> DevnetConfiguration {
        var configuration = testConfiguration()
        configuration.era = era
        return configuration
    }

    @Test(
        "each era is told apart by the node's refusal of the probe",
        arguments: [
            (LegacyEra.legacy, LegacyTransfers.accepted), (.disabled, .disabled), (.escrowOnly, .escrowOnly),
        ])
    func eraFromRefusal(devnetEra: LegacyEra, expected: LegacyTransfers) async throws {
        try await withDevnet(configuration(era: devnetEra)) { devnet in
            let era = try await service(devnet).legacyTransfers(chainID: Fixture.chainID)

            #expect(era == expected)
        }
    }

    @Test("the probe never reaches the ledger: no transaction, no block, no account")
    func probeLeavesNoTrace() async throws {
        try await withDevnet(configuration(era: .legacy)) { devnet in
            _ = try await service(devnet).legacyTransfers(chainID: Fixture.chainID)

            let summary = devnet.ledger.summary()
            #expect(summary.pendingCount == 0)
            #expect(summary.transactionCount == 0)
        }
    }
}
