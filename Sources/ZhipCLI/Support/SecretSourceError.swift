/// Why a secret could not be read; no case carries the secret.
enum SecretSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where a secret was read from, as an error names it.
    enum Origin: Equatable, Sendable {
        /// The file at this path.
        case file(String)
        /// This environment variable.
        case variable(String)
        /// The terminal.
        case terminal
    }

    /// The prompt reached the end of input before anything was typed.
    case notEntered(kind: String)
    /// The secret is not UTF-8 text.
    case notText(kind: String, origin: Origin)
    /// The secret is longer than `limit` bytes.
    case tooLong(kind: String, origin: Origin, limit: Int)

    var description: String {
        switch self {
        case .notEntered(let kind): "no \(kind) entered: the input ended before a \(kind) was typed"
        case .notText(let kind, let origin): "the \(kind) \(Self.named(origin)) is not UTF-8 text"
        case .tooLong(let kind, let origin, let limit):
            "the \(kind) \(Self.named(origin)) is longer than \(limit) bytes: give a shorter one"
        }
    }

    private static func named(_ origin: Origin) -> String {
        switch origin {
        case .file(let path): "file \(path)"
        case .variable(let name): "in \(name)"
        case .terminal: "typed"
        }
    }
}
