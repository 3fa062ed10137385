/// Why ``Argon2id`` could not hash or check a password; neither case carries the password.
public enum Argon2idError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libsodium refused the limits or could not get the memory they ask for.
    case hashingFailed
    /// The stored text is not an Argon2id hash in libsodium's encoded form.
    case malformedHash

    public var description: String {
        switch self {
        case .hashingFailed:
            "Argon2id could not run: most likely a lack of memory for its limits"
        case .malformedHash:
            "the stored text is not an Argon2id hash ($argon2id$v=19$m=…,t=…,p=…$salt$hash)"
        }
    }
}
