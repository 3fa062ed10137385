import Foundation
import Testing
import ZhipCore
import ZilliqaKit

/// The explorer per network: the one set, else the network's own.
@Suite struct ExplorerUseCaseTests {
    let explorers = DefaultExplorerUseCase(preferences: .inMemory())

    @Test("a network with nothing set has its own explorer")
    func presetByDefault() throws {
        #expect(try explorers.explorer(for: .mainnet) == Network.mainnet.presetExplorer)
    }

    @Test("an explorer set for a network is that network's, and not another's")
    func setPerNetwork() throws {
        let own = try Explorer(url: try #require(URL(string: "http://127.0.0.1:5100")))

        try explorers.setExplorer(own, for: .devnet)

        #expect(try explorers.explorer(for: .devnet) == own)
        #expect(try explorers.explorer(for: .testnet) == Network.testnet.presetExplorer)
    }

    @Test("setting none goes back to the network's own explorer")
    func resetToPreset() throws {
        try explorers.setExplorer(
            try Explorer(url: try #require(URL(string: "https://scan.example.org"))), for: .mainnet)

        try explorers.setExplorer(nil, for: .mainnet)

        #expect(try explorers.explorer(for: .mainnet) == Network.mainnet.presetExplorer)
    }

    @Test("a transaction link is the explorer's /tx/ page of the hash")
    func transactionLink() throws {
        try explorers.setExplorer(try Explorer(url: try #require(URL(string: "http://127.0.0.1:5100"))), for: .devnet)

        #expect(explorers.transactionLink("0xab", on: .devnet) == "http://127.0.0.1:5100/tx/0xab")
    }
}
