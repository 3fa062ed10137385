import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("State file: atomic JSON persistence")
struct StateFileTests {
    @Test("a saved ledger restores with the same accounts, blocks, transactions and pending ones")
    func roundTrip() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = StateFile(path: folder.appendingPathComponent("state.json").path)
        let ledger = Fixture.ledger()
        let confirmed = try ledger.submit(Fixture.payment(nonce: 1)).id
        ledger.sealBlock()
        let pending = try ledger.submit(Fixture.payment(nonce: 2)).id

        try file.save(ledger.snapshot())
        let restored = try Ledger(rules: ledger.rules, snapshot: try #require(try file.load()))

        #expect(restored.snapshot() == ledger.snapshot())
        #expect(restored.account(Fixture.alice.address)?.nonce == 1)
        #expect(restored.account(Fixture.bob.address)?.balance == Fixture.zil(1))
        guard case .confirmed? = restored.status(of: confirmed), case .pending? = restored.status(of: pending) else {
            Issue.record("transactions not restored")
            return
        }
        restored.sealBlock()
        #expect(restored.account(Fixture.alice.address)?.nonce == 2)
    }

    @Test("a missing file loads as nothing")
    func missing() throws {
        #expect(try StateFile(path: "/nonexistent-zhip/state.json").load() == nil)
    }

    @Test("a file that is not a state is refused, naming the path")
    func malformed() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("state.json").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        do {
            _ = try StateFile(path: path).load()
            Issue.record("expected an error")
        } catch {
            guard case .malformed(let reported, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reported == path)
        }
    }

    @Test("a state saved for another chain is refused")
    func otherChain() {
        let snapshot = Fixture.ledger().snapshot()
        let rules = LedgerRules(chainID: 333, confirmsImmediately: false)
        #expect(throws: LedgerSnapshotError.otherChain(found: 222, expected: 333)) {
            try Ledger(rules: rules, snapshot: snapshot)
        }
    }

    @Test("saving into a folder that does not exist fails with a clear error and leaves nothing behind")
    func unwritable() {
        let file = StateFile(path: "/nonexistent-zhip-folder/state.json")
        #expect(throws: StateFileError.self) { try file.save(Fixture.ledger().snapshot()) }
    }

    @Test("saving replaces the file and leaves no temporary file")
    func replaces() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = StateFile(path: folder.appendingPathComponent("state.json").path)
        let ledger = Fixture.ledger()
        try file.save(ledger.snapshot())
        _ = try ledger.submit(Fixture.payment())
        ledger.sealBlock()
        try file.save(ledger.snapshot())
        #expect(try file.load()?.blocks.count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
    }
}

@Suite("State file: format 1 (balances in Qa, before EVM transactions) still loads")
struct StateFileFormatOneTests {
    @Test("a format 1 balance is read as Qa × 10^6 wei")
    func formatOneLoads() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("state.json").path
        let json = """
            {"format": 1, "chainID": 222, "accounts": [{"address": "\(Fixture.alice.address.hex)", \
            "balance": "1000000000000000", "nonce": 0}], "blocks": [{"number": 0, "timestamp": 1, \
            "transactionIDs": [], "gasUsed": 0}], "transactions": [], "pending": []}
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))

        let restored = try Ledger(
            rules: Fixture.ledger().rules, snapshot: try #require(try StateFile(path: path).load()))

        #expect(restored.account(Fixture.alice.address)?.wei == Wei(1000, unit: .zil))
        #expect(restored.snapshot().format == LedgerSnapshot.currentFormat)
    }
}
