import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZhipTesting
import ZilliqaKit

/// A page of history costs two HTTP round trips, whatever it needs besides the search: the search,
/// then one batch of the gas price, the latest block, the listed tokens' supplies and (first page,
/// with recorded sends) the nonce. Counted through the transport itself, on a real zhip-devnet.
@Suite("A history page costs two round trips", .container)
@MainActor
struct HistoryRoundTripTests {
    private let alice = WalletFlowHarness.alice
    private let bob = WalletFlowHarness.bob

    @Test("the newest page (ZIL and a listed token sent, the sends recorded) and the older one: two each")
    func twoRoundTripsAPage() async throws {
        try await withCountedDevnet(funding: alice) { devnet, counted in
            // Arrange
            let container = Container.shared
            let deployed = try devnet.ledger.deploy(
                try TokenDeployment(
                    name: "Test USD", symbol: "TUSD", decimals: 6, supply: 1_000_000_000,
                    holder: Address(alice.evmAddress)))
            let token = try Token(
                contract: EVMAddress(deployed.address), symbol: "TUSD", name: "Test USD", decimals: 6,
                evmChainID: Network.mainnet.evmChainID)
            try container.tokenListUseCase().add(token)
            for order in [
                PaymentOrder.evmTransfer(Wei(1, unit: .zil), from: alice.evmAddress, to: bob.evmAddress),
                PaymentOrder(TokenTransfer(token, to: bob.evmAddress, units: 5), from: .evm, sender: alice.evmAddress),
            ] {
                let session = PaymentSession(order: order)
                let paid = try await session.pay(signingWith: alice)
                _ = try #require(paid.outcome.sent, "\(paid.outcome)")
                _ = try await session.receipt()
            }
            let history = container.historyUseCase()
            let account = HistoryAccount(evm: alice.evmAddress)
            // Act
            let start = counted.requests
            let newest = try await history.page(of: account, before: nil, limit: 1)
            let afterNewest = counted.requests
            let before: UInt64 = try #require(newest.nextBefore)
            let older = try await history.page(of: account, before: before, limit: 1)
            // Assert
            #expect(newest.entries.map(\.amount.asset) == ["TUSD"])
            #expect(older.entries.map(\.amount.asset) == ["ZIL"])
            #expect(afterNewest - start == 2)
            #expect(counted.requests - afterNewest == 2)
        }
    }
}
