import CommandLineKit
import Testing
import ZhipCore
import ZilliqaKit

@testable import ZhipCLI

/// The exit codes of `send --account evm`, read from ZhipCore's one error enum as the README's table says.
@Suite("send --account evm: exit codes of ZhipCore's refusals")
struct EVMFailureExitCodeTests {
    @Test(
        "a refusal by the node exits 2, as a rule's does: nothing moved",
        arguments: [
            TransactionsError.evmService(.insufficientFunds(cost: nil, balance: nil)),
            .nodeRefused(.rpc(code: -32000, message: "rejected")),
            .feeBelowGasPrice(offered: Wei(wei: 1), gasPrice: Wei(wei: 2)),
        ])
    func nodeRefusalIsRefused(_ error: TransactionsError) {
        // Act
        let failure = SendCommand.evmFailure(for: error)
        // Assert
        #expect(failure.exitCode == .refused)
    }

    @Test("a node that could not be reached exits 1: nothing was sent")
    func unreachableNodeFails() {
        // Act
        let failure = SendCommand.evmFailure(for: .service(.transport(.timedOut)))
        // Assert
        #expect(failure.exitCode == .failure)
    }
}
