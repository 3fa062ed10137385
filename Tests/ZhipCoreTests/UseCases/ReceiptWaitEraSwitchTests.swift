import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("DefaultTransactionsUseCase: the receipt wait re-asks the era")
struct ReceiptWaitEraSwitchTests {
    let node = FakeZilliqaService(chainID: Network.mainnet.chainID)
    let id: TransactionID
    let policy = PollingPolicy(tries: 5, baseDelay: .seconds(1), sleep: { _ in })

    init() throws {
        id = try TransactionID(hex: String(repeating: "ab", count: 32))
    }

    var useCase: DefaultTransactionsUseCase {
        DefaultTransactionsUseCase(
            zilliqaService: node, network: .mainnet, preferences: .inMemory(), dateProvider: FixedDateProvider(.now),
            clock: ImmediateClock())
    }

    @Test("a payment without a receipt on a network that switched legacy transfers off will never be mined")
    func droppedAtTheSwitch() async throws {
        node.setLegacyTransfers(.disabled)

        await #expect(throws: LegacyPaymentDroppedError(id: id, network: .mainnet)) {
            try await useCase.receipt(for: id, policy: policy, progress: nil)
        }
    }

    @Test("while the network takes legacy transfers, the wait goes on to its last try")
    func waitsWhileTaken() async throws {
        node.setLegacyTransfers(.accepted)

        await #expect(throws: TransactionsError.self) {
            try await useCase.receipt(for: id, policy: policy, progress: nil)
        }

        #expect(node.calls(to: .transaction) == 5)
    }
}
