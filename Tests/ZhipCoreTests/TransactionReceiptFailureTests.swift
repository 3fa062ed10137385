import Testing
import ZhipCore
import ZilliqaKit

@Suite("A failed receipt in words")
struct TransactionReceiptFailureTests {
    @Test("a payment that failed for want of funds says the amount stayed but the fee was charged, and why")
    func balanceTooLow() {
        let receipt = TransactionReceipt(success: false, cumulativeGas: 50, epochNumber: 812, errors: [2])

        #expect(
            receipt.failureWords
                == "the amount was not transferred, but the fee was charged: the balance did not cover the amount"
                + " when the payment ran")
    }

    @Test("a failure without a reason still says the fee was charged")
    func noReason() {
        let receipt = TransactionReceipt(success: false, cumulativeGas: 50, epochNumber: 812)

        #expect(receipt.failureWords == "the amount was not transferred, but the fee was charged")
    }

    @Test("an unknown Scilla error is named by its number")
    func unknownError() {
        let receipt = TransactionReceipt(success: false, cumulativeGas: 50, epochNumber: 812, errors: [7])

        #expect(receipt.failureWords.hasSuffix(": the network reported error 7"))
    }
}
