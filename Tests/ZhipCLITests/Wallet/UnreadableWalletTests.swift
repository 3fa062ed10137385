import CommandLineKit
import Foundation
import Testing
import ZhipCore

@testable import ZhipCLI

/// A saved wallet that cannot be read is no dead end: every command that needs it names
/// `zhip-cli wallet remove --yes`, and that command removes it without reading it.
@Suite("zhip-cli with an unreadable saved wallet", .container)
struct UnreadableWalletTests {
    /// A home whose secure store holds something under the wallet key that is not a wallet.
    private static func damagedHome() throws -> TestHome {
        let home = try TestHome()
        let files = FileManager.default
        try files.createDirectory(atPath: home.dataDirectory, withIntermediateDirectories: true)
        try files.setAttributes([.posixPermissions: 0o700], ofItemAtPath: home.path)
        try files.setAttributes([.posixPermissions: 0o700], ofItemAtPath: home.dataDirectory)
        try Data(#"{"wallet": 42}"#.utf8).write(to: URL(fileURLWithPath: home.secureFile))
        try files.setAttributes([.posixPermissions: 0o600], ofItemAtPath: home.secureFile)
        return home
    }

    @Test(
        "show, balance and receive name the command that removes it",
        arguments: [
            ["wallet", "show"], ["balance"], ["receive"],
        ])
    func namesTheRemoval(arguments: [String]) async throws {
        let home = try Self.damagedHome()
        let result = await home.run(arguments)
        #expect(result.code == .failure)
        #expect(
            result.errors
                == "Error: the wallet saved in \(home.dataDirectory) cannot be read (edited by hand, or written by "
                + "another program): if you have a backup of its keystore or private key, remove the saved wallet "
                + "with 'zhip-cli wallet remove --yes' (and the same --home, if you gave one), then restore it with "
                + "'zhip-cli wallet restore'\n")
    }

    @Test("wallet remove --yes removes it without reading it; a wallet can be saved again")
    func removes() async throws {
        let home = try Self.damagedHome()
        let removed = await home.run(["wallet", "remove", "--yes", "--json"])
        #expect(removed.code == .success)
        #expect(removed.output == #"{"removed":null}"# + "\n")
        let shown = await home.run(["wallet", "show"])
        #expect(shown.errors.hasPrefix("Error: no wallet is saved in"))
        try await home.restoreAlice()
    }

    @Test("wallet remove --yes says in text what it removed")
    func removesText() async throws {
        let home = try Self.damagedHome()
        let removed = await home.run(["wallet", "remove", "--yes"])
        #expect(removed.code == .success)
        #expect(removed.output == "removed: the wallet that could not be read\n")
    }

    @Test("wallet create with an empty password says it is too short")
    func emptyPassword() async throws {
        let home = try TestHome()
        let result = await home.run(["wallet", "create", "--raw-key"], environment: ["ZHIP_PASSWORD": ""])
        #expect(result.code == .failure)
        #expect(
            result.errors
                == "Error: the encryption password: Password must be at least 8 characters; nothing was changed\n")
    }
}
