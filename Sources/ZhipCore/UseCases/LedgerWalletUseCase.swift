/// Saves, loads, changes and removes the Ledger wallet (``LedgerWallet``): a home holds it or a
/// keystore ``Wallet``, never both.
///
/// ```swift
/// try Container.shared.ledgerWalletUseCase().save(wallet)       // WalletError.walletAlreadySaved if one is
/// let ledger = try Container.shared.ledgerWalletUseCase().load()  // nil when none is saved
/// ```
public protocol LedgerWalletUseCase: Sendable {
    /// Saves `wallet` where no wallet (of either kind) is saved.
    /// - Throws: ``WalletError/walletAlreadySaved``, or ``WalletError/storage(_:)``.
    func save(_ wallet: LedgerWallet) throws(WalletError)

    /// The saved Ledger wallet, nil when none is.
    /// - Throws: ``WalletError/savedWalletUnreadable(location:)`` or ``WalletError/storage(_:)``.
    func load() throws(WalletError) -> LedgerWallet?

    /// Replaces `saved` with `changed`, unless another process changed it meanwhile.
    /// - Throws: ``WalletError/walletChangedMeanwhile`` or ``WalletError/storage(_:)``.
    func saveChange(of saved: LedgerWallet, to changed: LedgerWallet) throws(WalletError)

    /// Removes the saved Ledger wallet (nothing when none is).
    func delete() throws(WalletError)
}
