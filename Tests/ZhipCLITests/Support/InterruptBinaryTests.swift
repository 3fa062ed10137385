import ChildProcesses
import Foundation
import Testing
import ZilliqaKit

/// Ctrl-C on the built `zhip-cli` while a payment it sent waits for its confirmation.
@Suite("zhip-cli send binary interrupted")
struct InterruptBinaryTests {
    /// The transaction id in "Waiting for transaction <id>", or the nonce case's stand-in.
    private func idOfThePayment(in errors: String) -> String? {
        guard let match = errors.firstMatch(of: /Waiting for transaction ([0-9a-f]{64})/) else { return "unknown" }
        return String(match.output.1)
    }

    /// A `send` of 1.5 ZIL (with `extra` arguments) to a devnet that accepts payments but seals no
    /// block, interrupted with Ctrl-C once the devnet accepted it: its exit status, output and errors.
    private func interruptedSend(_ extra: [String] = []) async throws -> (status: Int32, output: String, errors: String)
    {
        let directory = try TemporaryDirectory()
        let devnet = try await DevnetProcess.startControllable()
        defer { devnet.stop() }
        try await devnet.sealOnDemand()
        let keystore = try Wallets.keystore(in: directory)
        let child = try ChildProcess(
            try EndToEndTests.binary().path,
            ["send", "--keystore", keystore, "--to", Wallets.bob.address.bech32, "--amount", "1.5", "--yes"]
                + extra + devnet.networkArguments,
            environment: EndToEndTests.sanitizerOptions.merging(
                ["ZHIP_PASSWORD": Wallets.password, "ZHIP_HOME": directory.file("home")]) { given, _ in given },
            deadline: EndToEndTests.processDeadline)
        let start = ContinuousClock.now
        while try await devnet.acceptedCount() == 0, ContinuousClock.now - start < .seconds(60) {
            try await Task.sleep(for: .milliseconds(50))
        }
        child.signal(SIGINT)
        let ending = await child.ending()
        return (
            ending.status, String(decoding: await child.output(), as: UTF8.self),
            String(decoding: await child.errors(), as: UTF8.self)
        )
    }

    @Test("Ctrl-C during the confirmation wait prints the transaction id and the tx status command, and exits 3")
    func interruptedWhileWaiting() async throws {
        let (status, _, errors) = try await interruptedSend()

        #expect(status == 3, "\(errors)")
        // Right after the node accepted it, the answer may still be on its way to zhip-cli: then
        // Ctrl-C names the nonce to send again with; once the wait began, the id to look up.
        let namesTheID = errors.contains(
            "Interrupted: the transaction was sent and is not confirmed yet: look it up with 'zhip-cli tx status "
                + "\(try #require(idOfThePayment(in: errors)))")
        let namesTheNonce = errors.contains("Interrupted: the payment (nonce 1 from \(Wallets.alice.address.bech32))")
        #expect(namesTheID || namesTheNonce, "\(errors)")
    }

    @Test(
        "with --json, Ctrl-C during the confirmation wait still prints one JSON object: interrupted, the id, the look-up"
    )
    func interruptedWhileWaitingPrintsJSON() async throws {
        let (status, output, errors) = try await interruptedSend(["--json"])

        #expect(status == 3, "\(errors)")
        let lines = output.split(separator: "\n")
        #expect(lines.count == 1, "\(output)")
        let object = try JSONSerialization.jsonObject(with: Data(try #require(lines.first).utf8)) as? [String: Any]
        let id = try #require(object?["id"] as? String)
        #expect(object?["status"] as? String == "interrupted")
        #expect((object?["lookUp"] as? String)?.contains("zhip-cli tx status \(id)") == true, "\(output)")
    }
}
