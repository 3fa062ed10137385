import Foundation
import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

// MARK: - Signing without a node

@Suite("DefaultTransactionsUseCase: signing without a node")
struct OfflineSigningTests {
    @Test("a complete draft is signed for the wallet's chain, and the node is never asked")
    func signsWithoutNode() async throws {
        let harness = try TransactionsHarness(network: .testnet)

        let signed = try await harness.payments.signOffline(
            harness.draft(nonce: 9), on: harness.network, keystore: harness.keystore,
            password: TransactionsHarness.password)

        #expect(signed.hasValidSignature)
        #expect(signed.core.nonce == 9)
        #expect(signed.core.version.chainID == 333)
        #expect(harness.nodeCalls == 0)
    }

    @Test("without a nonce nothing is signed: a node would be needed to know it")
    func needsNonce() async throws {
        let harness = try TransactionsHarness()

        await #expect(throws: TransactionsError.offlineNeeds(.nonce)) {
            try await harness.payments.signOffline(
                harness.draft(), on: harness.network, keystore: harness.keystore, password: TransactionsHarness.password
            )
        }
    }

    @Test("without a gas price nothing is signed: the network's minimum is not known offline")
    func needsGasPrice() async throws {
        let harness = try TransactionsHarness()
        var draft = harness.draft(nonce: 1)
        draft.gasPrice = nil

        await #expect(throws: TransactionsError.offlineNeeds(.gasPrice)) {
            try await harness.payments.signOffline(
                draft, on: harness.network, keystore: harness.keystore, password: TransactionsHarness.password)
        }
    }

    @Test("a gas price above the ceiling is refused offline too, unless a high fee is allowed")
    func gasPriceCeiling() async throws {
        let harness = try TransactionsHarness()
        var draft = harness.draft(gasPrice: Amount(20_001, unit: .li), nonce: 1)

        await #expect(
            throws: TransactionsError.gasPriceAboveLimit(
                price: draft.gasPrice ?? .zero, limit: PaymentLimits.maximumGasPrice)
        ) {
            try await harness.payments.signOffline(
                draft, on: harness.network, keystore: harness.keystore, password: TransactionsHarness.password)
        }
        draft.acceptedRisks.insert(.highGasPrice)
        let signed = try await harness.payments.signOffline(
            draft, on: harness.network, keystore: harness.keystore, password: TransactionsHarness.password)
        #expect(signed.core.gasPrice == Amount(20_001, unit: .li))
    }

    @Test("a gas limit below 50 is refused offline too")
    func gasLimitFloor() async throws {
        let harness = try TransactionsHarness()
        var draft = harness.draft(nonce: 1)
        draft.gasLimit = 49

        await #expect(throws: TransactionsError.gasLimitTooLow(49)) {
            try await harness.payments.signOffline(
                draft, on: harness.network, keystore: harness.keystore, password: TransactionsHarness.password)
        }
    }

    @Test("a gas limit above what a block holds is refused offline too")
    func gasLimitAboveBlockOffline() async throws {
        let harness = try TransactionsHarness()
        var draft = harness.draft(nonce: 1)
        draft.gasLimit = 5_000_001

        await #expect(throws: TransactionsError.gasLimitAboveBlock(5_000_001)) {
            try await harness.payments.signOffline(
                draft, on: harness.network, keystore: harness.keystore, password: TransactionsHarness.password)
        }
    }
}
