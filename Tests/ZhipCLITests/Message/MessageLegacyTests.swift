import CommandLineKit
import Testing
import ZilliqaKit

/// pyzil 1.5.22's answers for ZilPay's legacy message scheme (`schnorr.sign(sha256(text), key)`, a
/// random nonce, so the signature is one of many valid ones) with alice's key (KnownKey.privateKey), legacy account
/// zil1wnz5fgghjkg9ctycpru70rvp2c2e6vhyc96rwg.
enum LegacySignAnswers {
    /// The text "I own this address".
    static let signature =
        "163064a857ce0b975e624865b3f1a1f6b2d06a044959162a83502bd6ea9b9289fabde8c6e6783dcd370bf136cd26862aadbccd90f7a"
        + "f1de242d41e0aa88432e0"
    static let publicKey = "034ae47910d58b9bde819c3cffa8de4441955508db00aa2540db8e6bf6e99abc1b"
    static let hash = "0x260a87367bb3cc5d3b25a138be32ae694f09d3daa477b81be6c0bbf895df6112"
    static let alice = "zil1wnz5fgghjkg9ctycpru70rvp2c2e6vhyc96rwg"
}

@Suite("zhip-cli message sign|verify --account legacy (ZilPay's scheme)", .container)
struct MessageLegacyTests {
    @Test("the legacy account signs SHA-256 of the text, printing alice's zil1 address and public key beside it")
    func signs() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)

        let result = await zhip(
            [
                "message", "sign", "--account", "legacy", "--keystore", keystore, "--message", "I own this address",
                "--yes", "--json",
            ], environment: Wallets.environment)

        #expect(result.code == .success, "\(result.errors)")
        let json = try result.json()
        #expect(json["publicKey"] as? String == LegacySignAnswers.publicKey)
        #expect(json["address"] as? String == LegacySignAnswers.alice)
        #expect(json["hash"] as? String == LegacySignAnswers.hash)
    }

    @Test("a signature the legacy account made verifies as alice's with its public key")
    func roundTrip() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let signed = await zhip(
            ["message", "sign", "--account", "legacy", "--keystore", keystore, "--message", "hi", "--yes", "--json"],
            environment: Wallets.environment)
        let signature = try #require(try signed.json()["signature"] as? String)

        let result = await zhip([
            "message", "verify", "--address", LegacySignAnswers.alice, "--public-key", LegacySignAnswers.publicKey,
            "--signature", signature, "--message", "hi",
        ])

        #expect(result.code == .success, "\(result.errors)")
    }

    @Test("pyzil's signature verifies as alice's zil1 account with its public key")
    func verifies() async throws {
        let result = await zhip([
            "message", "verify", "--address", LegacySignAnswers.alice, "--public-key", LegacySignAnswers.publicKey,
            "--signature", LegacySignAnswers.signature, "--message", "I own this address", "--json",
        ])

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.json()["address"] as? String == LegacySignAnswers.alice)
    }

    @Test("the signature of another text does not verify")
    func otherText() async throws {
        let result = await zhip([
            "message", "verify", "--address", LegacySignAnswers.alice, "--public-key", LegacySignAnswers.publicKey,
            "--signature", LegacySignAnswers.signature, "--message", "I own this address!",
        ])

        #expect(result.code == .failure)
    }

    @Test("a public key of another address than the one claimed is refused, naming its owner")
    func otherKey() async throws {
        let result = await zhip([
            "message", "verify", "--address", "zil1x9c62ndrxauvzvgczz8errnce54gu0q47z68ue", "--public-key",
            LegacySignAnswers.publicKey, "--signature", LegacySignAnswers.signature, "--message", "I own this address",
        ])

        #expect(result.code == .failure)
        #expect(result.errors.contains(LegacySignAnswers.alice))
    }
}
