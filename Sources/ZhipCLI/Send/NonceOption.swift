import CommandLineKit

/// `--nonce N` as a command takes it: a whole number, or the usage error naming it.
enum NonceOption {
    /// `text` as a nonce; nil when not given.
    /// - Throws: ``CommandLineKit/ValidationError`` (exit 64) for anything but a whole number.
    static func parse(_ text: String?) throws -> UInt64? {
        guard let text else { return nil }
        guard let value = UInt64(text) else { throw ValidationError("--nonce: \(text) is not a whole number") }
        return value
    }
}
