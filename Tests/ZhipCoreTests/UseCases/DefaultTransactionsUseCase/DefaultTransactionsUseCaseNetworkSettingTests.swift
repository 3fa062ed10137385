import Foundation
import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

// MARK: - Without a usable network setting

@Suite("DefaultTransactionsUseCase: without a usable network setting")
struct TransactionsNetworkSettingTests {
    private static let problem = NetworkSettingError.invalid(.unknownName("moon", known: ["mainnet", "testnet"]))

    private static func useCase(node: FakeZilliqaService) -> DefaultTransactionsUseCase {
        DefaultTransactionsUseCase(
            zilliqaService: node, networkSetting: .failure(problem), preferences: .inMemory(),
            dateProvider: FixedDateProvider(TransactionsHarness.start), clock: ImmediateClock())
    }

    @Test("every network operation reports the setting's problem and asks the node nothing")
    func everyOperationRefused() async throws {
        let harness = try TransactionsHarness()
        let useCase = Self.useCase(node: harness.node)
        let payments = DefaultPaymentsUseCase(
            zilliqaService: harness.node, evmService: FakeEVMService(), networkSetting: .failure(Self.problem),
            preferences: .inMemory())
        let expected = TransactionsError.networkSetting(Self.problem)
        let prepared = try await harness.payments.prepare(harness.draft(), from: harness.sender)
        let callsBefore = harness.nodeCalls

        await #expect(throws: expected) { try await useCase.minimumGasPrice() }
        await #expect(throws: expected) { try await useCase.fetchBalance(for: harness.sender) }
        await #expect(throws: expected) { try await payments.prepare(harness.draft(), from: harness.sender) }
        #expect(
            await payments.send(prepared, keystore: harness.keystore, password: TransactionsHarness.password)
                == .refused(expected))
        await #expect(throws: expected) { try await useCase.receipt(for: try transactionID("f")) }
        #expect(harness.nodeCalls == callsBefore)
    }

    @Test("without a network no balance is cached: it could not say which network it belongs to")
    func noCacheWithoutNetwork() throws {
        let useCase = Self.useCase(node: FakeZilliqaService())

        #expect(throws: TransactionsError.self) { try useCase.cacheBalance(Amount(1, unit: .zil)) }
        #expect(try useCase.cachedBalance == nil)
    }

    @Test("a balance cached on one network is not shown on another")
    func cacheBelongsToItsNetwork() throws {
        let preferences = Preferences.inMemory()
        func useCase(on network: Network) -> DefaultTransactionsUseCase {
            DefaultTransactionsUseCase(
                zilliqaService: FakeZilliqaService(), network: network, preferences: preferences,
                dateProvider: FixedDateProvider(.now), clock: ImmediateClock())
        }

        try useCase(on: .testnet).cacheBalance(Amount(1, unit: .zil))

        #expect(try useCase(on: .mainnet).cachedBalance == nil)
        #expect(try useCase(on: .testnet).cachedBalance?.amount == Amount(1, unit: .zil))
    }
}
