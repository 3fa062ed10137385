import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli message verify`: recovers who signed a message and compares it with the address claimed.
struct MessageVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check that an EVM address signed a message (EIP-191 personal_sign) or typed data (EIP-712).",
        discussion: """
            Recovers the address whose key made --signature of the message (given as 'message sign' takes it) \
            and compares it with --address. Exits 0 and prints the signer when they match; exits 1 naming the \
            address that did sign when they do not (or when the signature is of another message). No key, \
            password or node is needed. With --json {"valid": true, "address", "hash"}.
            """)

    @Option(help: "The address claimed to have signed: 0x… (EIP-55 or all lowercase).", valueName: "0x…")
    var address: String

    @Option(help: "The signature: 0x and 130 hex digits (r, s and v; v 27, 28, 0 or 1).", valueName: "0x…")
    var signature: String

    @OptionGroup var input: MessageInputOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        do { _ = try EVMAddress(address) } catch { throw ValidationError("--address: \(error)") }
        do { _ = try MessageSignature(hex: signature) } catch { throw ValidationError("--signature: \(error)") }
    }

    func run(_ console: Console) async throws {
        let claimed = try EVMAddress(address)
        let message = try input.read(console)
        switch SignedMessage.check(message, signature: try MessageSignature(hex: signature), claimedSigner: claimed) {
        case .matches:
            let report = Report(valid: true, address: claimed.checksummed, hash: "0x" + Hex.encode(message.hash))
            try CommandOutput(console, output).emit(
                report, lines: [("valid", "yes, \(report.address) signed it"), ("hash", report.hash)])
        case .otherSigner(let signer): throw MessageCommandError.otherSigner(claimed: claimed, signer: signer)
        case .unrecoverable: throw MessageCommandError.unrecoverable
        }
    }

    /// `{"valid": true, "address": "0x…" (EIP-55), "hash": "0x…" (the 32 bytes signed)}`.
    struct Report: Encodable {
        let valid: Bool
        let address: String
        let hash: String
    }
}
