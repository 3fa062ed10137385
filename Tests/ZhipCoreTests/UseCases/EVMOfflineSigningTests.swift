import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Signing an EVM payment offline (`tx sign --account evm`): the recipient rules of an online
/// payment hold for it too, the ones the key does not decide before the password, the one it
/// does once the key is unlocked.
@Suite struct EVMOfflineSigningTests {
    let payments = DefaultPaymentsUseCase(
        zilliqaService: FakeZilliqaService(), evmService: FakeEVMService(), networkSetting: .success(.mainnet),
        preferences: Preferences.inMemory(), clock: ImmediateClock())

    /// 1 ZIL to `recipient` with nonce 0 and every fee given, from a sender the key tells.
    func draft(to recipient: EVMAddress, accepting risks: Set<PaymentRisk> = []) throws -> EVMPaymentDraft {
        EVMPaymentDraft(
            from: try EVMAddress(bytes: [UInt8](repeating: 0xEE, count: 20)), to: recipient,
            amount: .exactly(Wei(1, unit: .zil)),
            fee: .eip1559(maxFee: Wei(wei: 5_000_000_000_000), priorityFee: .zero), acceptedRisks: risks, nonce: 0)
    }

    @Test("the zero address is refused before any key is unlocked")
    func zeroAddressRefused() throws {
        let zero = try EVMAddress(bytes: [UInt8](repeating: 0, count: 20))

        #expect(throws: TransactionsError.riskNotAccepted(.zeroAddress)) {
            try OfflinePayment.evm(checking: try draft(to: zero), chainID: Network.mainnet.evmChainID)
        }
    }

    @Test("a payment to the key's own account is refused once the key tells it, unless accepted")
    func selfSendRefused() async throws {
        let own = TestWallets.keyPair.evmAddress
        let refused = try OfflinePayment.evm(checking: try draft(to: own), chainID: Network.mainnet.evmChainID)
        let accepted = try OfflinePayment.evm(
            checking: try draft(to: own, accepting: [.sender]), chainID: Network.mainnet.evmChainID)

        await #expect(throws: TransactionsError.riskNotAccepted(.sender)) {
            try await payments.signOffline(refused, keystore: TestWallets.keystore, password: TestWallets.password)
        }
        let signed = try await payments.signOffline(
            accepted, keystore: TestWallets.keystore, password: TestWallets.password)
        guard case .evm(let transaction) = signed else {
            Issue.record("an EVM payment was signed as a legacy one")
            return
        }
        #expect(transaction.sender == own)
    }
}
