import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// `send --json`'s one object when the payment is in doubt: interrupted once it may have gone out,
/// or sent without an answer. Either way it names the transaction and the command that looks it
/// up, so a script can carry on from standard output alone.
@MainActor
@Suite("send --json: the report of a payment in doubt", .container)
struct PaymentReportTests {
    /// The report of a 1 ZIL EVM payment prepared on mainnet over fake nodes, as `status`, for the
    /// transaction `hash`; parsed back from its JSON.
    private func report(status: String, hash: EVMHash) async throws -> [String: Any] {
        let (_, prepared) = try await ScenePayments().evmTransfer()
        let review = PaymentReview(summary: prepared.summary)
        return try json(try CommandOutput.encode(review.report(.evm(hash), receipt: nil, status: status)))
    }

    private static let hash = "0x" + String(repeating: "ab", count: 32)

    @Test("interrupted: the status, the hash and the tx status command of the payment's network")
    func interruptedNamesTheLookUp() async throws {
        let report = try await report(status: "interrupted", hash: try EVMHash(Self.hash))

        #expect(report["status"] as? String == "interrupted")
        #expect(report["hash"] as? String == Self.hash)
        #expect(report["lookUp"] as? String == "'zhip-cli tx status \(Self.hash) --network mainnet'")
    }

    @Test("unknown (the send's answer lost): the status, the hash and the tx status command, as when interrupted")
    func unknownNamesTheLookUp() async throws {
        let report = try await report(status: "unknown", hash: try EVMHash(Self.hash))

        #expect(report["status"] as? String == "unknown")
        #expect(report["hash"] as? String == Self.hash)
        #expect(report["lookUp"] as? String == "'zhip-cli tx status \(Self.hash) --network mainnet'")
    }
}
