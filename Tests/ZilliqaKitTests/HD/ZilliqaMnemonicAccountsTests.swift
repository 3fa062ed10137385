import Foundation
import Testing

@testable import ZilliqaKit

/// The accounts zilliqa-js (`addByMnemonic`) and gozilliqa derive from their test phrase at
/// m/44'/313'/0'/0/i (`Fixtures/zilliqa-js-mnemonic.json`).
@Suite("Zilliqa accounts from a recovery phrase")
struct ZilliqaMnemonicAccountsTests {
    struct Derived: Decodable, Sendable {
        let path: String
        let address: String
    }

    struct File: Decodable, Sendable {
        let mnemonic: String
        let sortedAddresses: [String]
        let gozilliqa: [Derived]
    }

    static let file: File? = try? Fixtures.load("zilliqa-js-mnemonic")

    func address(of phrase: Mnemonic, at path: DerivationPath) throws -> Address {
        try ExtendedPrivateKey(seed: phrase.seed()).derived(path).privateKey.publicKey.address
    }

    @Test("the first ten accounts of the zilliqa preset are zilliqa-js's ten")
    func zilliqaJSAccounts() throws {
        let file = try #require(Self.file)
        let phrase = try Mnemonic(phrase: file.mnemonic)

        let addresses = try (0..<10).map { index in
            try address(of: phrase, at: DerivationPreset.zilliqa.path(account: UInt32(index))).checksummed
        }

        #expect(addresses.sorted() == file.sortedAddresses.sorted())
    }

    @Test("accounts 0 and 1 are at the indexes gozilliqa derives them")
    func gozilliqaAccounts() throws {
        let file = try #require(Self.file)
        let phrase = try Mnemonic(phrase: file.mnemonic)

        for derived in file.gozilliqa {
            #expect(try address(of: phrase, at: DerivationPath(derived.path)).hex == derived.address)
        }
    }
}
