import Testing
import ZhipCore
import ZilliqaKit

@Suite("EVMPaymentsError: which errors refuse the payment itself")
struct EVMPaymentsErrorRefusalTests {
    @Test(
        "a rule's or the node's refusal refuses the payment",
        arguments: [
            EVMPaymentsError.node(EVMServiceError.insufficientFunds(cost: nil, balance: nil)),
            .node(ZilliqaServiceError.insufficientFunds),
            .feeBelowGasPrice(offered: Wei(wei: 1), gasPrice: Wei(wei: 2)),
            .nonceTaken(nonce: 1, nextNonce: 2),
        ])
    func refusals(_ error: EVMPaymentsError) {
        #expect(error.refusesThePayment)
    }

    @Test(
        "a node that could not be asked, or whose answer to a send is unreadable, does not",
        arguments: [
            EVMPaymentsError.node(ZilliqaServiceError.transport(.timedOut)),
            .node(
                EVMServiceError.malformedAnswer(method: "eth_sendRawTransaction", field: "result", problem: .missing)),
        ])
    func notRefusals(_ error: EVMPaymentsError) {
        #expect(!error.refusesThePayment)
    }
}
