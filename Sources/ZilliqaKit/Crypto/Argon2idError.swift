/// Why ``Argon2id`` could not hash or check a password; neither case carries the password.
public enum Argon2idError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libsodium refused the limits or could not get the memory they ask for.
    case hashingFailed
    /// The stored text is not an Argon2id hash in libsodium's encoded form.
    case malformedHash
    /// The stored hash asks for more than ``Argon2idCost``'s bounds; nothing was hashed.
    case costOutOfBounds(Argon2idCost)

    public var description: String {
        switch self {
        case .hashingFailed:
            "Argon2id could not run: most likely a lack of memory for its limits"
        case .malformedHash:
            "the stored text is not an Argon2id hash ($argon2id$v=19$m=…,t=…,p=…$salt$hash)"
        case .costOutOfBounds(let cost):
            "the stored Argon2id hash asks for \(cost) to check; at most \(Argon2idCost.maximumMemoryKiB >> 10) MiB, "
                + "\(Argon2idCost.maximumPasses) passes, \(Argon2idCost.maximumLanes) lanes and "
                + "2^\(Argon2idCost.maximumWork.trailingZeroBitCount) KiB-passes in all are checked"
        }
    }
}
