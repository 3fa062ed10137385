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

    // MARK: - Recovery phrases and accounts

    /// Only a wallet made from a recovery phrase has a phrase to reveal or more accounts to add.
    case noRecoveryPhrase
    /// The saved recovery phrase could not be sealed or opened (other than a wrong password).
    case recoveryPhrase(RecoveryPhraseError)
    /// A key could not be derived at a path (BIP-32's one-in-2^127 case).
    case derivation(BIP32Error)
    /// The wallet already holds ``Wallet/maximumAccounts`` accounts.
    case tooManyAccounts(maximum: Int)
    /// Account `number` already has the key at that path.
    case accountAlreadyInWallet(number: Int)
    /// There is no account `number`; the wallet has `count`.
    case noSuchAccount(number: Int, count: Int)
    /// An account name must have 1 to `maximumLength` characters and no control characters.
    case invalidAccountName(maximumLength: Int)
    /// The saved wallet changed while this change was being made (another Zhip on this machine); nothing was written.
    case walletChangedMeanwhile

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

    /// Maps a recovery phrase error, lifting the password cases out as ``init(_:)-(KeystoreError)`` does.
    init(_ error: RecoveryPhraseError) {
        switch error {
        case .sealing(let keystoreError): self.init(keystoreError)
        default: self = .recoveryPhrase(error)
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
        case .noRecoveryPhrase:
            "this wallet was made from a private key or keystore, not a recovery phrase, so it has one account and"
                + " no phrase; back it up as a keystore or private key"
        case .recoveryPhrase(let error):
            error.description
        case .derivation(let error):
            error.description
        case .tooManyAccounts(let maximum):
            "this wallet already holds \(maximum) accounts, as many as Zhip keeps; use one of them"
        case .accountAlreadyInWallet(let number):
            "account \(number) of this wallet already has that key; use it, or choose another account index"
        case .noSuchAccount(let number, let count):
            "there is no account \(number): this wallet has " + (count == 1 ? "1 account" : "accounts 1 to \(count)")
        case .invalidAccountName(let maximumLength):
            "an account name needs 1 to \(maximumLength) characters and no control characters; choose another"
        case .walletChangedMeanwhile:
            "the saved wallet changed while this was being done (another Zhip on this machine?); nothing was"
                + " written: look at the wallet again, then repeat the change"
        }
    }
}
