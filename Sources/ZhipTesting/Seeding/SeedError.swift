public import ZhipCore

/// Why a ``Seed`` could not be made or put into its stores; each case says what to fix.
public enum SeedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A fixture file could not be read.
    case unreadable(path: String)
    /// The keystore does not make a wallet: not a keystore, no address and no password given,
    /// or a password that does not unlock it.
    case wallet(WalletError)
    /// A value could not be written to its in-memory store (a bug: memory does not fail).
    case notSaved(what: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path):
            "the fixture \(path) could not be read: check the path and that the test target copies it as a resource"
        case .wallet(.keystoreHasNoAddress):
            "the keystore names no address: pass its password, so the seed can find the address of its key"
        case .wallet(let error):
            "the keystore does not make a wallet: \(error)"
        case .notSaved(let what, let reason):
            "the seed's \(what) could not be stored: \(reason)"
        }
    }
}
