import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// The EVM send form takes `max` at its amount prompt, as the legacy one does.
@MainActor
@Suite("Interactive app: max in the EVM send form", .container)
struct InteractiveEVMMaxAmountTests {
    @Test("max at the amount prompt goes on to the review of the balance less the most the fee can be")
    func maxReachesTheReview() async throws {
        let payments = ScenePayments()
        payments.evm.setAccount(
            FakeEVMService.Account(balance: Wei(10, unit: .zil)), for: TestWallets.keyPair.evmAddress)
        let prepare = PreparePaymentViewModel(
            form: EVMPaymentForm(sender: TestWallets.keyPair.evmAddress, evmService: payments.evm))
        var steps: [PreparePaymentViewModel.Step] = []
        prepare.navigator.onStep = { steps.append($0) }
        await prepare.start()
        let terminal = ScriptedTerminal(["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "max", "", "", ""])

        try await TerminalPresenter(ui: terminal).turn(with: prepare)

        #expect(terminal.output.contains("or 'max'"))
        guard steps.count == 1, case .review(_, let prepared) = steps[0], let transaction = prepared.transaction?.evm
        else {
            Issue.record("no review: \(terminal.output)")
            return
        }
        #expect(transaction.value == UInt128(10_000_000_000_000_000_000) - 100_000_000_800_000_000)
    }
}
