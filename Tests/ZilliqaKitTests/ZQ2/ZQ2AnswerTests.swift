import Foundation
import Testing

@testable import ZilliqaKit

/// Answers written as Zilliqa 2.0 v0.21.8 writes them (`zq2-legacy-api.md` sections 1, 2.3, 5 and 7.5),
/// not recorded from this project's devnet.
@Suite("Zilliqa 2.0: the node's answers")
struct ZQ2AnswerTests {
    private func service(_ handlers: [String: ScriptedTransport.Handler]) -> JSONRPCZilliqaService {
        JSONRPCZilliqaService(transport: ScriptedTransport(handlers), retry: .never)
    }

    private static let paidReceipt = #"""
        {"accepted":false,"gas_used":"50","cumulative_gas_used":"150","cumulative_gas":"50","epoch_num":"36390001",
         "transitions":[],"event_logs":[],"errors":{},"exceptions":[],"success":true}
        """#

    private static let failedReceipt = #"""
        {"accepted":false,"gas_used":"50","cumulative_gas_used":"50","cumulative_gas":"50","epoch_num":"812",
         "transitions":[],"event_logs":[],"errors":{"0":[2]},"exceptions":[],"success":false}
        """#

    private static func transaction(receipt: String) -> String {
        #"{"ID":"\#(String(repeating: "ab", count: 32))","version":"65537","nonce":"17","#
            + #""toAddr":"9ca91eb535fb92fda5094110fdaeb752edb9b039","senderPubKey":"0x02\#(String(repeating: "cd", count: 32))","#
            + #""amount":"1000000000000","signature":"0x\#(String(repeating: "ef", count: 64))","receipt":\#(receipt),"#
            + #""gasPrice":"2000000016","gasLimit":"50","code":null,"data":null}"#
    }

    @Test("a blocked account's nonce, 18446744073709551615, decodes as the largest UInt64")
    func blockedAccountNonce() async throws {
        let service = service(["GetBalance": { _ in .result(#"{"balance":"0","nonce":18446744073709551615}"#) }])

        let account = try await service.balance(of: RPCTestValues.alice)

        #expect(account == AccountBalance(balance: .zero, nonce: .max))
    }

    @Test("a paid receipt gives its gas used and block from the full receipt")
    func paidReceipt() async throws {
        let id = try RPCTestValues.signedTransaction().id
        let service = service(["GetTransaction": { _ in .result(Self.transaction(receipt: Self.paidReceipt)) }])

        let receipt = try await service.transaction(id)

        #expect(receipt == TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 36_390_001))
    }

    @Test("a failed payment's receipt carries its Scilla error numbers")
    func failedReceipt() async throws {
        let id = try RPCTestValues.signedTransaction().id
        let service = service(["GetTransaction": { _ in .result(Self.transaction(receipt: Self.failedReceipt)) }])

        let receipt = try await service.transaction(id)

        #expect(receipt?.success == false)
        #expect(receipt?.errors == [2])
    }

    @Test("-20 Block not finalized is a transaction the node has, not confirmed yet")
    func blockNotFinalized() async throws {
        let id = try RPCTestValues.signedTransaction().id
        let service = service(["GetTransaction": { _ in .error(code: -20, message: "Block not finalized") }])

        let receipt = try await service.transaction(id)

        #expect(receipt == nil)
    }

    @Test("a lost answer, then nonce too low, then Block not finalized for the id, is a success")
    func lostAnswerThenNotFinalized() async throws {
        let transaction = try RPCTestValues.signedTransaction(nonce: 5)
        let transport = ScriptedTransport([
            "CreateTransaction": { call in
                call.count == 1
                    ? .transportFailure(.timedOut)
                    : .error(code: -8, message: "Txn nonce (4) is too low for account (5)")
            },
            "GetTransaction": { _ in .error(code: -20, message: "Block not finalized") },
        ])
        let service = JSONRPCZilliqaService(transport: transport, retry: RetryPolicy(attempts: 2, sleep: { _ in }))

        let id = try await service.send(transaction)

        #expect(id == transaction.id)
    }

    @Test("Txn processed with a 0x TranID is the transaction's id")
    func processedWithPrefix() async throws {
        let transaction = try RPCTestValues.signedTransaction()
        let service = service([
            "CreateTransaction": { _ in .result(#"{"Info":"Txn processed","TranID":"0x\#(transaction.id.hex)"}"#) }
        ])

        let id = try await service.send(transaction)

        #expect(id == transaction.id)
    }

    @Test("Txn already present with the same TranID is the transaction's id: a re-send is safe")
    func alreadyPresent() async throws {
        let transaction = try RPCTestValues.signedTransaction()
        let service = service([
            "CreateTransaction": { _ in
                .result(#"{"Info":"Txn already present","TranID":"0x\#(transaction.id.hex)"}"#)
            }
        ])

        let id = try await service.send(transaction)

        #expect(id == transaction.id)
    }

    @Test("a success-shaped answer that another same-nonce transaction with a higher price was kept is a refusal")
    func sameNonceHigherPriceKept() async throws {
        let transaction = try RPCTestValues.signedTransaction()
        let info = "Another transaction exists with the same nonce but a higher gas price"
        let service = service([
            "CreateTransaction": { _ in .result(#"{"Info":"\#(info)","TranID":"0x\#(transaction.id.hex)"}"#) }
        ])

        await #expect(throws: ZilliqaServiceError.sameNonceAlreadyPending) { try await service.send(transaction) }
    }

    @Test("-32 CreateTransaction is disabled is refused as legacy transfers switched off, and not retried")
    func disabledNotRetried() async throws {
        let transaction = try RPCTestValues.signedTransaction()
        let transport = ScriptedTransport([
            "CreateTransaction": { _ in .error(code: -32, message: "CreateTransaction is disabled") }
        ])
        let service = JSONRPCZilliqaService(transport: transport, retry: RetryPolicy(sleep: { _ in }))

        await #expect(throws: ZilliqaServiceError.legacyTransfersDisabled) { try await service.send(transaction) }

        #expect(await transport.bodies.count == 1)
    }
}
