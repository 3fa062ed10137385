public import ZilliqaKit

/// The accounts a home watches without their keys (``WatchedAccounts``): added beside the wallet (a
/// keystore or a Ledger one) or in a home with none, chosen to be the account read commands and the
/// app read, and removed. Every change is atomic across processes (``KeyValueStore/update(_:as:_:)``).
///
/// ```swift
/// let watching = Container.shared.watchedAccountsUseCase()
/// let added = try watching.watch(try WatchedAddress("0x7E5F…"), name: nil)   // "Watched 1"
/// try watching.use(added.name)          // read commands now read it; signing ones refuse
/// try watching.use(nil)                 // back to the wallet's own account
/// ```
public protocol WatchedAccountsUseCase: Sendable {
    /// The watched accounts and the one in use.
    /// - Throws: ``WatchedAccountError/storage(_:)``.
    var watched: WatchedAccounts { get throws(WatchedAccountError) }

    /// Watches `address` as `name` (else the first free "Watched N"); in use at once when the home
    /// holds no wallet and no other watched account is in use. Returns the account added.
    /// - Throws: what ``WatchedAccounts/adding(_:name:besides:inUse:)`` throws, or
    ///   ``WatchedAccountError/wallet(_:)`` when the saved wallet cannot be read to compare.
    func watch(_ address: WatchedAddress, name: String?) throws(WatchedAccountError) -> WatchedAccount

    /// Stops watching the account called `name` (any case) and returns it.
    /// - Throws: ``WatchedAccountError/notWatched(_:)``.
    func remove(named name: String) throws(WatchedAccountError) -> WatchedAccount

    /// Makes the watched account called `name` the one in use, or (nil) the wallet's own account.
    /// - Throws: ``WatchedAccountError/notWatched(_:)``.
    func use(_ name: String?) throws(WatchedAccountError)

    /// True when `address`'s 20 bytes are watched here: the home holds no key for them.
    func isWatched(_ address: EVMAddress) throws(WatchedAccountError) -> Bool
}
