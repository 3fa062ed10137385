import ChildProcesses
import Foundation
import Testing
import ZilliqaKit

/// Runs `scripts/demo` (what `just demo` runs) on the binaries built beside the tests, once for
/// the suite, with a known throwaway key and password instead of random ones.
@Suite("scripts/demo")
struct DemoScriptTests {
    /// The package's root: four levels above this file (Tests/ZhipCLITests/EndToEnd/…).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The genesis key the demo funds (`ZHIP_DEMO_GENESIS_KEY`).
    static let genesisKey = String(repeating: "5eed", count: 16)
    /// The password of the demo's wallets (`ZHIP_DEMO_PASSWORD`).
    static let password = "demo-test-password-3141"

    /// The one run of the demo the tests look at: its exit status and both streams, started by the
    /// first test that asks.
    static let shared = Task { () async throws -> ChildProcessResult in
        var environment = ProcessInfo.processInfo.environment
        environment["ZHIP_DEMO_BIN"] = try EndToEndTests.binary().deletingLastPathComponent().path
        environment["ZHIP_DEMO_GENESIS_KEY"] = genesisKey
        environment["ZHIP_DEMO_PASSWORD"] = password
        environment["NO_COLOR"] = "1"
        environment["ZHIP_HOME"] = nil
        let script = packageRoot.appendingPathComponent("scripts/demo").path
        return try await EndToEndTests.runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["bash", script], environment: environment)
    }

    /// The demo's standard output, once it exited 0.
    static func output() async throws -> String {
        let run = try await shared.value
        try #require(run.status == 0, "standard error: \(run.errors)")
        return run.output
    }

    /// The lines printed under the heading that begins `== <prefix>`, up to the next heading.
    static func section(_ prefix: String, in output: String) throws -> [String] {
        let lines = output.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("== " + prefix) }, "no heading \(prefix)")
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { $0.hasPrefix("== ") || $0.hasPrefix("#### ") } ?? rest.endIndex
        return Array(rest[..<end])
    }

    /// The value of the `label:` line of a section (`balance:     12.5 ZIL` → `12.5 ZIL`).
    static func value(_ label: String, in lines: [String]) throws -> String {
        let line = try #require(lines.first { $0.hasPrefix(label + ":") }, "no \(label) line")
        return line.dropFirst(label.count + 1).trimmingCharacters(in: .whitespaces)
    }

    /// Alice's EVM address, as the demo names it after creating her wallet.
    static func aliceEVMAddress(in output: String) throws -> String {
        let alice = try value("alice", in: try section("zhip-cli wallet create", in: output))
        return try #require(alice.split(separator: " ").first.map(String.init))
    }

    @Test("the demo shows mainnet today first (the escrow-only era, the EVM account), then the legacy era")
    func order() async throws {
        // Arrange
        let output = try await Self.output()
        // Act
        let headings = output.components(separatedBy: "\n").filter { $0.hasPrefix("== ") || $0.hasPrefix("#### ") }
        // Assert
        let expected = [
            "#### Part 1. Zilliqa 2.0 mainnet today: legacy transfers go only into the escrow",
            "== zhip-devnet --era escrow-only", "== zhip-cli wallet create", "== zhip-cli send --account evm",
            "== zhip-cli send --account legacy: a legacy transfer is refused", "== zhip-cli send: alice pays bob",
            "== zhip-cli receive --amount 12.5 --qr", "== zhip-cli balance: both of alice's accounts",
            "#### Part 2. The legacy era", "== the devnet switches to the legacy era",
            "== zhip-cli send --account legacy: the devnet's funded key pays", "== zhip-cli move",
            "== zhip-cli balance: alice's accounts after the move", "== stopping zhip-devnet",
        ]
        #expect(headings.count == expected.count, "headings: \(headings)")
        for (heading, prefix) in zip(headings, expected) {
            #expect(heading.hasPrefix(prefix), "expected \(prefix)…, got \(heading)")
        }
    }

    @Test("in the escrow-only era a legacy transfer is refused with exit 2, nothing signed")
    func legacyRefused() async throws {
        // Arrange
        let output = try await Self.output()
        // Act
        let lines = try Self.section("zhip-cli send --account legacy: a legacy transfer is refused", in: output)
        // Assert
        #expect(lines.contains("exit status 2"))
        #expect(lines.contains { $0.hasPrefix("Error: ") && $0.contains("nothing was signed") })
    }

    @Test("alice's EVM payment to bob waits for its receipt: confirmed in a block, the fee charged")
    func evmReceipt() async throws {
        // Arrange
        let output = try await Self.output()
        // Act
        let lines = try Self.section("zhip-cli send: alice pays bob", in: output)
        // Assert
        #expect(try Self.value("status", in: lines).hasPrefix("confirmed in block "))
        #expect(try Self.value("fee charged", in: lines) == "0.1000000008 ZIL")
        #expect(try Self.value("amount", in: lines) == "12.5 ZIL")
    }

    @Test("receive leads with alice's EVM account: the EIP-681 link with the devnet's EVM chain id, then a QR code")
    func receiveLink() async throws {
        // Arrange
        let output = try await Self.output()
        let alice = try Self.aliceEVMAddress(in: output)
        // Act
        let lines = try Self.section("zhip-cli receive", in: output)
        // Assert
        #expect(lines.first == "address:        \(alice)")
        #expect(try Self.value("link", in: lines) == "ethereum:\(alice)@32990?value=12500000000000000000")
        #expect(lines.contains { $0.hasPrefix("████") })
    }

    @Test("after the EVM payments: alice's EVM account holds 100 - 12.5 - the fee, her legacy one 0, bob's 12.5")
    func balancesToday() async throws {
        // Arrange
        let output = try await Self.output()
        // Act
        let lines = try Self.section("zhip-cli balance: both of alice's accounts", in: output)
        // Assert
        let bob = try #require(lines.firstIndex(of: "bob:"))
        let alice = Array(lines[..<bob])
        #expect(try Self.value("balance", in: alice) == "0 ZIL")
        #expect(try Self.value("evm balance", in: alice) == "87.3999999992 ZIL (87399999999200000000 wei)")
        #expect(try Self.value("balance", in: Array(lines[bob...])) == "12.5 ZIL (12500000000000000000 wei)")
    }

    @Test("in the legacy era alice's zil1 account is paid 20 ZIL and moves 15 of it to her own EVM account")
    func legacyEraMove() async throws {
        // Arrange
        let output = try await Self.output()
        let aliceEVM = try Self.aliceEVMAddress(in: output)
        // Act
        let move = try Self.section("zhip-cli move", in: output)
        let balances = try Self.section("zhip-cli balance: alice's accounts after the move", in: output)
        // Assert
        #expect(
            try Self.value("status", in: try Self.section("zhip-cli send --account legacy: the", in: output))
                == "confirmed")
        #expect(try Self.value("status", in: move) == "confirmed")
        #expect(try Self.value("to", in: move) == aliceEVM)
        #expect(try Self.value("balance", in: balances) == "4.8999999992 ZIL")
        #expect(try Self.value("evm balance", in: balances) == "102.3999999992 ZIL (102399999999200000000 wei)")
    }

    @Test("the demo prints neither the genesis key nor the wallets' password, on either stream")
    func noSecrets() async throws {
        let run = try await Self.shared.value
        let printed = run.output + run.errors
        #expect(run.status == 0)
        #expect(!printed.lowercased().contains(Self.genesisKey))
        #expect(!printed.contains(Self.password))
    }

    @Test("the demo never prints alice's recovery phrase: no twelve words in a row make a valid phrase")
    func noRecoveryPhrase() async throws {
        // Arrange
        let run = try await Self.shared.value
        // Split at anything but a letter, so that a numbered list of the words is caught too.
        let words = (run.output + " " + run.errors).split { !$0.isLetter }.map(String.init)
        // Act
        let phrases = words.indices.dropLast(11).filter { start in
            (try? Mnemonic(phrase: words[start..<start + 12].joined(separator: " "))) != nil
        }
        // Assert
        #expect(run.status == 0)
        #expect(words.count > 100)
        #expect(phrases.isEmpty, "a recovery phrase is printed at word \(phrases)")
    }
}
