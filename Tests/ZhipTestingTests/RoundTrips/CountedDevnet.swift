import Foundation
import ZhipCore
import ZhipDevnetKit
import ZhipTesting
import ZilliqaKit

/// Starts a zhip-devnet on mainnet's chain id, funding both of `funded`'s accounts with 5000 ZIL,
/// registers in the test's container the network and both services over one counting transport
/// (and in-memory preferences), runs `body`, and stops the devnet: what the round-trip tests count.
@MainActor
func withCountedDevnet(
    funding funded: KeyPair, _ body: (Devnet, CountingTransport) async throws -> Void
) async throws {
    var configuration = DevnetConfiguration()
    configuration.port = 0
    configuration.blockTime = .zero
    configuration.chainID = Network.mainnet.chainID
    configuration.genesis = [GenesisAccount(keyPair: funded, balance: Amount(5000, unit: .zil))]
    try await Devnet.withRunning(configuration) { devnet in
        _ = try devnet.ledger.fund(Address(funded.evmAddress), wei: Wei(5000, unit: .zil))
        let counted = CountingTransport(HTTPTransport(url: devnet.url))
        let network = try Network(name: "mainnet-like", chainID: Network.mainnet.chainID, url: devnet.url)
        let container = Container.shared
        container.preferences.register { .inMemory() }
        container.network.register { .success(network) }
        container.zilliqaService.register { JSONRPCZilliqaService(transport: counted) }
        container.evmService.register { JSONRPCEVMService(transport: counted) }
        try await body(devnet, counted)
    }
}
