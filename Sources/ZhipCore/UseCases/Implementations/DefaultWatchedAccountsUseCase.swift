public import ZilliqaKit

/// The ``WatchedAccountsUseCase`` of the app, in ``Preferences`` under ``PreferencesKey/watchedAccounts``
/// (no secret is kept: preferences, not secure storage), every change one ``KeyValueStore/update(_:as:_:)``.
/// The wallet's accounts are read from its use cases, so that none is watched and no name is taken twice.
///
/// ```swift
/// let watching = DefaultWatchedAccountsUseCase(
///     preferences: preferences, walletStorage: container.walletStorageUseCase(), ledgerWallet: container.ledgerWalletUseCase())
/// ```
public struct DefaultWatchedAccountsUseCase: WatchedAccountsUseCase {
    private let preferences: Preferences
    private let walletStorage: any WalletStorageUseCase
    private let ledgerWallet: any LedgerWalletUseCase

    public init(
        preferences: Preferences, walletStorage: any WalletStorageUseCase, ledgerWallet: any LedgerWalletUseCase
    ) {
        self.preferences = preferences
        self.walletStorage = walletStorage
        self.ledgerWallet = ledgerWallet
    }

    public var watched: WatchedAccounts {
        get throws(WatchedAccountError) {
            do throws(PersistenceError) {
                return try preferences.load(.watchedAccounts, as: WatchedAccounts.self) ?? WatchedAccounts()
            } catch {
                throw .storage(error)
            }
        }
    }

    public func watch(_ address: WatchedAddress, name: String?) throws(WatchedAccountError) -> WatchedAccount {
        let own = try ownAccounts()
        let added = try update { (watched: inout WatchedAccounts) throws(WatchedAccountError) in
            let inUse = own == nil && watched.inUse == nil
            watched = try watched.adding(address, name: name, besides: own ?? [], inUse: inUse)
            return watched.accounts[watched.accounts.count - 1]
        }
        return added
    }

    public func remove(named name: String) throws(WatchedAccountError) -> WatchedAccount {
        try update { (watched: inout WatchedAccounts) throws(WatchedAccountError) in
            let (remaining, removed) = try watched.removing(named: name)
            watched = remaining
            return removed
        }
    }

    public func use(_ name: String?) throws(WatchedAccountError) {
        try update { (watched: inout WatchedAccounts) throws(WatchedAccountError) in
            watched = try watched.using(name)
        }
    }

    public func isWatched(_ address: EVMAddress) throws(WatchedAccountError) -> Bool {
        try watched.account(of: address) != nil
    }

    // MARK: - Helpers

    /// The wallet's accounts, nil when the home holds no wallet.
    private func ownAccounts() throws(WatchedAccountError) -> [WatchedAccounts.OwnAccount]? {
        do throws(WalletError) {
            if let ledger = try ledgerWallet.load() {
                return ledger.accounts.map { .init(name: $0.name, addresses: [$0.address]) }
            }
            guard let wallet = try walletStorage.loadWallet() else { return nil }
            return wallet.accounts.map { account in
                .init(
                    name: account.name,
                    addresses: [EVMAddress(account.address)] + [account.evmAddress].compactMap(\.self))
            }
        } catch {
            throw .wallet(error)
        }
    }

    /// Changes the saved list as `change` says, in one atomic update (another process's change
    /// meanwhile is kept; `change` may run again over it); what `change` returned. A refusal of
    /// `change` saves nothing.
    private func update<Outcome>(
        _ change: (inout WatchedAccounts) throws(WatchedAccountError) -> Outcome
    ) throws(WatchedAccountError) -> Outcome {
        let result: Result<Outcome, WatchedAccountError>
        do throws(PersistenceError) {
            result = try preferences.update(.watchedAccounts, as: WatchedAccounts.self) { stored in
                var watched = stored ?? WatchedAccounts()
                do throws(WatchedAccountError) {
                    let outcome = try change(&watched)
                    if stored != nil || !watched.accounts.isEmpty { stored = watched }
                    return .success(outcome)
                } catch {
                    return .failure(error)
                }
            }
        } catch {
            throw .storage(error)
        }
        return try result.get()
    }
}
