public import Foundation
public import ZhipCore
import ZilliqaKit

extension Seed {
    /// The wallet locked in the keystore file at `url` (a fixture written by zhip-cli, zilliqa-js
    /// or pyzil), with `origin`. `password` is needed only when the keystore names no address:
    /// the key is then unlocked once to find it.
    ///
    /// ```swift
    /// let url = try #require(Bundle.module.url(forResource: "wallet-keystore", withExtension: "json",
    ///                                          subdirectory: "Fixtures"))
    /// let wallet = try Seed.wallet(keystoreAt: url, origin: .imported)
    /// ```
    /// - Throws: ``SeedError/unreadable(path:)``, or ``SeedError/wallet(_:)`` saying why the
    ///   keystore makes no wallet.
    public static func wallet(keystoreAt url: URL, origin: WalletOrigin, password: String? = nil) throws(SeedError)
        -> Wallet
    {
        let json: Data
        do {
            json = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path)
        }
        return try wallet(keystoreJSON: json, origin: origin, password: password)
    }

    /// The wallet locked in a keystore's JSON text; see ``wallet(keystoreAt:origin:password:)``.
    public static func wallet(keystoreJSON json: Data, origin: WalletOrigin, password: String? = nil)
        throws(SeedError) -> Wallet
    {
        do throws(WalletError) {
            let keystore: Keystore
            do throws(KeystoreError) {
                keystore = try Keystore(json: json)
            } catch {
                throw .keystore(error)
            }
            if keystore.address != nil || password == nil { return try Wallet(keystore: keystore, origin: origin) }
            let key: PrivateKey
            do throws(KeystoreError) {
                key = try keystore.decrypt(password: SecretText(password ?? ""))
            } catch .wrongPassword {
                throw .wrongPassword
            } catch {
                throw .keystore(error)
            }
            return try Wallet(keystore: keystore, address: key.publicKey.address, origin: origin)
        } catch {
            throw .wallet(error)
        }
    }
}
