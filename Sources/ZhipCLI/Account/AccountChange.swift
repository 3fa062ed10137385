import ZhipCore

/// The one way `account use` and `account rename` change the saved wallet: load it, apply ZhipCore's
/// change, save it in place by compare and swap (nothing is written when nothing changed).
enum AccountChange {
    /// The saved wallet after `change`.
    /// - Throws: ``AccountCommandError`` when ZhipCore refuses the change; ``WalletError`` when saving fails.
    static func apply(_ change: (Wallet) throws(WalletError) -> Wallet) throws -> Wallet {
        let saved = try SavedWallet.load()
        let changed: Wallet
        do throws(WalletError) {
            changed = try change(saved)
        } catch {
            throw AccountCommandError(error)
        }
        if changed != saved { try Container.shared.walletAccountsUseCase().saveChange(of: saved, to: changed) }
        return changed
    }
}
