/// The Ledger wallet kept in ``SecurePersistence`` under ``SecurePersistenceKey/ledgerWallet``,
/// each write a compare-and-swap under the store's lock (``KeyValueStore/replaceJSON(_:for:ifSavedIs:)``).
public final class DefaultLedgerWalletUseCase: LedgerWalletUseCase {
    private let securePersistence: SecurePersistence

    public init(securePersistence: SecurePersistence) {
        self.securePersistence = securePersistence
    }

    public func save(_ wallet: LedgerWallet) throws(WalletError) {
        guard try !contains(.wallet) else { throw .walletAlreadySaved }
        let saved: Bool
        do throws(PersistenceError) {
            let json = try securePersistence.encode(wallet, for: .ledgerWallet)
            saved = try securePersistence.replaceJSON(json, for: .ledgerWallet, ifSavedIs: nil)
        } catch {
            throw .storage(error)
        }
        guard saved else { throw .walletAlreadySaved }
    }

    public func load() throws(WalletError) -> LedgerWallet? {
        do {
            return try securePersistence.load(.ledgerWallet, as: LedgerWallet.self)
        } catch .valueNotDecodable(_, _, let location) {
            throw .savedWalletUnreadable(location: location)
        } catch {
            throw .storage(error)
        }
    }

    public func saveChange(of saved: LedgerWallet, to changed: LedgerWallet) throws(WalletError) {
        let replaced: Bool?
        do throws(PersistenceError) {
            if let before = try securePersistence.savedJSON(.ledgerWallet),
                (try? securePersistence.decode(before, as: LedgerWallet.self, for: .ledgerWallet)) == saved
            {
                let after = try securePersistence.encode(changed, for: .ledgerWallet)
                replaced = try securePersistence.replaceJSON(after, for: .ledgerWallet, ifSavedIs: before)
            } else {
                replaced = nil
            }
        } catch {
            throw .storage(error)
        }
        guard replaced == true else { throw .walletChangedMeanwhile }
    }

    /// Whether the store holds `key`.
    private func contains(_ key: SecurePersistenceKey) throws(WalletError) -> Bool {
        do { return try securePersistence.contains(key) } catch { throw .storage(error) }
    }

    public func delete() throws(WalletError) {
        do { try securePersistence.delete(.ledgerWallet) } catch { throw .storage(error) }
    }
}
