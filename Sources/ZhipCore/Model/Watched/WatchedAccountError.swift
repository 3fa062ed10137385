/// Why a watched account was not added, removed or chosen; each case says what to do next. Nothing
/// was changed when one is thrown.
public enum WatchedAccountError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is no address (`reason` says why, without repeating it).
    case notAnAddress(String)
    /// The address is one of the wallet's own accounts, `name`.
    case ownAccount(name: String)
    /// The address is watched already, as `name`.
    case alreadyWatched(name: String)
    /// The name is empty, too long or holds control characters.
    case invalidName(maximumLength: Int)
    /// Another account of the home is called `name` (names are compared in any case).
    case nameTaken(String)
    /// The home watches as many accounts as it may.
    case full(maximum: Int)
    /// No watched account is called `name`.
    case notWatched(String)
    /// The home's list could not be read or saved.
    case storage(PersistenceError)
    /// The wallet saved in the home could not be read, to compare its accounts with the one added.
    case wallet(WalletError)

    public var description: String {
        switch self {
        case .notAnAddress(let reason):
            "not an address to watch (\(reason)): give 0x… (EIP-55 or one case) or zil1…; nothing was added"
        case .ownAccount(let name):
            "the address is the wallet's own account \"\(name)\", listed already ('zhip-cli account list'): "
                + "nothing was added"
        case .alreadyWatched(let name):
            "the address is watched already, as \"\(name)\" ('zhip-cli account list'): nothing was added"
        case .invalidName(let maximumLength):
            "an account's name is 1 to \(maximumLength) characters, without control characters: give another "
                + "--name; nothing was added"
        case .nameTaken(let name):
            "the home has an account called \"\(name)\" already (names are compared in any case): give another "
                + "--name; nothing was added"
        case .full(let maximum):
            "the home watches \(maximum) accounts, the most it may: remove one with 'zhip-cli account remove NAME' "
                + "first; nothing was added"
        case .notWatched(let name):
            "no watched account is called \"\(name)\": 'zhip-cli account list' lists them; nothing was changed"
        case .storage(let error):
            "\(error)"
        case .wallet(let error):
            "\(error)"
        }
    }
}
