import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZilliqaKit

/// A temporary Zhip home per test, and runs of zhip-cli against it (in-process).
struct TestHome {
    let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    /// The home's path.
    var path: String { directory.path + "/home" }
    /// `--home <path>`.
    var arguments: [String] { ["--home", path] }
    /// The secure store ZhipCore keeps the wallet and pincode in.
    var secureFile: String { path + "/data/" + ZhipPaths.secureFileName }
    /// The data directory.
    var dataDirectory: String { path + "/data" }

    /// Runs `arguments` with `--home` this home.
    func run(
        _ arguments: [String], input: [String] = [], environment: [String: String] = [:], terminal: Bool = false
    ) async -> CLIResult {
        await zhip(
            arguments + self.arguments, input: input, environment: environment, terminal: terminal,
            directory: directory.path)
    }

    /// Restores alice (the protocol document's known key) from a private key file, with
    /// ``Wallets/password``; expects success.
    func restoreAlice() async throws {
        let keyFile = try directory.write("alice.key", KnownKey.privateKey + "\n")
        let result = await run(
            ["wallet", "restore", "--private-key-file", keyFile], environment: Wallets.environment)
        try #require(result.code == .success, "restore failed: \(result.errors)")
    }

    /// Creates a new wallet with ``Wallets/password``; returns its bech32 address.
    @discardableResult
    func createWallet() async throws -> String {
        let result = await run(["wallet", "create", "--raw-key", "--json"], environment: Wallets.environment)
        try #require(result.code == .success, "create failed: \(result.errors)")
        return try #require(try result.jsonAddress()["bech32"])
    }

    /// True when the home has a wallet (per `wallet show`).
    func hasWallet() async -> Bool {
        await run(["wallet", "show"]).code == .success
    }

    /// The value of setting `key` in `settings get KEY --json`.
    func setting(_ key: String) async throws -> Any? {
        let result = await run(["settings", "get", key, "--json"])
        try #require(result.code == .success, "settings get failed: \(result.errors)")
        return try result.json()[key]
    }
}

extension CLIResult {
    /// Everything printed, both streams.
    var everything: String { output + errors }
}
