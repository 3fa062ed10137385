import Foundation
import Testing

@testable import ZilliqaKit

/// BIP-32 against its published test vectors 1-3 (`Fixtures/bip32.json`: the seeds, paths and the
/// xprv/xpub of each chain, with the key, chain code and public key decoded from them).
@Suite("BIP-32 key derivation")
struct ExtendedPrivateKeyTests {
    struct Chain: Decodable, Sendable, CustomStringConvertible {
        let path: String
        let chainCode: String
        let privateKey: String
        let publicKey: String
        var seed = ""

        enum CodingKeys: String, CodingKey { case path, chainCode, privateKey, publicKey }

        /// The path only: a test's argument is printed in the suite's output.
        var description: String { path }
    }

    struct Vector: Decodable, Sendable {
        let seed: String
        let chains: [Chain]
    }

    struct File: Decodable, Sendable { let vectors: [Vector] }

    static let chains: [Chain] = {
        let file: File? = try? Fixtures.load("bip32")
        return (file?.vectors ?? []).flatMap { vector in
            vector.chains.map { chain in
                var chain = chain
                chain.seed = vector.seed
                return chain
            }
        }
    }()

    @Test("the three vectors' 14 chains load")
    func chainsLoad() {
        #expect(Self.chains.count == 14)
    }

    @Test("each chain's key, chain code and public key are the published ones", arguments: chains)
    func derivesThePublishedKeys(chain: Chain) throws {
        let master = try ExtendedPrivateKey(seed: [UInt8](hex: chain.seed))

        let derived = try master.derived(try DerivationPath(chain.path))

        #expect(derived.privateKey.revealedHex() == chain.privateKey)
        #expect(Hex.encode(derived.chainCode()) == chain.chainCode)
        #expect(derived.privateKey.publicKey.hex == chain.publicKey)
    }

    @Test("deriving a parent and then its child equals deriving the whole path", arguments: 0..<8)
    func parentThenChild(seedByte: Int) throws {
        let master = try ExtendedPrivateKey(seed: [UInt8](repeating: UInt8(seedByte), count: 32))
        let whole = try DerivationPath("m/44'/313'/0'/0/7")

        let parent = try master.derived(DerivationPath(indexes: Array(whole.indexes.dropLast())))
        let child = try parent.child(7)

        #expect(child.privateKey == (try master.derived(whole)).privateKey)
    }

    @Test("the same seed and path always give the same key")
    func deterministic() throws {
        let path = DerivationPreset.ethereum.path(account: 3)

        let first = try ExtendedPrivateKey(seed: [UInt8](repeating: 9, count: 64)).derived(path)
        let second = try ExtendedPrivateKey(seed: [UInt8](repeating: 9, count: 64)).derived(path)

        #expect(first.privateKey == second.privateKey)
    }

    @Test("a seed of 15 bytes is refused")
    func shortSeed() {
        #expect(throws: BIP32Error.seedLength(15)) { try ExtendedPrivateKey(seed: [UInt8](repeating: 1, count: 15)) }
    }

    @Test("an extended key never shows itself")
    func redacted() throws {
        let key = try ExtendedPrivateKey(seed: [UInt8](repeating: 1, count: 16))
        var dumped = ""
        dump(key, to: &dumped)

        #expect("\(key)" == "ExtendedPrivateKey(redacted)")
        #expect(!dumped.contains(key.privateKey.revealedHex()))
    }
}

@Suite("BIP-32 derivation paths")
struct DerivationPathTests {
    @Test("m/44'/313'/0'/0/5 reads with hardened indexes, and h means hardened too")
    func parses() throws {
        let path = try DerivationPath("m/44'/313'/0h/0/5")

        #expect(path.indexes == [0x8000_002C, 0x8000_0139, 0x8000_0000, 0, 5])
        #expect(path.description == "m/44'/313'/0'/0/5")
    }

    @Test(
        "malformed paths are refused, naming the component",
        arguments: [
            ("44'/0", DerivationPathError.missingMaster), ("m/44'//0", .notAnIndex(position: 2)),
            ("m/x", .notAnIndex(position: 1)), ("m/2147483648", .indexTooLarge(position: 1)),
            ("m/-1", .notAnIndex(position: 1)), ("m/1''", .notAnIndex(position: 1)),
        ])
    func refused(text: String, error: DerivationPathError) {
        #expect(throws: error) { try DerivationPath(text) }
    }

    @Test("a preset's account index of 2^31 or more is refused, not wrapped to another account")
    func presetAccountTooLarge() {
        #expect(throws: DerivationPathError.accountTooLarge) {
            try DerivationPath(presetOrPath: "zilliqa", account: DerivationPath.hardenedOffset)
        }
    }

    @Test("a preset's path tells its preset and account index; other paths tell none")
    func presetOfPath() throws {
        #expect(try #require(DerivationPreset.account(at: try DerivationPath("m/44'/313'/0'/0/5"))) == (.zilliqa, 5))
        #expect(try #require(DerivationPreset.account(at: try DerivationPath("m/44'/313'/3'/0'/0'"))) == (.ledger, 3))
        #expect(try #require(DerivationPreset.account(at: try DerivationPath("m/44'/60'/0'/0/9"))) == (.ethereum, 9))
        #expect(DerivationPreset.account(at: try DerivationPath("m/44'/60'/0'/1/9")) == nil)
        #expect(DerivationPreset.account(at: try DerivationPath("m/44'/313'/0'/0")) == nil)
    }

    @Test("the presets are the paths other wallets use")
    func presets() {
        #expect(DerivationPreset.zilliqa.path(account: 5).description == "m/44'/313'/0'/0/5")
        #expect(DerivationPreset.ledger.path(account: 5).description == "m/44'/313'/5'/0'/0'")
        #expect(DerivationPreset.ethereum.path(account: 5).description == "m/44'/60'/0'/0/5")
    }
}
