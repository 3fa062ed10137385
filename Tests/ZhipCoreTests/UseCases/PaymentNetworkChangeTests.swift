import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A payment prepared on one network and sent after the wallet switched to another is refused
/// before it is signed, whichever account pays.
@Suite("Payments: a network switch between prepare and send")
struct PaymentNetworkChangeTests {
    @Test("an EVM payment prepared on mainnet is refused unsigned once the wallet is on testnet")
    func evmPaymentAfterSwitch() async throws {
        // Arrange
        let node = FakeEVMService()
        node.setAccount(FakeEVMService.Account(balance: Wei(10, unit: .zil)), for: TestWallets.keyPair.evmAddress)
        let onMainnet = DefaultPaymentsUseCase(
            zilliqaService: FakeZilliqaService(), evmService: node, networkSetting: .success(.mainnet),
            preferences: .inMemory())
        let onTestnet = DefaultPaymentsUseCase(
            zilliqaService: FakeZilliqaService(), evmService: node, networkSetting: .success(.testnet),
            preferences: .inMemory())
        let prepared = try await onMainnet.prepare(
            EVMPaymentDraft(
                from: TestWallets.keyPair.evmAddress, to: try EVMAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"),
                amount: .exactly(Wei(1, unit: .zil))))

        // Act
        let outcome = await onTestnet.send(prepared, signingWith: TestWallets.keyPair)

        // Assert
        #expect(
            outcome == .refused(.evmNetworkChanged(preparedFor: Network.mainnet.evmChainID, configured: .testnet)))
        #expect(node.sentTransactions.isEmpty)
    }
}
