import Foundation
import Testing

@testable import ZilliqaKit

/// `GetTransactionStatus` answers written as Zilliqa 2.0 v0.21.8 writes them (`zq2-legacy-api.md` §1,
/// T:695-724), not recorded from this project's devnet.
@Suite("Zilliqa 2.0: GetTransactionStatus")
struct ZQ2TransactionStatusTests {
    private func service(_ reply: ScriptedReply) -> JSONRPCZilliqaService {
        JSONRPCZilliqaService(transport: ScriptedTransport(["GetTransactionStatus": { _ in reply }]), retry: .never)
    }

    /// The doc's result with the given codes, success and epochInserted.
    private static func answer(status: Int, modificationState: Int, success: Bool, epoch: String) -> String {
        #"{"ID":"\#(String(repeating: "ab", count: 32))","_id":null,"amount":"1000000000000","data":"","#
            + #""epochInserted":"\#(epoch)","epochUpdated":"\#(epoch)","gasLimit":"50","gasPrice":"2000000016","#
            + #""lastModified":"1760000000000000","modificationState":\#(modificationState),"status":\#(status),"#
            + #""nonce":"1","senderAddr":"0x02\#(String(repeating: "cd", count: 32))","#
            + #""signature":"0x\#(String(repeating: "ef", count: 64))","success":\#(success),"#
            + #""toAddr":"0x9ca91eb535fb92fda5094110fdaeb752edb9b039","version":"65537"}"#
    }

    private func status(_ text: String) async throws -> TransactionStatus? {
        try await service(.result(text)).transactionStatus(RPCTestValues.signedTransaction().id)
    }

    @Test(
        "the doc's status and modificationState pairs read as pending, finalized, queued and failed",
        arguments: [
            (1, 1, TransactionStatus.State.pending), (3, 2, .finalized), (4, 1, .queued), (255, 2, .failed),
        ])
    func states(status: Int, modificationState: Int, state: TransactionStatus.State) async throws {
        let answer = Self.answer(status: status, modificationState: modificationState, success: false, epoch: "")

        #expect(try await self.status(answer)?.state == state)
    }

    @Test("an unknown pair of codes is kept as numbers")
    func unknownCodes() async throws {
        let answer = Self.answer(status: 2, modificationState: 0, success: false, epoch: "")

        #expect(try await status(answer)?.state == .unknown(status: 2, modificationState: 0))
    }

    @Test("a finalized transaction gives its block, nonce, amount, gas price and gas limit")
    func finalizedFields() async throws {
        let answer = Self.answer(status: 3, modificationState: 2, success: true, epoch: "36390001")

        let status = try await status(answer)

        #expect(
            status
                == TransactionStatus(
                    state: .finalized, success: true, epochInserted: 36_390_001, nonce: 1,
                    amount: Amount(qa: 1_000_000_000_000), gasPrice: Amount(qa: 2_000_000_016), gasLimit: 50))
    }

    @Test("a pooled transaction's empty epochInserted is no block")
    func pooledHasNoBlock() async throws {
        let answer = Self.answer(status: 1, modificationState: 1, success: false, epoch: "")

        #expect(try await status(answer)?.epochInserted == nil)
    }

    @Test("-20 Txn Hash not found is nil")
    func notFoundIsNil() async throws {
        let service = service(.error(code: -20, message: "Txn Hash not found"))

        #expect(try await service.transactionStatus(RPCTestValues.signedTransaction().id) == nil)
    }

    @Test("a -32603 from the node is thrown as its rejection")
    func otherErrorThrows() async throws {
        let service = service(.error(code: -32603, message: "Unhandled panic in RPC handler GetTransactionStatus"))
        let id = try RPCTestValues.signedTransaction().id

        await #expect(throws: ZilliqaServiceError.self) { try await service.transactionStatus(id) }
    }

    @Test("an answer whose status is a string of letters is an invalid response")
    func malformedIsInvalidResponse() async throws {
        let answer = Self.answer(status: 3, modificationState: 2, success: true, epoch: "1")
            .replacingOccurrences(of: #""status":3"#, with: #""status":"three""#)

        await #expect {
            _ = try await status(answer)
        } throws: { error in
            if case .invalidResponse? = error as? ZilliqaServiceError { true } else { false }
        }
    }
}
