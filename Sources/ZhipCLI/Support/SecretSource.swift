import CommandLineKit
import ZilliqaKit

/// Where a secret (a password, a pincode) comes from, in this order: the first line of a file
/// given with an option, an environment variable, a prompt without echo when standard input is
/// a terminal. Nothing here prints a secret or puts one in an error.
///
/// Every secret is read as bytes into wiping storage (``SecretText``): the file through
/// ``FileReader`` (its buffer wiped), the variable and the typed line straight from the process
/// (``Console/takeSecretVariable(_:into:)``, ``Console/readSecretLine(prompt:into:)``), never as a
/// `String`. The `String` forms (``given()``, ``read(prompt:)``, ``readNew(prompt:repeat:)``) are for
/// what takes text only: a view model's field, a pincode, a BIP-39 passphrase.
///
/// ```swift
/// let source = SecretSource.password(console: console, file: password.passwordFile)
/// try source.checkAvailable()                                 // exit 64 before any work
/// let password = try source.readText(prompt: "Encryption password: ")   // a SecretText
/// defer { password.wipe() }                                   // once the KDF has run
/// ```
struct SecretSource {
    /// What the secret is, for prompts and errors: `password`, `pincode`.
    let kind: String
    let console: Console
    /// The file option's value, as given.
    let file: String?
    /// The file option's name: `--password-file`.
    let fileOption: String
    /// The environment variable read when there is no file.
    let environmentVariable: String

    /// A file larger than this is refused (it is not a password or pincode file); a secret given
    /// or typed is at most this long too.
    static let fileLimit = 64 * 1024

    /// The environment variables that hold secrets: read only as bytes, once, then wiped from the
    /// process environment (``ZhipCommand``'s configuration names them).
    static let variables: Set<String> = [
        PasswordReader.environmentVariable, pincodeVariable, passphraseVariable,
    ]
    static let pincodeVariable = "ZHIP_PINCODE"
    static let passphraseVariable = "ZHIP_BIP39_PASSPHRASE"

    /// The wallet password: `--password-file`, `ZHIP_PASSWORD`, a prompt.
    static func password(console: Console, file: String?, fileOption: String = "--password-file") -> SecretSource {
        SecretSource(
            kind: "password", console: console, file: file, fileOption: fileOption,
            environmentVariable: PasswordReader.environmentVariable)
    }

    /// The pincode: `--pincode-file`, `ZHIP_PINCODE`, a prompt.
    static func pincode(console: Console, file: String?) -> SecretSource {
        SecretSource(
            kind: "pincode", console: console, file: file, fileOption: "--pincode-file",
            environmentVariable: pincodeVariable)
    }

    /// A recovery phrase's BIP-39 passphrase: `--passphrase-file`, `ZHIP_BIP39_PASSPHRASE`; none otherwise.
    static func passphrase(console: Console, file: String?) -> SecretSource {
        SecretSource(
            kind: "passphrase", console: console, file: file, fileOption: "--passphrase-file",
            environmentVariable: passphraseVariable)
    }

    /// True when the secret comes from the file or the environment (no prompt).
    var isGiven: Bool { file != nil || console.isSecretVariableSet(environmentVariable) }

    /// Fails with a usage error (exit 64) when there is no source at all, before any other work.
    func checkAvailable() throws {
        guard isGiven || console.stdinIsTerminal else { throw ValidationError(noSourceMessage) }
    }

    // MARK: - As bytes

    /// The secret from the file or the environment, in wiping storage; nil when neither is given.
    /// - Throws: ``FileError`` when the file cannot be read; ``SecretSourceError`` when the secret
    ///   is not UTF-8 text or too long.
    func givenText() throws -> SecretText? {
        if let file {
            let path = console.absolutePath(file)
            var bytes = try FileReader.read(path, kind: "a \(kind) file", limit: Self.fileLimit, firstLineOnly: true)
            defer { bytes.zeroize() }
            let length = bytes.last == UInt8(ascii: "\r") ? bytes.count - 1 : bytes.count
            let secret = SecretText(capacity: length) { buffer in
                bytes.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[0..<length])) }
                return length
            }
            return try checkedText(secret, from: .file(path))
        }
        guard console.isSecretVariableSet(environmentVariable) else { return nil }
        let secret = try SecretText(capacity: Self.fileLimit) { buffer throws(SecretSourceError) in
            try count(
                of: console.takeSecretVariable(environmentVariable, into: buffer), from: .variable(environmentVariable))
        }
        return try checkedText(secret, from: .variable(environmentVariable))
    }

    /// Asks on the terminal without echo; the line goes straight into wiping storage.
    /// - Throws: a usage error when standard input is no terminal; ``SecretSourceError``.
    func promptText(_ text: String) throws -> SecretText {
        guard console.stdinIsTerminal else { throw ValidationError(noSourceMessage) }
        let secret = try SecretText(capacity: Self.fileLimit) { buffer throws(SecretSourceError) in
            try count(of: console.readSecretLine(prompt: text, into: buffer), from: .terminal)
        }
        return try checkedText(secret, from: .terminal)
    }

    /// The secret given, else asked once with `text`.
    func readText(prompt text: String) throws -> SecretText {
        try givenText() ?? promptText(text)
    }

    // MARK: - As text, for what takes only a String

    /// ``givenText()`` as a `String`.
    func given() throws -> String? { try givenText().map(Self.string) }

    /// ``promptText(_:)`` as a `String`.
    func prompt(_ text: String) throws -> String { Self.string(try promptText(text)) }

    /// The secret given, else asked once with `text`.
    func read(prompt text: String) throws -> String {
        try given() ?? prompt(text)
    }

    /// A new secret and its repetition: the given one twice, else asked twice on the terminal.
    /// Whether they match is for ZhipCore's view model to say.
    func readNew(prompt text: String, repeat repeatText: String) throws -> (secret: String, repetition: String) {
        if let given = try given() { return (given, given) }
        let secret = try prompt(text)
        return (secret, try prompt(repeatText))
    }

    // MARK: - Helpers

    /// The text of `secret`, which is wiped: the `String` is the one copy left.
    private static func string(_ secret: SecretText) -> String {
        defer { secret.wipe() }
        return secret.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The byte count `read` found; an ended input is ``SecretSourceError/notEntered(kind:)``.
    private func count(of read: SecretRead, from origin: SecretSourceError.Origin) throws(SecretSourceError) -> Int {
        switch read {
        case .read(let byteCount): return byteCount
        case .absent: throw .notEntered(kind: kind)
        case .tooLong: throw .tooLong(kind: kind, origin: origin, limit: Self.fileLimit)
        }
    }

    /// `secret` when it is UTF-8 text; wiped and refused otherwise.
    private func checkedText(_ secret: SecretText, from origin: SecretSourceError.Origin) throws(SecretSourceError)
        -> SecretText
    {
        guard secret.isUTF8 else {
            secret.wipe()
            throw .notText(kind: kind, origin: origin)
        }
        return secret
    }

    private var noSourceMessage: String {
        "no \(kind) given: use \(fileOption) FILE, set the \(environmentVariable) environment variable, or run in a "
            + "terminal to be asked"
    }
}
