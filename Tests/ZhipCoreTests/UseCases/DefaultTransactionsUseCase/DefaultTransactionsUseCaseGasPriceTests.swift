import Foundation
import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

// MARK: - Gas price

@Suite("DefaultTransactionsUseCase: the minimum gas price")
struct TransactionsGasPriceTests {
    @Test("the minimum gas price is fetched once and then kept")
    func fetchedOnce() async throws {
        let harness = try TransactionsHarness()

        let first = try await harness.useCase.minimumGasPrice()
        let second = try await harness.useCase.minimumGasPrice()

        #expect(first == Amount(2000, unit: .li))
        #expect(second == first)
        #expect(harness.node.calls(to: .minimumGasPrice) == 1)
    }

    @Test("a price just under five minutes old is still used")
    func keptWithinLifetime() async throws {
        let harness = try TransactionsHarness()
        _ = try await harness.useCase.minimumGasPrice()
        harness.node.setMinimumGasPrice(Amount(3000, unit: .li))
        harness.clock.advance(by: .seconds(299))

        let price = try await harness.useCase.minimumGasPrice()

        #expect(price == Amount(2000, unit: .li))
        #expect(harness.node.calls(to: .minimumGasPrice) == 1)
    }

    @Test("a price five minutes old is fetched again")
    func refetchedAfterLifetime() async throws {
        let harness = try TransactionsHarness()
        _ = try await harness.useCase.minimumGasPrice()
        harness.node.setMinimumGasPrice(Amount(3000, unit: .li))
        harness.clock.advance(by: .seconds(300))

        let price = try await harness.useCase.minimumGasPrice()

        #expect(price == Amount(3000, unit: .li))
        #expect(harness.node.calls(to: .minimumGasPrice) == 2)
    }

    @Test("alwaysFetch asks the network even when a fresh price is kept")
    func alwaysFetch() async throws {
        let harness = try TransactionsHarness()
        _ = try await harness.useCase.minimumGasPrice()
        harness.node.setMinimumGasPrice(Amount(3000, unit: .li))

        let price = try await harness.useCase.minimumGasPrice(alwaysFetch: true)

        #expect(price == Amount(3000, unit: .li))
        #expect(harness.node.calls(to: .minimumGasPrice) == 2)
    }

    @Test("a failed fetch is a typed error and keeps nothing, so the next call asks again")
    func failureKeepsNothing() async throws {
        let harness = try TransactionsHarness()
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

// MARK: - The gas price and fee rules of prepare

@Suite("DefaultTransactionsUseCase: gas price and fee rules, enforced by prepare")
struct TransactionsGasRulesTests {
    /// A draft of 1 ZIL with `gasPrice` (nil: the network's minimum).
    private func draft(
        _ harness: TransactionsHarness, gasPrice: Amount?, gasLimit: UInt64 = 50, allowsHighFee: Bool = false
    )
        -> PaymentDraft
    {
        PaymentDraft(
            to: harness.recipient, amount: Amount(1, unit: .zil), gasPrice: gasPrice, gasLimit: gasLimit,
            acceptedRisks: allowsHighFee ? [.highGasPrice] : [])
    }

    @Test("a node reporting an absurd minimum gas price gets no signature, and the error names the node and value")
    func absurdNodeMinimum() async throws {
        // Arrange
        let harness = try TransactionsHarness(
            senderAccount: AccountBalance(balance: Amount(100_000_000, unit: .zil), nonce: 0))
        let absurd = Amount(qa: 1_000_000_000_000_000_000)
        harness.node.setMinimumGasPrice(absurd)
        // Act
        let error = await #expect(throws: TransactionsError.self) {
            try await harness.payments.send(
                draft(harness, gasPrice: nil), keystore: harness.keystore, password: TransactionsHarness.password)
        }
        // Assert
        #expect(
            error
                == .nodeMinimumGasPriceAboveLimit(
                    node: Network.mainnet.url.absoluteString, minimum: absurd, limit: PaymentLimits.maximumGasPrice))
        #expect(error?.description.contains(Network.mainnet.url.absoluteString) == true)
        #expect(harness.node.sentTransactions.isEmpty)
    }

    @Test("a draft without a gas price pays the minimum the node reports when it is asked at prepare time")
    func minimumByDefault() async throws {
        // Arrange
        let harness = try TransactionsHarness()
        harness.node.setMinimumGasPrice(Amount(qa: 2_000_000_016))
        // Act
        let prepared = try await harness.payments.prepare(draft(harness, gasPrice: nil), from: harness.sender)
        // Assert
        #expect(prepared.payment.gasPrice == Amount(qa: 2_000_000_016))
        #expect(harness.node.calls(to: .paymentState) == 1)
    }

    @Test("a gas price below the network's minimum is refused before anything is signed")
    func belowMinimum() async throws {
        let harness = try TransactionsHarness()
        await #expect(
            throws: TransactionsError.gasPriceBelowMinimum(
                price: Amount(1000, unit: .li), minimum: Amount(2000, unit: .li))
        ) {
            try await harness.payments.prepare(draft(harness, gasPrice: Amount(1000, unit: .li)), from: harness.sender)
        }
    }

    @Test("a typed gas price above the ceiling is refused unless a high fee is allowed, and then it is paid")
    func aboveCeiling() async throws {
        // Arrange
        let harness = try TransactionsHarness(senderAccount: AccountBalance(balance: Amount(100, unit: .zil), nonce: 0))
        let high = Amount(50_000, unit: .li)
        // Act
        let refused = await #expect(throws: TransactionsError.self) {
            try await harness.payments.prepare(draft(harness, gasPrice: high), from: harness.sender)
        }
        let allowed = try await harness.payments.prepare(
            draft(harness, gasPrice: high, allowsHighFee: true), from: harness.sender)
        // Assert
        #expect(refused == .gasPriceAboveLimit(price: high, limit: PaymentLimits.maximumGasPrice))
        #expect(allowed.payment.gasPrice == high)
    }

    @Test("a larger gas limit costs nothing more: the fee is 50 gas at the price, as Zilliqa 2.0 charges")
    func gasLimitCostsNothing() async throws {
        let harness = try TransactionsHarness(
            senderAccount: AccountBalance(balance: Amount(1000, unit: .zil), nonce: 0))

        let prepared = try await harness.payments.prepare(
            draft(harness, gasPrice: nil, gasLimit: 100_000), from: harness.sender)

        #expect(prepared.fee == (try Amount.fee(gasPrice: prepared.payment.gasPrice, gasLimit: 50)))
        #expect(prepared.gasLimitNote == "more than the 50 a payment uses: it costs nothing more, and is not needed")
    }

    @Test("a gas limit above what a block holds is refused before signing: the network would refuse it")
    func gasLimitAboveBlock() async throws {
        let harness = try TransactionsHarness()

        await #expect(throws: TransactionsError.gasLimitAboveBlock(200_001)) {
            try await harness.payments.prepare(draft(harness, gasPrice: nil, gasLimit: 200_001), from: harness.sender)
        }
    }

    @Test("a gas limit below 50 is refused by prepare itself")
    func gasLimitTooLow() async throws {
        let harness = try TransactionsHarness()
        await #expect(throws: TransactionsError.gasLimitTooLow(49)) {
            try await harness.payments.prepare(draft(harness, gasPrice: nil, gasLimit: 49), from: harness.sender)
        }
    }
}
