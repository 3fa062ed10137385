/// Why a new password was not accepted; it does not carry the password. (Missing sources, an
/// ended input and files that are not text are ``SecretSource``'s errors.)
enum PasswordError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The password and its repetition differ.
    case mismatch

    var description: String {
        switch self {
        case .mismatch:
            "the two passwords differ: nothing was written; run the command again and type the same password twice"
        }
    }
}
