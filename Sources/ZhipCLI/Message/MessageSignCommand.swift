import CommandLineKit
import Foundation
import ZhipCore
import ZilliqaKit

/// `zhip-cli message sign`: signs a message with the EVM account of the saved wallet or of a keystore,
/// after showing it in full.
struct MessageSignCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign",
        abstract: "Sign a message (EIP-191 personal_sign) or typed data (EIP-712) with the EVM account.",
        discussion: """
            The message is shown in full on standard error first (escape codes made harmless; bytes that are \
            not UTF-8 as hex; typed data as its domain and each field of its message) and signed once you \
            answer yes, or at once with --yes. Typed data (--typed-data FILE) is signed as \
            eth_signTypedData_v4 signs it, and only when its domain's chainId is the network's EVM chain id \
            (a domain without one is signed, and said to be valid on every chain). A token approval in typed data \
            (an EIP-2612 or DAI Permit, a Permit2 PermitSingle or PermitBatch) is said to be one, with its token, \
            spender, amount and deadline; an unlimited one needs --allow-unlimited-approval (asked on a terminal). \
            Typed data giving a key twice is refused. With --account legacy the zil1 account signs \
            the text as ZilPay's wallet.sign does (EC-Schnorr of SHA-256 of its UTF-8) and prints the public key \
            beside the signature, since a verifier needs both; --json {"address", "publicKey", "signature", \
            "hash"}. The key is the saved \
            wallet's, or --keystore's (a Zilliqa or an Ethereum keystore), unlocked with the password. Nothing \
            is sent and no node is asked. Prints the signing address, the signature (0x and 130 hex digits, v 27 \
            or 28) and the hash signed; with --json {"address", "signature", "hash"}. Check a signature with \
            'zhip-cli message verify'.
            """)

    @Option(
        help: "The account that signs: evm, the key's 0x account (the default: EIP-191 or EIP-712), or legacy, its "
            + "zil1 account (text only, as ZilPay signs it).",
        valueName: "account")
    var account: AccountChoice?

    @OptionGroup var input: MessageInputOptions

    @Option(help: "The keystore file whose key signs (default: the saved wallet's).", valueName: "file")
    var keystore: String?

    @Flag(help: "Sign without asking for confirmation (needed when standard input is not a terminal).")
    var yes = false

    @Flag(
        help: "Sign a token approval (a permit in typed data) of an unlimited amount: the spender could move every "
            + "unit of the token you hold, now and later.")
    var allowUnlimitedApproval = false

    @OptionGroup var password: PasswordOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard account == .legacy else { return }
        guard input.typedData == nil, !input.hex else {
            throw ValidationError(
                "--account legacy signs text, as ZilPay does: give --message or --message-file without --hex or "
                    + "--typed-data (sign bytes or typed data with --account evm)")
        }
    }

    func run(_ console: Console) async throws {
        if account == .legacy { return try await signLegacy(console) }
        let message = try input.read(console)
        let setup = try PaymentSetup(
            "message sign", yes: yes, keystorePath: keystore, password: password, network: network, console: console)
        try refuseWatchOnly(setup, console: console)
        let refusal = message.refusal(on: setup.network, allowingUnlimited: allowUnlimitedApproval)
        if let refusal, yes || !refusal.isUnlimitedPermit {
            throw failure(refusal.description, exit: .refused, on: console)
        }
        if let permit = message.permit {
            let tokens = (try? Container.shared.tokenListUseCase().tokens) ?? []
            console.standardError(permit.lines(tokens: tokens).joined(separator: "\n") + "\n")
        }
        console.standardError("The message to sign:\n\(message.shown)\n")
        var allowsUnlimited = allowUnlimitedApproval
        if let refusal {
            // Asked on a terminal as a payment's consent is; refused when not given.
            console.printError("Careful: \(refusal.description)")
            let answer = console.readLine("Allow an UNLIMITED approval? Type yes to allow it: ", true)
            guard answer?.trimmingCharacters(in: .whitespaces).lowercased() == "yes" else {
                throw failure(refusal.description, exit: .refused, on: console)
            }
            allowsUnlimited = true
        }
        try confirm("Sign this message with your EVM account?", console: console)
        let signed: SignedMessage
        if let ledger = setup.ledger {
            let signer = try LedgerDevice.signer(for: ledger.currentAccount, console: console)
            if case .typedData = message {
                console.printError(
                    "Note: your Ledger shows typed data only as its domain and message hashes, with \"Blind signing "
                        + "ahead\": check the document in full above; the device signs only with blind signing on.")
            }
            signed = try await LedgerDevice.confirming("the message", console: console) {
                try await SignedMessage.signing(
                    message, with: signer, on: setup.network, allowingUnlimited: allowsUnlimited)
            }
        } else {
            let key = try await setup.unlockKey(console: console)
            signed = try SignedMessage(
                signing: message, with: key, on: setup.network, allowingUnlimited: allowsUnlimited)
        }
        let report = Report(
            address: signed.address.checksummed, signature: signed.signature.hex, hash: "0x" + Hex.encode(signed.hash))
        try CommandOutput(console, output).emit(
            report, lines: [("address", report.address), ("signature", report.signature), ("hash", report.hash)])
    }

    /// Signs the text with the legacy account's EC-Schnorr key as ZilPay does: SHA-256 of the UTF-8.
    private func signLegacy(_ console: Console) async throws {
        let message = try input.readLegacy(console)
        let setup = try PaymentSetup(
            "message sign", yes: yes, keystorePath: keystore, password: password, network: network, console: console)
        try refuseWatchOnly(setup, console: console)
        try setup.checkHas(.legacy)
        console.standardError("The message to sign:\n\(SignedLegacyMessage.shown(message))\n")
        try confirm("Sign this message with your legacy (zil1) account?", console: console)
        let signed = SignedLegacyMessage(signing: message, with: try await setup.unlockKey(console: console))
        let report = LegacyReport(
            address: signed.address.bech32, publicKey: signed.publicKey.hex, signature: signed.signature.hex,
            hash: "0x" + Hex.encode(signed.hash))
        try CommandOutput(console, output).emit(
            report,
            lines: [
                ("address", report.address), ("public key", report.publicKey), ("signature", report.signature),
                ("hash", report.hash),
            ])
    }

    /// Refuses (exit 2) when the account in use is watched only: the home holds no key to sign with.
    private func refuseWatchOnly(_ setup: PaymentSetup, console: Console) throws {
        guard let watched = setup.watched else { return }
        throw failure(MessageCommandError.watchOnly(watched.address.shown).description, exit: .refused, on: console)
    }

    /// Asks `question` unless --yes was given.
    /// - Throws: ``MessageCommandError/notConfirmed`` for any answer but yes.
    private func confirm(_ question: String, console: Console) throws {
        guard !yes else { return }
        let answer = console.readLine("\(question) Type yes to sign: ", true)
        guard answer?.trimmingCharacters(in: .whitespaces).lowercased() == "yes" else {
            throw MessageCommandError.notConfirmed
        }
    }

    /// `{"address": "zil1…", "publicKey": 66 hex digits (compressed), "signature": 128 hex digits (r || s,
    /// no 0x, as ZilPay answers), "hash": "0x…" (SHA-256 of the text)}`.
    struct LegacyReport: Encodable {
        let address: String
        let publicKey: String
        let signature: String
        let hash: String
    }

    /// `{"address": "0x…" (EIP-55), "signature": "0x…" (65 bytes), "hash": "0x…" (the 32 bytes signed)}`.
    struct Report: Encodable {
        let address: String
        let signature: String
        let hash: String
    }
}
