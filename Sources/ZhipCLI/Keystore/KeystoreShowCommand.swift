import CommandLineKit
import Foundation
import ZilliqaKit

/// `zhip-cli keystore show FILE`: unlocks a Zilliqa or Ethereum keystore and prints its format,
/// the key's Zilliqa and EVM addresses and its public key.
struct KeystoreShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Unlock a keystore file and show its format, addresses and public key.",
        discussion: """
            Reads keystores written by any Zilliqa wallet (zilliqa-js, pyzil, gozilliqa, Zesame) and Ethereum \
            keystores (geth, MetaMask's export, eth-account); the format is the one whose MAC the password \
            verifies. It shows the key's Zilliqa address and its EVM address. The private key is shown only \
            with --reveal-private-key.
            """)

    /// A keystore file larger than this is refused (real ones are under 1 KiB).
    static let keystoreLimit = 1 << 20

    @Argument(help: "The keystore file.", valueName: "file")
    var file: String

    @Flag(help: "Also print the private key, as 64 hex characters. Anyone who sees it controls the funds.")
    var revealPrivateKey = false

    @OptionGroup var password: PasswordOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        let path = console.absolutePath(file)
        let reader = PasswordReader(console: console, options: password)
        try reader.checkSourceAvailable()
        let keystore: Keystore
        do {
            keystore = try Keystore(json: Data(FileReader.read(path, kind: "a keystore", limit: Self.keystoreLimit)))
        } catch let error as KeystoreError {
            throw KeystoreCommandError.unreadableKeystore(path: path, error)
        }
        let secret = try reader.existingPassword()
        defer { secret.wipe() }  // when unlocking throws
        let unlocked = try await keystore.unlocked(password: secret)
        secret.wipe()  // now, before the rest of the command
        let key = unlocked.key
        let publicKey = key.publicKey
        let report = Report(
            address: AddressForms(publicKey.address), evm: EVMAddressForms(publicKey.evmAddress),
            format: unlocked.dialect.rawValue, publicKey: publicKey.hex,
            privateKey: revealPrivateKey ? key.revealedHex() : nil)
        var lines = [("format", report.format)] + report.address.lines + report.evm.lines
        lines.append(("public key", report.publicKey))
        if let privateKey = report.privateKey { lines.append(("private key", privateKey)) }
        try CommandOutput(console, output).emit(report, lines: lines)
    }

    /// The JSON result: `{"address": {…}, "evm": {"address": "0x…"}, "format": "zilliqa"|"ethereum",
    /// "publicKey": "<66 hex>"}`, plus `"privateKey"` only when asked.
    struct Report: Encodable {
        let address: AddressForms
        let evm: EVMAddressForms
        let format: String
        let publicKey: String
        let privateKey: String?
    }
}
