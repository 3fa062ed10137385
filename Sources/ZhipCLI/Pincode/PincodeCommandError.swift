/// Why a pincode command did nothing.
enum PincodeCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `pincode set` while one is set.
    case alreadySet
    /// `pincode remove` while none is set.
    case notSet
    /// Too many wrong pincodes: `message` says until when.
    case lockedOut(message: String)
    /// The pincode typed was not the one set (`message` says how many tries are left) or not
    /// four digits.
    case notRemoved(message: String)
    /// The pincode asked before revealing a secret was wrong, not four digits, or locked out.
    case notUnlocked(message: String)

    var description: String {
        switch self {
        case .alreadySet:
            "a pincode is already set: nothing was changed; remove it first with 'zhip-cli pincode remove'"
        case .notSet: "no pincode is set: nothing to remove"
        case .lockedOut(let message): "\(message) The pincode stays set."
        case .notRemoved(let message): "\(message) The pincode stays set."
        case .notUnlocked(let message):
            "\(message) Nothing was revealed: run the command again with the app's pincode."
        }
    }
}
