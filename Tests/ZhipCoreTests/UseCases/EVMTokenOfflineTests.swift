import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Signing a token transfer offline: the figures only a node could give must be given, and the
/// recipient rules read the transfer's own recipient.
@Suite("Token payments: signing without a node", .container)
struct EVMTokenOfflineTests {
    /// 12.5 of the fixture's token to `recipient`, nonce 0, every fee given, the gas limit `gasLimit`,
    /// from an account only the key tells.
    private func session(to recipient: EVMAddress, gasLimit: UInt64?) throws -> PaymentSession {
        let fixture = try TokenPaymentFixture()
        let order = PaymentOrder(
            TokenTransfer(fixture.token, to: recipient, units: fixture.amount), from: .evm,
            terms: PaymentTerms(
                evmFee: .eip1559(maxFee: Wei(wei: 5_000_000_000_000), priorityFee: .zero), gasLimit: gasLimit, nonce: 0)
        )
        return PaymentSession(offline: order, chainID: Network.mainnet.evmChainID, network: .mainnet)
    }

    @Test("a token transfer offline without a gas limit is refused, naming the gas limit")
    func theGasLimitMustBeGiven() async throws {
        let session = try session(to: try EVMAddress(TokenPaymentVectors.recipient), gasLimit: nil)

        await #expect(throws: TransactionsError.offlineNeeds(.gasLimit)) { try await session.prepareOffline() }
    }

    @Test("a token transfer to the key's own account is refused by rule self-payment once the key tells it")
    func aTokenSelfSendIsRefused() async throws {
        let session = try session(to: TestWallets.keyPair.evmAddress, gasLimit: 60_000)
        await session.confirm(try await session.prepareOffline())

        let error = await #expect(throws: TransactionsError.self) {
            try await session.unlock(with: KeystoreSigner(key: TestWallets.keyPair))
        }

        #expect(error?.ruleRefusal?.rule == "self-payment")
    }
}
