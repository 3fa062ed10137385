import Testing
import ZhipCore
import ZilliqaKit

/// Where a Ledger wallet's accounts are: the styles' paths, the style a path is, and the next account's path.
@Suite("Ledger path styles")
struct LedgerPathStyleTests {
    @Test("ledger-live and legacy put the index where Ledger Live and the legacy apps do")
    func stylesPlaceTheIndex() throws {
        #expect(try LedgerPathStyle.ledgerLive.path(index: 1).description == "m/44'/60'/1'/0/0")
        #expect(try LedgerPathStyle.legacy.path(index: 1).description == "m/44'/60'/0'/1")
    }

    @Test("an index of 2^31 or more is refused, never masked into another account's")
    func aHardenedSizedIndexIsRefused() {
        #expect(throws: DerivationPathError.accountTooLarge) {
            _ = try LedgerPathStyle.ledgerLive.path(index: DerivationPath.hardenedOffset)
        }
    }

    @Test("a path is read back as its style; another path is custom")
    func aPathTellsItsStyle() throws {
        let other = try DerivationPath("m/44'/60'/0'/0/1")

        #expect(LedgerPathStyle.of(try LedgerPathStyle.ledgerLive.path(index: 3)) == .ledgerLive)
        #expect(LedgerPathStyle.of(try LedgerPathStyle.legacy.path(index: 3)) == .legacy)
        #expect(LedgerPathStyle.of(other) == .custom(other))
    }

    @Test("the next account is the first index of the first account's style that the wallet does not hold")
    func theNextPathIsTheFirstUnused() throws {
        let key = try PublicKey(hex: "034ae47910d58b9bde819c3cffa8de4441955508db00aa2540db8e6bf6e99abc1b")
        let first = LedgerWalletAccount(
            name: "Account 1", path: try LedgerPathStyle.legacy.path(index: 0), publicKey: key)
        let wallet = LedgerWallet(firstAccount: first)

        #expect(try wallet.nextPath(index: nil).description == "m/44'/60'/0'/1")
        #expect(try wallet.nextPath(in: .ledgerLive, index: nil).description == "m/44'/60'/0'/0/0")
        #expect(try wallet.nextPath(index: 7).description == "m/44'/60'/0'/7")
    }
}
