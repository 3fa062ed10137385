import Foundation
import Testing
import ZilliqaKit

@testable import ZhipCLI

/// The in-memory keystore `send` signs with after unlocking an address-less keystore once.
@Suite("UnlockedKeystore")
struct UnlockedKeystoreTests {
    private let key = Wallets.alice.privateKey

    @Test("its password unlocks the same key, and it names the key's address")
    func unlocksTheSameKey() throws {
        let unlocked = try UnlockedKeystore(key)

        let decrypted = try unlocked.keystore.decrypt(password: unlocked.password)

        #expect(decrypted.publicKey.address == key.publicKey.address)
        #expect(unlocked.keystore.address == key.publicKey.address)
    }

    @Test("description, debugDescription and dump show neither its password nor the key")
    func printsNoSecret() throws {
        let unlocked = try UnlockedKeystore(key)
        var dumped = ""
        dump(unlocked, to: &dumped)

        let printed = [String(describing: unlocked), String(reflecting: unlocked), dumped]

        for text in printed {
            #expect(!text.contains(unlocked.password))
            #expect(!text.lowercased().contains(KnownKey.privateKey.lowercased()))
        }
    }
}
