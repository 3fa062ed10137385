import Foundation
import Testing

@testable import ZilliqaKit

@Suite("JSON-RPC messages")
struct RPCMessageTests {
    private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    private func decode(_ answer: String, id: String = "1") throws(ZilliqaServiceError) -> Result<String, RPCError> {
        try JSONRPCMessage.decodeResponse(Data(answer.utf8), id: id, method: "GetNetworkId", as: String.self)
    }

    private func reason(of answer: String, id: String = "1") -> String? {
        do {
            _ = try decode(answer, id: id)
            return nil
        } catch {
            guard case .invalidResponse(let reason) = error else { return "other error: \(error)" }
            return reason
        }
    }

    // MARK: - Requests

    @Test("a request has id, jsonrpc, method and params, in that order")
    func requestShape() throws {
        let body = try JSONRPCMessage.encode(JSONRPCCall("GetBalance", params: ["74c544a1"]), id: "1")
        #expect(text(body) == #"{"id":"1","jsonrpc":"2.0","method":"GetBalance","params":["74c544a1"]}"#)
    }

    @Test("a method without parameters is sent with params [\"\"]")
    func emptyParams() throws {
        let body = try JSONRPCMessage.encode(JSONRPCCall("GetNetworkId"), id: "1")
        #expect(text(body) == #"{"id":"1","jsonrpc":"2.0","method":"GetNetworkId","params":[""]}"#)
    }

    @Test("a batch is an array of requests with distinct ids")
    func batchShape() throws {
        let body = try JSONRPCMessage.encode(
            batch: [JSONRPCCall("GetBalance", params: ["a"]), JSONRPCCall("GetBalance", params: ["b"])],
            ids: ["1", "2"])
        #expect(
            text(body) == #"[{"id":"1","jsonrpc":"2.0","method":"GetBalance","params":["a"]},"#
                + #"{"id":"2","jsonrpc":"2.0","method":"GetBalance","params":["b"]}]"#)
    }

    @Test("a signed transaction is sent as the params' only object")
    func transactionParam() throws {
        let transaction = try RPCTestValues.signedTransaction()
        let body = try JSONRPCMessage.encode(JSONRPCCall("CreateTransaction", params: [transaction]), id: "1")
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let params = try #require(object["params"] as? [[String: Any]])
        #expect(params.count == 1)
        #expect(params.first?["toAddr"] as? String == RPCTestValues.bob.checksummed)
    }

    // MARK: - Answers

    @Test("a result is decoded into the type asked for")
    func result() throws {
        #expect(try decode(#"{"id":"1","jsonrpc":"2.0","result":"333"}"#) == .success("333"))
    }

