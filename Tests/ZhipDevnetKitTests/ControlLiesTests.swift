import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `POST /control/lies` and `DELETE /control/lies`: a hostile node's answers, over HTTP, for the
/// wallet's tests that must not believe them.
@Suite("Control API: lies")
struct ControlLiesTests {
    /// The result of `eth_gasPrice` on `devnet`.
    private func gasPrice(_ devnet: Devnet, _ session: URLSession) async throws -> JSONValue? {
        try await rpc(devnet, "eth_gasPrice", [], session: session)["result"]
    }

    @Test("a lie answers its method with the result given instead of the truth")
    func lieReplacesTheTruth() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await control(
                devnet, "POST", "/control/lies", body: #"{"method": "eth_gasPrice", "result": "0xde0b6b3a7640000"}"#,
                session: session)

            #expect(try await gasPrice(devnet, session) == "0xde0b6b3a7640000")
        }
    }

    @Test("after honestAnswers true answers the lie starts: the first answer is the truth, never null")
    func honestAnswersFirst() async throws {
        try await withControlDevnet { devnet, session in
            let truth = try #require(try await gasPrice(devnet, session))
            _ = try await control(
                devnet, "POST", "/control/lies",
                body: #"{"method": "eth_gasPrice", "result": "0x1", "honestAnswers": 1}"#, session: session)

            let first = try await gasPrice(devnet, session)
            let second = try await gasPrice(devnet, session)

            #expect(first == truth)
            #expect(second == "0x1")
        }
    }

    @Test("whenParam limits the lie to calls carrying that parameter")
    func whenParamLimitsTheLie() async throws {
        try await withControlDevnet { devnet, session in
            let account: JSONValue = "0x1111111111111111111111111111111111111111"
            _ = try await control(
                devnet, "POST", "/control/lies",
                body: #"{"method": "eth_getTransactionCount", "whenParam": "pending", "result": "0xfffffffffffffffe"}"#,
                session: session)

            let pending = try await rpc(devnet, "eth_getTransactionCount", [account, "pending"], session: session)
            let latest = try await rpc(devnet, "eth_getTransactionCount", [account, "latest"], session: session)

            #expect(pending["result"] == "0xfffffffffffffffe")
            #expect(latest["result"] == "0x0")
        }
    }

    @Test("DELETE /control/lies tells the truth again")
    func deleteEndsTheLies() async throws {
        try await withControlDevnet { devnet, session in
            let truth = try #require(try await gasPrice(devnet, session))
            _ = try await control(
                devnet, "POST", "/control/lies", body: #"{"method": "eth_gasPrice", "result": "0x1"}"#,
                session: session)

            _ = try await control(devnet, "DELETE", "/control/lies", session: session)

            #expect(try await gasPrice(devnet, session) == truth)
        }
    }
}
