import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("DefaultTransactionsUseCase: the receipt wait re-asks the era")
struct ReceiptWaitEraSwitchTests {
    let node = FakeZilliqaService(chainID: Network.devnet.chainID)
    let id: TransactionID
    let policy = PollingPolicy(tries: 5, baseDelay: .seconds(1), sleep: { _ in })

    init() throws {
        id = try TransactionID(hex: String(repeating: "ab", count: 32))
    }

    /// A use case on `network` (the devnet's forks are unknown, so its era is asked).
    func useCase(on network: Network = .devnet) -> DefaultTransactionsUseCase {
        DefaultTransactionsUseCase(
            zilliqaService: node, network: network, preferences: .inMemory(), dateProvider: FixedDateProvider(.now),
            clock: ImmediateClock())
    }

    @Test("a payment without a receipt on a network that switched legacy transfers off will never be mined")
    func droppedAtTheSwitch() async throws {
        node.setLegacyTransfers(.disabled)

        await #expect(throws: LegacyPaymentDroppedError(id: id, network: .devnet)) {
            try await useCase().receipt(for: id, policy: policy, progress: nil)
        }
    }

    @Test("while the network takes legacy transfers, the wait goes on to its last try")
    func waitsWhileTaken() async throws {
        node.setLegacyTransfers(.accepted)

        await #expect(throws: TransactionsError.self) {
            try await useCase().receipt(for: id, policy: policy, progress: nil)
        }

        #expect(node.calls(to: .transaction) == 5)
    }

    @Test("on mainnet, past its last known fork, no probe transaction goes to the public node while waiting")
    func noProbeWhereForksAreKnown() async throws {
        // Arrange
        let mainnetNode = FakeZilliqaService(chainID: Network.mainnet.chainID)
        mainnetNode.setLegacyTransfers(.disabled)
        let useCase = DefaultTransactionsUseCase(
            zilliqaService: mainnetNode, network: .mainnet, preferences: .inMemory(),
            dateProvider: FixedDateProvider(.now), clock: ImmediateClock())
        // Act
        await #expect(throws: TransactionsError.self) {
            try await useCase.receipt(for: id, policy: policy, progress: nil)
        }
        // Assert
        #expect(mainnetNode.calls(to: .legacyTransfers) == 0)
        #expect(mainnetNode.calls(to: .transaction) == 5)
    }
}
