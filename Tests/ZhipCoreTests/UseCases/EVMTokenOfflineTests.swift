import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Signing a token transfer offline: the figures only a node could give must be given, and the
/// recipient rules read the transfer's own recipient.
@Suite struct EVMTokenOfflineTests {
    let payments = DefaultPaymentsUseCase(
        zilliqaService: FakeZilliqaService(), evmService: FakeEVMService(), networkSetting: .success(.mainnet),
        preferences: Preferences.inMemory(), clock: ImmediateClock())

    /// 12.5 of the fixture's token to `recipient`, nonce 0, every fee given, the gas limit `gasLimit`.
    func draft(to recipient: EVMAddress, gasLimit: UInt64?) throws -> EVMPaymentDraft {
        let fixture = try TokenPaymentFixture()
        return EVMPaymentDraft(
            from: try EVMAddress(bytes: [UInt8](repeating: 0xEE, count: 20)), to: recipient, amount: .exactly(.zero),
            fee: .eip1559(maxFee: Wei(wei: 5_000_000_000_000), priorityFee: .zero), nonce: 0, gasLimit: gasLimit,
            intent: .tokenTransfer(fixture.token, amount: fixture.amount))
    }

    @Test("a token transfer offline without a gas limit is refused, naming the gas limit")
    func theGasLimitMustBeGiven() throws {
        let recipient = try EVMAddress(TokenPaymentVectors.recipient)

        #expect(throws: TransactionsError.offlineNeeds(.gasLimit)) {
            try OfflinePayment.evm(
                checking: try draft(to: recipient, gasLimit: nil), chainID: Network.mainnet.evmChainID)
        }
    }

    @Test("a token transfer to the key's own account is refused once the key tells it, unless accepted")
    func aTokenSelfSendIsRefused() async throws {
        let payment = try OfflinePayment.evm(
            checking: try draft(to: TestWallets.keyPair.evmAddress, gasLimit: 60_000),
            chainID: Network.mainnet.evmChainID)

        await #expect(throws: TransactionsError.riskNotAccepted(.sender)) {
            try await payments.signOffline(payment, keystore: TestWallets.keystore, password: TestWallets.password)
        }
    }
}
