import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// `tx sign` of a legacy payment: every figure given, no node asked, the rules run on what is
/// known, then signed by the key once it is unlocked.
@Suite("Legacy payments: signing without a node", .container)
struct LegacyPaymentOfflineTests {
    /// 1 ZIL to the payee at `gasPrice` with `nonce` and `gasLimit`, for signing offline.
    private func order(
        _ world: PaymentWorld, gasPrice: Amount? = Amount(2000, unit: .li), nonce: UInt64? = 9,
        gasLimit: UInt64? = nil, consents: Set<PaymentRisk> = []
    ) -> PaymentOrder {
        world.legacyOrder(
            terms: PaymentTerms(legacyGasPrice: gasPrice, gasLimit: gasLimit, nonce: nonce), consents: consents)
    }

    /// `order` signed offline as a legacy transaction.
    private func signedTransaction(_ order: PaymentOrder, in world: PaymentWorld) async throws -> SignedTransaction {
        let session = PaymentSession(offline: order, chainID: world.network.evmChainID, network: world.network)
        await session.confirm(try await session.prepareOffline())
        _ = try await session.unlock(with: KeystoreSigner(key: world.key))
        guard case .legacy(let signed) = try await session.sign() else {
            Issue.record("a legacy payment was signed as an EVM one")
            throw TransactionsError.cancelled
        }
        return signed
    }

    /// What preparing `order` offline refuses it with.
    private func offlineError(_ order: PaymentOrder, in world: PaymentWorld) async -> TransactionsError? {
        let session = PaymentSession(offline: order, chainID: world.network.evmChainID, network: world.network)
        return await #expect(throws: TransactionsError.self) { try await session.prepareOffline() }
    }

    @Test("a complete order is signed for the wallet's chain with its nonce, and no node is asked")
    func signsWithoutNode() async throws {
        let world = PaymentWorld(network: .testnet)

        let signed = try await signedTransaction(order(world), in: world)

        #expect(signed.hasValidSignature)
        #expect(signed.core.nonce == 9)
        #expect(signed.core.version.chainID == 333)
        #expect(world.legacyNodeCalls == 0)
        #expect(world.evmNodeCalls == 0)
    }

    @Test("without a nonce nothing is signed: a node would be needed to know it")
    func needsNonce() async {
        let world = PaymentWorld()

        #expect(await offlineError(order(world, nonce: nil), in: world) == .offlineNeeds(.nonce))
    }

    @Test("without a gas price nothing is signed: the network's minimum is not known offline")
    func needsGasPrice() async {
        let world = PaymentWorld()

        #expect(await offlineError(order(world, gasPrice: nil), in: world) == .offlineNeeds(.gasPrice))
    }

    @Test("a gas price above the ceiling is refused offline too, unless a high fee is consented to")
    func gasPriceCeiling() async throws {
        let world = PaymentWorld()
        let high = Amount(20_001, unit: .li)

        let error = await offlineError(order(world, gasPrice: high), in: world)
        let signed = try await signedTransaction(order(world, gasPrice: high, consents: [.highGasPrice]), in: world)

        #expect(error?.ruleRefusal?.rule == "fee-ceiling")
        #expect(signed.core.gasPrice == high)
    }

    @Test("a gas limit below 50 is refused offline too, by rule gas-limit")
    func gasLimitFloor() async {
        let world = PaymentWorld()

        let error = await offlineError(order(world, gasLimit: 49), in: world)

        #expect(error?.ruleRefusal?.rule == "gas-limit")
    }

    @Test("a gas limit above what a block holds is refused offline too, by rule gas-limit")
    func gasLimitAboveBlock() async {
        let world = PaymentWorld()

        let error = await offlineError(order(world, gasLimit: 5_000_001), in: world)

        #expect(error?.ruleRefusal?.rule == "gas-limit")
    }

    @Test("a nonce of 0 is refused offline: a legacy account's nonces start at 1")
    func zeroNonce() async {
        let world = PaymentWorld()

        let error = await offlineError(order(world, nonce: 0), in: world)

        #expect(error?.ruleRefusal?.rule == "nonce")
        #expect(error?.ruleRefusal?.reason.contains("its nonces start at 1") == true)
    }
}
