import Testing
import ZhipCore
import ZilliqaKit

@Suite("TransactionsError: which errors refuse the payment itself")
struct TransactionsErrorRefusalTests {
    @Test(
        "a rule's or the node's refusal refuses the payment",
        arguments: [
            TransactionsError.evmService(.insufficientFunds(cost: nil, balance: nil)),
            .nodeRefused(.insufficientFunds),
            .feeBelowGasPrice(offered: Wei(wei: 1), gasPrice: Wei(wei: 2)),
            .nonceTaken(nonce: 1, nextNonce: 2),
        ])
    func refusals(_ error: TransactionsError) {
        #expect(error.refusesThePayment)
    }

    @Test(
        "a node that could not be asked, or whose answer to a send is unreadable, does not",
        arguments: [
            TransactionsError.service(.transport(.timedOut)),
            .evmService(.malformedAnswer(method: "eth_sendRawTransaction", field: "result", problem: .missing)),
        ])
    func notRefusals(_ error: TransactionsError) {
        #expect(!error.refusesThePayment)
    }
}
