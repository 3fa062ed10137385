import Foundation
import Testing
import ZhipCore
import ZilliqaKit

@Suite("TransactionsError names a custom network by its node, not by the word custom")
struct TransactionsErrorNetworkNameTests {
    private func customNetwork() throws -> Network {
        try Network.custom(url: try #require(URL(string: "http://127.0.0.1:5555")), chainID: 222)
    }

    @Test("the escrow-only refusal on a node given by URL names the URL")
    func escrowOnlyNamesTheNode() throws {
        // Arrange
        let network = try customNetwork()
        // Act
        let text = TransactionsError.onlyEscrowAccepted(network).description
        // Assert
        #expect(text.hasPrefix("http://127.0.0.1:5555 accepts legacy (zil1) transfers only into the migration escrow"))
        #expect(!text.contains("custom"))
    }

    @Test("the disabled refusal on a node given by URL names the URL")
    func disabledNamesTheNode() throws {
        // Arrange
        let network = try customNetwork()
        // Act
        let text = TransactionsError.legacyTransfersDisabled(network).description
        // Assert
        #expect(text.hasPrefix("http://127.0.0.1:5555 no longer accepts legacy (zil1) transfers"))
    }

    @Test("a preset is named by its name")
    func presetByName() {
        // Act
        let text = TransactionsError.onlyEscrowAccepted(.mainnet).description
        // Assert
        #expect(text.hasPrefix("mainnet accepts legacy (zil1) transfers only into the migration escrow"))
    }
}
