import ChildProcesses
import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// `zhip-cli history --csv` on a real zhip-devnet over HTTP: several pages, read back by Python's
/// csv module, are the same entries as `history --json` page by page (issue 49).
@Suite("zhip-cli history --csv end to end on zhip-devnet", .container)
struct HistoryCSVEndToEndTests {
    /// Reads the CSV file named by its first argument and prints its rows as one JSON array.
    static let pythonReader = """
        import csv, json, sys
        with open(sys.argv[1], newline="") as f:
            print(json.dumps(list(csv.reader(f, strict=True))))
        """

    /// Every page of `history --json --limit 1`, following `nextBefore`: the address, the entries and
    /// how many pages held them.
    func jsonEntries(_ harness: CounterpartyHarness) async throws
        -> (address: String, entries: [[String: Any]], pages: Int)
    {
        var entries: [[String: Any]] = []
        var pages = 0
        var before: [String] = []
        var address = ""
        for _ in 0..<10 {
            let page = await harness.home.run(
                ["history", "--account", "evm", "--json", "--limit", "1"] + before + harness.devnet.networkArguments)
            try #require(page.code == .success, "\(page.errors)")
            let json = try page.json()
            address = try #require(json["address"] as? String)
            entries += try #require(json["entries"] as? [[String: Any]])
            pages += 1
            guard let older = json["nextBefore"] as? Int else { break }
            before = ["--before", String(older)]
        }
        return (address, entries, pages)
    }

    /// The CSV row `history --json`'s `entry` should be, by the columns' rules.
    func expectedRow(_ entry: [String: Any], address: String) -> [String] {
        let amount = entry["amount"] as? [String: Any] ?? [:]
        let asset = amount["asset"] as? String ?? ""
        let text = amount["text"] as? String ?? ""
        let name = (entry["counterpartyName"] as? String).map {
            $0.hasPrefix("contact ") ? String($0.dropFirst(8)) : $0
        }
        let claims = (entry["nodeClaims"] as? [[String: Any]] ?? []).compactMap { $0["field"] as? String }
        return [
            entry["time"] as? String ?? "", entry["hash"] as? String ?? "", address,
            entry["direction"] as? String ?? "", entry["counterparty"] as? String ?? "",
            name.map { $0.hasPrefix("=") ? "'" + $0 : $0 } ?? "", asset, "",  // every entry here is ZIL: no contract
            text.hasSuffix(" " + asset) ? String(text.dropLast(asset.count + 1)) : text,
            amount["units"] as? String ?? "", (entry["fee"] as? [String: Any])?["zil"] as? String ?? "",
            entry["status"] as? String ?? "", entry["explorer"] as? String ?? "", claims.joined(separator: " "),
            (entry["suspectedPoisoning"] as? [String: Any])?["warning"] as? String ?? "",
        ]
    }

    @Test("three pages of CSV, read by Python's csv module, are history --json's entries, names quoted and defused")
    func csvIsTheJSONEntries() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            let carol = CounterpartyHarness.carol.evmAddress.checksummed
            try await harness.addContact("Smith, \"Bob\"", Wallets.bob.evmAddress.checksummed)
            try await harness.addContact("=2+3", carol)
            for (recipient, amount) in [(Wallets.bob.evmAddress.checksummed, "1.5"), (carol, "2"), (carol, "0.25")] {
                let sent = await harness.send(to: recipient, amount: amount)
                try #require(sent.code == .success, "\(sent.errors)")
            }
            let file = harness.home.directory.path + "/history.csv"

            let written = await harness.home.run(
                ["history", "--account", "evm", "--csv", "--limit", "1", "--out", file] + devnet.networkArguments)
            let printed = await harness.home.run(
                ["history", "--account", "evm", "--csv", "--limit", "1"] + devnet.networkArguments)
            let parsed = try await ChildProcess.run(
                "python3", ["-c", Self.pythonReader, file], environment: ProcessInfo.processInfo.environment)
            let (address, entries, pages) = try await jsonEntries(harness)

            try #require(written.code == .success, "\(written.errors)")
            try #require(parsed.status == 0, "\(parsed.errors)")
            let rows = try #require(
                try JSONSerialization.jsonObject(with: Data(parsed.output.utf8)) as? [[String]])
            let bytes = try String(contentsOfFile: file, encoding: .utf8)
            #expect(printed.output == bytes)
            #expect(bytes.components(separatedBy: "\r\n").count == 1 + 1 + 3, "\(bytes)")
            #expect(!bytes.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
            #expect(rows.first == HistoryCSVRow.header)
            #expect(entries.count == 3)
            #expect(pages == 3)
            #expect(Array(rows.dropFirst()) == entries.map { expectedRow($0, address: address) })
            #expect(rows.dropFirst().map { $0[5] } == ["'=2+3", "'=2+3", "Smith, \"Bob\""])
            #expect(rows.dropFirst().map { $0[8] } == ["0.25", "2", "1.5"])
        }
    }

    @Test("--out names a file that exists: exit 1, the file untouched, before asking the node")
    func existingFileIsNotOverwritten() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let file = try home.directory.write("taken.csv", "mine\n")

        let result = await home.run(["history", "--csv", "--out", file] + (try closedPortArguments()))

        #expect(result.code == .failure)
        #expect(result.errors.contains("already exists"), "\(result.errors)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "mine\n")
    }

    @Test("--csv with --json, or --out without --csv, is a usage error")
    func exclusiveOptions() async throws {
        let both = await zhip(["history", "--csv", "--json", "--network", "mainnet"])
        let outAlone = await zhip(["history", "--out", "x.csv", "--network", "mainnet"])

        #expect(both.code == .usageError)
        #expect(both.errors.contains("--csv and --json cannot be used together"), "\(both.errors)")
        #expect(outAlone.code == .usageError)
        #expect(outAlone.errors.contains("--out writes the CSV"), "\(outAlone.errors)")
    }
}