    @Test("an error object becomes the RPCError it carries")
    func errorObject() throws {
        let outcome = try decode(#"{"id":"1","jsonrpc":"2.0","error":{"code":-32601,"message":"no such method"}}"#)
        #expect(outcome == .failure(RPCError(code: -32601, message: "no such method")))
    }

    @Test("an error with a null id is still the node's error (it could not read the request)")
    func errorWithNullID() throws {
        let outcome = try decode(#"{"id":null,"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"}}"#)
        #expect(outcome == .failure(RPCError(code: -32700, message: "Parse error")))
    }

    @Test("a numeric id matches the request's id by its text")
    func numericID() throws {
        #expect(try decode(#"{"id":1,"jsonrpc":"2.0","result":"1"}"#) == .success("1"))
    }

    @Test("an answer that is not JSON is an invalid response")
    func notJSON() {
        #expect(reason(of: "<html>502 Bad Gateway</html>") == "the answer is not JSON")
    }

    @Test("an empty answer is an invalid response")
    func empty() {
        #expect(reason(of: "") == "the answer is empty")
    }

    @Test("JSON that is not an object is an invalid response")
    func notAnObject() {
        #expect(reason(of: "[1,2]")?.contains("not a JSON-RPC object") == true)
    }

    @Test("an answer with neither result nor error is an invalid response")
    func neitherResultNorError() {
        #expect(reason(of: #"{"id":"1","jsonrpc":"2.0"}"#)?.contains("neither a result nor an error") == true)
    }

    @Test("an answer with another id is an invalid response naming the id")
    func wrongID() {
        #expect(reason(of: #"{"id":"7","jsonrpc":"2.0","result":"1"}"#)?.contains(#""7""#) == true)
    }

    @Test("a result without an id is an invalid response")
    func resultWithoutID() {
        #expect(reason(of: #"{"jsonrpc":"2.0","result":"1"}"#)?.contains("has no id") == true)
    }

    @Test("an id that is neither string nor number is an invalid response")
    func objectID() {
        #expect(reason(of: #"{"id":{},"result":"1"}"#)?.contains("neither a string nor a number") == true)
    }

    @Test("a result of the wrong type is an invalid response saying what was expected")
    func wrongResultType() {
        let reason = reason(of: #"{"id":"1","jsonrpc":"2.0","result":{"balance":"1"}}"#)
        #expect(reason?.contains("the result of GetNetworkId is not what was expected") == true)
    }

    @Test("an error without a numeric code is an invalid response")
    func malformedError() {
        #expect(reason(of: #"{"id":"1","error":{"code":"x","message":"m"}}"#)?.contains("numeric code") == true)
    }

    @Test("a null error next to a result is read as the result")
    func nullErrorWithResult() throws {
        #expect(try decode(#"{"id":"1","error":null,"result":"1"}"#) == .success("1"))
    }

    @Test("control characters from the node never reach a description")
    func sanitized() {
        let description = ZilliqaServiceError.rpc(code: -1, message: "bad\u{1B}[31mred").description
        #expect(!description.contains("\u{1B}"))
    }

    @Test("every truncation of a valid answer is an invalid response, never a crash")
    func truncations() {
        let answer = #"{"id":"1","jsonrpc":"2.0","result":"333"}"#
        let reasons = (0..<answer.utf8.count).map { reason(of: String(answer.utf8.prefix($0)) ?? "") }
        #expect(reasons.allSatisfy { $0 != nil && $0?.hasPrefix("other error") == false })
    }

    @Test("deeply nested JSON is an invalid response, never a crash")
    func deepNesting() {
        let answer = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(reason(of: answer) == "the answer is not JSON")
        #expect(reason(of: #"{"id":"1","result":"# + answer + "}") == "the answer is not JSON")
    }

    // MARK: - Batches

    private func decodeBatch(_ answer: String, ids: [String] = ["1", "2", "3"]) throws(ZilliqaServiceError) -> [Result<
        String, RPCError
    >] {
        try JSONRPCMessage.decodeBatchResponse(
            Data(answer.utf8), ids: ids, methods: ids.map { _ in "GetNetworkId" }, as: String.self)
    }

    private func batchFailure(_ answer: String) -> ZilliqaServiceError? {
        do {
            _ = try decodeBatch(answer)
            return nil
        } catch { return error }
    }

    @Test("batch answers are matched by id whatever their order, errors kept per item")
    func batchOutOfOrder() throws {
        let outcomes = try decodeBatch(
            #"[{"id":"3","result":"c"},{"id":"1","result":"a"},{"id":"2","error":{"code":-5,"message":"m"}}]"#)
        #expect(outcomes == [.success("a"), .failure(RPCError(code: -5, message: "m")), .success("c")])
    }

    @Test("a batch answered with fewer answers is an invalid response")
    func shortBatch() {
        let failure = batchFailure(#"[{"id":"1","result":"a"},{"id":"2","result":"b"}]"#)
        #expect(failure == .invalidResponse("2 answers to a batch of 3 requests"))
    }

    @Test("a batch with two answers for one id is an invalid response")
    func duplicateIDs() {
        let failure = batchFailure(#"[{"id":"1","result":"a"},{"id":"1","result":"b"},{"id":"3","result":"c"}]"#)
        #expect(failure == .invalidResponse(#"two answers in the batch have the id "1""#))
    }

    @Test("a batch answer with an unknown id is an invalid response")
    func unknownIDInBatch() {
        let failure = batchFailure(#"[{"id":"1","result":"a"},{"id":"9","result":"b"},{"id":"3","result":"c"}]"#)
        #expect(failure == .invalidResponse(#"no answer with the id "2" (GetNetworkId) in the batch"#))
    }

    @Test("a batch refused as a whole with one error object is the node's error")
    func batchRefused() {
        let failure = batchFailure(#"{"id":null,"error":{"code":-32600,"message":"Invalid Request"}}"#)
        #expect(failure == .rpc(code: -32600, message: "Invalid Request"))
    }

    @Test("a batch answered with garbage is an invalid response")
    func batchNotJSON() {
        #expect(batchFailure("[{") == .invalidResponse("the answer is not JSON"))
    }
}
