import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The one order of a payment's rules (``DefaultPaymentsUseCase``): what needs no node is
/// refused before the node is asked, whichever account pays.
@Suite("Payments: the rules that need no node come first")
struct PaymentRuleOrderTests {
    @Test(
        "a payment to the sender itself, not confirmed, is refused before the node is asked",
        arguments: [PayingAccount.legacy, .evm])
    func selfPaymentAsksNoNode(account: PayingAccount) async throws {
        // Arrange
        let zilliqa = FakeZilliqaService()
        let evm = FakeEVMService()
        let payments = DefaultPaymentsUseCase(
            zilliqaService: zilliqa, evmService: evm, networkSetting: .success(.mainnet), preferences: .inMemory())
        let key = TestWallets.keyPair
        let draft: AnyPaymentDraft =
            switch account {
            case .legacy:
                .legacy(
                    PaymentDraft(to: key.publicKey.address, amount: Amount(1, unit: .zil)), from: key.publicKey.address)
            case .evm:
                .evm(EVMPaymentDraft(from: key.evmAddress, to: key.evmAddress, amount: .exactly(Wei(1, unit: .zil))))
            }

        // Act
        let refusal = await #expect(throws: TransactionsError.self) { try await payments.prepare(draft) }

        // Assert
        #expect(refusal == .riskNotAccepted(.sender))
        #expect(zilliqa.calls(to: .paymentState) == 0)
        #expect(evm.calls(to: .accountState) == 0)
    }
}
