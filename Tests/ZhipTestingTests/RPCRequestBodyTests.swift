import Foundation
import Testing
import ZhipTesting
import ZilliqaKit

@Suite("Reading and answering request bodies")
struct RPCRequestBodyTests {
    @Test("a single call is read with its id, method and params")
    func readsASingleCall() throws {
        // Arrange
        let bytes = Data(#"{"id":"7","jsonrpc":"2.0","method":"GetBalance","params":["abc"]}"#.utf8)
        // Act
        let body = try RPCRequestBody(parsing: bytes)
        // Assert
        #expect(!body.isBatch)
        #expect(body.calls == [RPCRequest(id: "7", method: "GetBalance", params: ["abc"])])
    }

    @Test("a batch is read call by call, in order")
    func readsABatch() throws {
        // Arrange
        let text =
            #"[{"id":"1","jsonrpc":"2.0","method":"GetBalance","params":["a"]},"#
            + #"{"id":"2","jsonrpc":"2.0","method":"GetNetworkId","params":[""]}]"#
        let bytes = Data(text.utf8)
        // Act
        let body = try RPCRequestBody(parsing: bytes)
        // Assert
        #expect(body.isBatch)
        #expect(body.calls.map(\.method) == ["GetBalance", "GetNetworkId"])
    }

    @Test("bytes that are not a JSON-RPC request are a transport error, not a crash")
    func refusesGarbage() {
        #expect(throws: TransportError.other("the request body is not JSON")) {
            try RPCRequestBody(parsing: Data("not json".utf8))
        }
    }

    @Test("a batch is answered as a batch, each answer carrying its call's id")
    func answersABatchWithIDs() throws {
        // Arrange
        let body = try RPCRequestBody(
            parsing: Data(
                #"[{"id":"1","method":"GetBalance","params":["a"]},{"id":"2","method":"GetBalance","params":["b"]}]"#
                    .utf8))
        // Act
        let data = RPCAnswer.responseBody(
            answering: body, with: [.result("one"), .error(code: -5, message: "Account is not created")])
        // Assert
        let answer = try JSONValue(parsing: Array(data))
        #expect(answer.arrayValue?.count == 2)
        #expect(answer.arrayValue?[0]["id"] == "1")
        #expect(answer.arrayValue?[0]["result"] == "one")
        #expect(answer.arrayValue?[1]["id"] == "2")
        #expect(answer.arrayValue?[1]["error"]?["code"] == .integer(-5))
    }
}
