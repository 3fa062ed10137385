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
            password or node is needed. With --json {"valid": true, "address", "hash"}. A legacy (zil1) \
            signature, as ZilPay's wallet.sign makes it, is checked with --public-key (its answer's publicKey) \
            and --address zil1….
            """)

    @Option(
        help: "The address claimed to have signed: 0x… (EIP-55 or all lowercase); with --public-key, the legacy "
            + "account's zil1… (or its 0x… checksummed hex).",
        valueName: "address")
    var address: String

    @Option(
        help: "The signature: 0x and 130 hex digits (r, s and v; v 27, 28, 0 or 1); with --public-key, ZilPay's 128 "
            + "hex digits (r and s, 0x optional).",
        valueName: "0x…")
    var signature: String

    @Option(
        help: "The legacy account's compressed public key (66 hex digits, as ZilPay answers it beside a signature): "
            + "checks a legacy (zil1) signature of the text.",
        valueName: "hex")
    var publicKey: String?

    @OptionGroup var input: MessageInputOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if publicKey != nil { return try validateLegacy() }
        do { _ = try EVMAddress(address) } catch { throw ValidationError("--address: \(error)") }
        do { _ = try MessageSignature(hex: signature) } catch { throw ValidationError("--signature: \(error)") }
    }

    func run(_ console: Console) async throws {
        if let publicKey { return try verifyLegacy(publicKey: try PublicKey(hex: publicKey), console: console) }
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

    /// The usage rules of a legacy check: a legacy address, a public key, a Schnorr signature, text.
    private func validateLegacy() throws {
        do { _ = try Address(address) } catch { throw ValidationError("--address with --public-key: \(error)") }
        do { _ = try PublicKey(hex: publicKey ?? "") } catch { throw ValidationError("--public-key: \(error)") }
        do { _ = try Signature(hex: String(Hex.stripPrefix(signature))) } catch {
            throw ValidationError("--signature with --public-key: \(error)")
        }
        guard input.typedData == nil, !input.hex else {
            throw ValidationError("--public-key checks a legacy signature of text: give --message or --message-file")
        }
    }

    /// Checks a ZilPay-style signature of the text by the legacy account whose key is `publicKey`.
    private func verifyLegacy(publicKey: PublicKey, console: Console) throws {
        let claimed = try Address(address)
        let message = try input.readLegacy(console)
        let signature = try Signature(hex: String(Hex.stripPrefix(signature)))
        switch SignedLegacyMessage.check(message, signature: signature, publicKey: publicKey, claimedSigner: claimed) {
        case .matches:
            let report = Report(valid: true, address: claimed.bech32, hash: "0x" + Hex.encode(message.hash))
            try CommandOutput(console, output).emit(
                report, lines: [("valid", "yes, \(report.address) signed it"), ("hash", report.hash)])
        case .otherSigner(let owner):
            throw MessageCommandError.otherKey(claimed: claimed.bech32, owner: owner.bech32)
        case .invalid: throw MessageCommandError.unrecoverable
        }
    }

    /// `{"valid": true, "address": "0x…" (EIP-55), "hash": "0x…" (the 32 bytes signed)}`.
    struct Report: Encodable {
        let valid: Bool
        let address: String
        let hash: String
    }
}
