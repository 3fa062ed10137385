import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("DefaultBalancesUseCase: the minimum gas price")
struct BalancesGasPriceTests {
    @Test("the minimum gas price is fetched once and then kept")
    func fetchedOnce() async throws {
        let harness = BalancesHarness()

        let first = try await harness.useCase.minimumGasPrice()
        let second = try await harness.useCase.minimumGasPrice()

        #expect(first == Amount(2000, unit: .li))
        #expect(second == first)
        #expect(harness.node.calls(to: .minimumGasPrice) == 1)
    }

    @Test("a price just under five minutes old is still used")
    func keptWithinLifetime() async throws {
        let harness = BalancesHarness()
        _ = try await harness.useCase.minimumGasPrice()
        harness.node.setMinimumGasPrice(Amount(3000, unit: .li))
        harness.clock.advance(by: .seconds(299))

        let price = try await harness.useCase.minimumGasPrice()

        #expect(price == Amount(2000, unit: .li))
        #expect(harness.node.calls(to: .minimumGasPrice) == 1)
    }

    @Test("a price five minutes old is fetched again")
    func refetchedAfterLifetime() async throws {
        let harness = BalancesHarness()
        _ = try await harness.useCase.minimumGasPrice()
        harness.node.setMinimumGasPrice(Amount(3000, unit: .li))
        harness.clock.advance(by: .seconds(300))

        let price = try await harness.useCase.minimumGasPrice()

        #expect(price == Amount(3000, unit: .li))
        #expect(harness.node.calls(to: .minimumGasPrice) == 2)
    }

    @Test("alwaysFetch asks the network even when a fresh price is kept")
    func alwaysFetch() async throws {
        let harness = BalancesHarness()
        _ = try await harness.useCase.minimumGasPrice()
        harness.node.setMinimumGasPrice(Amount(3000, unit: .li))

        let price = try await harness.useCase.minimumGasPrice(alwaysFetch: true)

        #expect(price == Amount(3000, unit: .li))
        #expect(harness.node.calls(to: .minimumGasPrice) == 2)
    }

    @Test("a failed fetch is a typed error and keeps nothing, so the next call asks again")
    func failureKeepsNothing() async throws {
        let harness = BalancesHarness()
        harness.node.setError(.transport(.timedOut), for: .minimumGasPrice)

        await #expect(throws: TransactionsError.service(.transport(.timedOut))) {
            try await harness.useCase.minimumGasPrice()
        }
        harness.node.setError(nil, for: .minimumGasPrice)
        let price = try await harness.useCase.minimumGasPrice()

        #expect(price == Amount(2000, unit: .li))
        #expect(harness.node.calls(to: .minimumGasPrice) == 2)
    }
}
