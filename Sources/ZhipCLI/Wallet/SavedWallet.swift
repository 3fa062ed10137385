import ZhipCore

/// The wallet saved in the home, through ZhipCore's ``WalletStorageUseCase``.
///
/// ```swift
/// home.use(console)
/// let wallet = try SavedWallet.load()          // WalletCommandError.noWallet when there is none
/// try SavedWallet.ensureNone()                  // before creating or restoring one
/// ```
enum SavedWallet {
    /// The saved wallet.
    /// - Throws: ``WalletCommandError/noWallet(directory:)``, or ZhipCore's ``WalletError``.
    static func load() throws -> Wallet {
        guard let wallet = try Container.shared.walletStorageUseCase().loadWallet() else {
            throw WalletCommandError.noWallet(directory: dataDirectory)
        }
        return wallet
    }

    /// Throws ``WalletCommandError/walletExists(address:directory:)`` when a wallet is saved,
    /// so that a command refuses before asking for anything.
    static func ensureNone() throws {
        let storage = Container.shared.walletStorageUseCase()
        guard try storage.hasConfiguredWallet else { return }
        let address = (try? storage.loadWallet())?.address.bech32 ?? "unreadable"
        throw WalletCommandError.walletExists(address: address, directory: dataDirectory)
    }

    /// Where the wallet is kept, for messages.
    static var dataDirectory: String {
        switch Container.shared.zhipPaths() {
        case .success(let paths): paths.dataDirectory
        case .failure: "Zhip's home"
        }
    }
}
