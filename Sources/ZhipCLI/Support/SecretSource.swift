import CommandLineKit
import ZilliqaKit

/// Where a secret (a password, a pincode) comes from, in this order: the first line of a file
/// given with an option, an environment variable, a prompt without echo when standard input is
/// a terminal. Nothing here prints a secret or puts one in an error.
///
/// ```swift
/// let source = SecretSource.password(console: console, file: password.passwordFile)
/// try source.checkAvailable()                                 // exit 64 before any work
/// let typed = try source.given() ?? source.prompt("Encryption password: ")
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

    /// A file larger than this is refused (it is not a password or pincode file).
    static let fileLimit = 64 * 1024

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
            environmentVariable: "ZHIP_PINCODE")
    }

    /// A recovery phrase's BIP-39 passphrase: `--passphrase-file`, `ZHIP_BIP39_PASSPHRASE`; none otherwise.
    static func passphrase(console: Console, file: String?) -> SecretSource {
        SecretSource(
            kind: "passphrase", console: console, file: file, fileOption: "--passphrase-file",
            environmentVariable: "ZHIP_BIP39_PASSPHRASE")
    }

    /// True when the secret comes from the file or the environment (no prompt).
    var isGiven: Bool { file != nil || console.environment[environmentVariable] != nil }

    /// Fails with a usage error (exit 64) when there is no source at all, before any other work.
    func checkAvailable() throws {
        guard isGiven || console.stdinIsTerminal else { throw ValidationError(noSourceMessage) }
    }

    /// The secret from the file or the environment; nil when neither is given.
    /// - Throws: ``FileError`` when the file cannot be read, ``SecretSourceError/notText(kind:path:)``.
    func given() throws -> String? {
        guard let file else { return console.environment[environmentVariable] }
        let path = console.absolutePath(file)
        var bytes = try FileReader.read(path, kind: "a \(kind) file", limit: Self.fileLimit, firstLineOnly: true)
        defer { bytes.zeroize() }
        if bytes.last == UInt8(ascii: "\r") {
            bytes[bytes.count - 1] = 0
            bytes.removeLast()
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SecretSourceError.notText(kind: kind, path: path)
        }
        return text
    }

    /// Asks on the terminal without echo.
    /// - Throws: a usage error when standard input is no terminal; ``SecretSourceError/notEntered(kind:)``.
    func prompt(_ text: String) throws -> String {
        guard console.stdinIsTerminal else { throw ValidationError(noSourceMessage) }
        guard let answer = console.readSecret(prompt: text) else { throw SecretSourceError.notEntered(kind: kind) }
        return answer
    }

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

    private var noSourceMessage: String {
        "no \(kind) given: use \(fileOption) FILE, set the \(environmentVariable) environment variable, or run in a "
            + "terminal to be asked"
    }
}

/// Why a secret could not be read; no case carries the secret.
enum SecretSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The prompt reached the end of input before anything was typed.
    case notEntered(kind: String)
    /// The file is not UTF-8 text.
    case notText(kind: String, path: String)

    var description: String {
        switch self {
        case .notEntered(let kind): "no \(kind) entered: the input ended before a \(kind) was typed"
        case .notText(let kind, let path): "the \(kind) file \(path) is not UTF-8 text"
        }
    }
}
