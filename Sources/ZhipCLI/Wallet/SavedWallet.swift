import ZhipCore
import ZilliqaKit

/// The wallet saved in the home, through ZhipCore's ``WalletStorageUseCase``.
///
/// ```swift
/// home.use(console)
/// let wallet = try SavedWallet.load()          // WalletCommandError.noWallet when there is none
/// try SavedWallet.ensureNone()                  // before creating or restoring one
/// ```
enum SavedWallet {
    /// The saved wallet.
    /// - Throws: ``WalletCommandError/noWallet(directory:)``,
    ///   ``WalletCommandError/unreadable(location:)`` (it names the command that removes it), or
    ///   ZhipCore's ``WalletError``.
    static func load() throws -> Wallet {
        if try Container.shared.ledgerWalletUseCase().load() != nil { throw WalletCommandError.ledgerWallet }
        guard let wallet = try loadUnlessUnreadable() else {
            throw WalletCommandError.unreadable(location: dataDirectory)
        }
        return wallet
    }

    /// The saved wallet, or nil when what is saved is not a wallet Zhip can read (it can still be
    /// removed).
    /// - Throws: ``WalletCommandError/noWallet(directory:)``, or ZhipCore's ``WalletError``.
    static func loadUnlessUnreadable() throws -> Wallet? {
        let wallet: Wallet?
        do {
            wallet = try Container.shared.walletStorageUseCase().loadWallet()
        } catch .savedWalletUnreadable {
            return nil
        } catch {
            throw error
        }
        guard let wallet else { throw WalletCommandError.noWallet(directory: dataDirectory) }
        return wallet
    }

    /// Throws ``WalletCommandError/unreadable(location:)`` when what is saved is not a wallet
    /// Zhip can read; nothing when a wallet, or none, is saved.
    static func ensureReadable() throws {
        do {
            _ = try Container.shared.walletStorageUseCase().loadWallet()
        } catch .savedWalletUnreadable {
            throw WalletCommandError.unreadable(location: dataDirectory)
        } catch {
            throw error
        }
    }

    /// Throws ``WalletCommandError/walletExists(address:directory:)`` when a wallet is saved,
    /// so that a command refuses before asking for anything.
    static func ensureNone() throws {
        if let ledger = try Container.shared.ledgerWalletUseCase().load() {
            throw WalletCommandError.walletExists(
                address: ledger.currentAccount.address.checksummed + " (a Ledger wallet)", directory: dataDirectory)
        }
        let storage = Container.shared.walletStorageUseCase()
        guard try storage.hasConfiguredWallet else { return }
        let address = (try? storage.loadWallet())?.address.bech32 ?? "unreadable"
        throw WalletCommandError.walletExists(address: address, directory: dataDirectory)
    }

    /// The saved Ledger wallet, nil when the home holds none (a keystore wallet, or no wallet).
    static func ledger() throws -> LedgerWallet? {
        try Container.shared.ledgerWalletUseCase().load()
    }

    /// The EVM account the commands read: the watched account in use, else a Ledger wallet's current
    /// account, or a keystore wallet's once its public key is known (nil before).
    static func evmAddress() throws -> EVMAddress? {
        if let watched = try watched() { return watched.evmAddress }
        if let ledger = try ledger() { return ledger.currentAccount.address }
        return try load().evmAddress
    }

    /// The watched account in use (no key for it is kept here), nil when the wallet's own account is.
    /// In a home with no wallet, the first watched account when none was chosen.
    static func watched() throws -> WatchedAccount? {
        let watched = try Container.shared.watchedAccountsUseCase().watched
        if let inUse = watched.inUse { return inUse }
        guard let first = watched.accounts.first, try !holdsWallet() else { return nil }
        return first
    }

    /// True when the home holds a wallet of either kind (readable or not).
    static func holdsWallet() throws -> Bool {
        if try ledger() != nil { return true }
        return try Container.shared.walletStorageUseCase().hasConfiguredWallet
    }

    /// Where the wallet is kept, for messages.
    static var dataDirectory: String {
        switch Container.shared.zhipPaths() {
        case .success(let paths): paths.dataDirectory
        case .failure: "Zhip's home"
        }
    }
}
