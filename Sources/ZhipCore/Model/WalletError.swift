public import ZilliqaKit

/// Why a wallet could not be created, restored, saved, loaded or unlocked; each case says what
/// was wrong and what to do. None carries a password, a key or anything derived from one.
///
/// ```swift
/// do { pair = try await useCase.extractKeyPair(from: wallet, password: typed) }
/// catch .wrongPassword { askAgain() }
/// catch { show(error.description) }
/// ```
public enum WalletError: Error, Equatable, Sendable, CustomStringConvertible {
    // MARK: - The password

    /// The password does not unlock the wallet's keystore.
    case wrongPassword
    /// A new keystore's password must have at least `minimum` characters.
    case passwordTooShort(minimum: Int)

    // MARK: - The wallet store

    /// A wallet is already saved, and saving never replaces one.
    case walletAlreadySaved
    /// What is saved under the wallet key is not a wallet Zhip can read (edited by hand, or
    /// written by another program); nothing was changed.
    case savedWalletUnreadable(location: String)
    /// The secure store could not be read or written.
    case storage(PersistenceError)

    // MARK: - Keystores and addresses

    /// A keystore written without an address was given where the address is needed before it
    /// is unlocked.
    case keystoreHasNoAddress
    /// The keystore or wallet names one address (`named`) and its key belongs to another.
    case addressMismatch(named: Address, key: Address)
    /// Any other keystore failure: damaged, unsupported or too costly to unlock, or a crypto
    /// library failure.
    case keystore(KeystoreError)

    /// Maps a ZilliqaKit keystore error, lifting the password cases out so callers can match
    /// them directly.
    init(_ error: KeystoreError) {
        switch error {
        case .wrongPassword: self = .wrongPassword
        case .passwordTooShort(let minimum): self = .passwordTooShort(minimum: minimum)
        case .addressMismatch(let file, let key): self = .addressMismatch(named: file, key: key)
        default: self = .keystore(error)
        }
    }

    public var description: String {
        switch self {
        case .wrongPassword:
            "wrong password: it does not unlock this wallet; check it for typos, caps lock and keyboard layout"
        case .passwordTooShort(let minimum):
            "password too short: the wallet's encryption password needs at least \(minimum) characters;"
                + " choose a longer one"
        case .walletAlreadySaved:
            "a wallet is already saved, and Zhip never overwrites one: back up its keystore or private key,"
                + " remove that wallet, then save the new one"
        case .savedWalletUnreadable(let location):
            "the wallet saved in \(location) cannot be read (edited by hand, or written by another program):"
                + " if you have a backup of its keystore or private key, remove the saved wallet and restore"
                + " from the backup"
        case .storage(let error):
            error.description
        case .keystoreHasNoAddress:
            "this keystore does not name its address, so the address is only known once it is unlocked;"
                + " restore it with its password"
        case .addressMismatch(let named, let key):
            "address mismatch: the wallet says its address is \(named.bech32), but its key belongs to"
                + " \(key.bech32); it was edited or put together from two files, do not trust it; restore from"
                + " a backup"
        case .keystore(let error):
            error.description
        }
    }
}
