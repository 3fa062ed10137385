import CommandLineKit
import Testing
import ZilliqaKit

/// personal_sign answers of eth-account 0.14.0 (`Account.sign_message(encode_defunct(primitive=…))`)
/// with alice's key (KnownKey.privateKey), EVM account 0x3C0820b2333d0C9FA1145D66414C908909b43041.
enum PersonalSignAnswers {
    /// The text "I own this address".
    static let ownAddressSignature =
        "0xbd8b98d26159e1dbd72a2f4ebd7036c685a0d2dbe86117ed0a3e77e21b760fb344e395baddd2033e8b00d4e53113d5e1067289e0"
        + "882b55b547e29a31893c005c1c"
    static let ownAddressHash = "0xd47bcf14c6faff7d060d16af44cd93cc1eac9bcee1196b7122469553cad6ad14"
    /// The text "0x1234", its six UTF-8 bytes.
    static let textHexSignature =
        "0x2c512b28f4b0881bfe9d0a6f59dc48099f9981a803b101b3cfa3d90b69b1bc7671108eb66c00e352e35dfa8f7a32dcba0d6c6c30b6"
        + "969fa102859e3c732615f41c"
    /// The four bytes de ad be ef.
    static let bytesSignature =
        "0x31e51ba946ce8c9209b93f68182a86058397721394f27eeafe0f669a98b8ac5453daea8d5ccbeaf39718aa245357c2d8e5b9289793"
        + "8298111bf0e90c1a9ee53a1b"
    static let alice = "0x3C0820b2333d0C9FA1145D66414C908909b43041"
}

@Suite("zhip-cli message sign", .container)
struct MessageSignTests {
    private func sign(_ keystore: String, _ message: [String]) -> [String] {
        ["message", "sign", "--keystore", keystore, "--yes", "--json"] + message
    }

    @Test("a text message from a keystore: eth-account's signature, address and hash")
    func signsText() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)

        let result = await zhip(
            sign(keystore, ["--message", "I own this address"]), environment: Wallets.environment)

        #expect(result.code == .success, "\(result.errors)")
        let json = try result.json()
        #expect(json["signature"] as? String == PersonalSignAnswers.ownAddressSignature)
        #expect(json["address"] as? String == PersonalSignAnswers.alice)
        #expect(json["hash"] as? String == PersonalSignAnswers.ownAddressHash)
        #expect(json.keys.sorted() == ["address", "hash", "signature"])
    }

    @Test("--message that starts with 0x is signed as its text")
    func signsHexLookingText() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)

        let result = await zhip(sign(keystore, ["--message", "0x1234"]), environment: Wallets.environment)

        #expect(try result.json()["signature"] as? String == PersonalSignAnswers.textHexSignature)
    }

    @Test("--hex signs the bytes the digits spell")
    func signsBytes() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)

        let result = await zhip(sign(keystore, ["--message", "0xdeadbeef", "--hex"]), environment: Wallets.environment)

        #expect(try result.json()["signature"] as? String == PersonalSignAnswers.bytesSignature)
    }

    @Test("--message-file --hex reads the digits from the file, its final line break ignored")
    func signsHexFile() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let file = try directory.write("message.hex", "deadbeef\n")

        let result = await zhip(sign(keystore, ["--message-file", file, "--hex"]), environment: Wallets.environment)

        #expect(try result.json()["signature"] as? String == PersonalSignAnswers.bytesSignature)
    }

    @Test("--message-file signs the file's bytes exactly")
    func signsFileBytes() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let file = try directory.write("message.txt", "I own this address")

        let result = await zhip(sign(keystore, ["--message-file", file]), environment: Wallets.environment)

        #expect(try result.json()["signature"] as? String == PersonalSignAnswers.ownAddressSignature)
    }

    @Test("the message is shown in full on standard error before it is signed, escape codes made harmless")
    func showsMessage() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)

        let result = await zhip(
            sign(keystore, ["--message", "pay nobody\n\u{1B}[2Jreally"]), environment: Wallets.environment)

        #expect(result.code == .success)
        #expect(result.errors.contains("The message to sign:\npay nobody\n\u{FFFD}[2Jreally\n"))
        #expect(!result.errors.contains("\u{1B}"))
    }

    @Test("on a terminal, anything but yes signs nothing")
    func notConfirmed() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)

        let result = await zhip(
            ["message", "sign", "--keystore", keystore, "--message", "hello"], input: ["no"],
            environment: Wallets.environment, terminal: true)

        #expect(result.code == .failure)
        #expect(result.errors.contains("not signed"))
        #expect(!result.output.contains("0x"))
    }

    @Test("without --yes and with no terminal to confirm on, it refuses as a usage error")
    func needsYesOffTerminal() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)

        let result = await zhip(
            ["message", "sign", "--keystore", keystore, "--message", "hello"], environment: Wallets.environment)

        #expect(result.code == .usageError)
        #expect(result.errors.contains("--yes"))
    }

    @Test("the saved wallet signs when no --keystore is given")
    func signsWithSavedWallet() async throws {
        let home = try TestHome()
        try await home.restoreAlice()

        let result = await home.run(
            ["message", "sign", "--message", "I own this address", "--yes", "--json"], environment: Wallets.environment)

        #expect(try result.json()["signature"] as? String == PersonalSignAnswers.ownAddressSignature)
    }

    @Test("--account legacy with --hex is refused, naming --account evm for bytes")
    func refusesLegacyBytes() async throws {
        let result = await zhip(["message", "sign", "--account", "legacy", "--message", "00ff", "--hex", "--yes"])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("--account evm"))
    }

    @Test("--hex with digits that are not hex is a usage error")
    func refusesBadHex() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)

        let result = await zhip(sign(keystore, ["--message", "0xzz", "--hex"]), environment: Wallets.environment)

        #expect(result.code == .usageError)
        #expect(result.errors.contains("hex digits"))
    }

    @Test("a message file over 1 MiB is refused before anything is asked")
    func refusesLargeFile() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let file = try directory.write("big.txt", String(repeating: "a", count: (1 << 20) + 1))

        let result = await zhip(sign(keystore, ["--message-file", file]), environment: Wallets.environment)

        #expect(result.code == .failure)
        #expect(result.errors.contains("big.txt"))
    }
}

@Suite("zhip-cli message verify", .container)
struct MessageVerifyTests {
    @Test("eth-account's signature verifies as alice's")
    func verifies() async throws {
        let result = await zhip([
            "message", "verify", "--address", PersonalSignAnswers.alice, "--signature",
            PersonalSignAnswers.ownAddressSignature, "--message", "I own this address", "--json",
        ])

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.json()["valid"] as? Bool == true)
        #expect(try result.json()["hash"] as? String == PersonalSignAnswers.ownAddressHash)
    }

    @Test("another address is refused with exit 1, naming the address that did sign")
    func namesRealSigner() async throws {
        let result = await zhip([
            "message", "verify", "--address", "0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a", "--signature",
            PersonalSignAnswers.ownAddressSignature, "--message", "I own this address",
        ])

        #expect(result.code == .failure)
        #expect(result.errors.contains(PersonalSignAnswers.alice))
    }

    @Test("the signature of another message does not verify")
    func otherMessage() async throws {
        let result = await zhip([
            "message", "verify", "--address", PersonalSignAnswers.alice, "--signature",
            PersonalSignAnswers.ownAddressSignature, "--message", "I own this address.",
        ])

        #expect(result.code == .failure)
        #expect(result.errors.contains("not signed by \(PersonalSignAnswers.alice)"))
    }

    @Test("a signature that is not 65 bytes is a usage error")
    func malformedSignature() async throws {
        let result = await zhip([
            "message", "verify", "--address", PersonalSignAnswers.alice, "--signature", "0x1234", "--message", "hi",
        ])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("65 bytes"))
    }

    @Test("sign then verify round trips for bytes given with --hex")
    func roundTrip() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let signed = await zhip(
            ["message", "sign", "--keystore", keystore, "--message", "00ff10", "--hex", "--yes", "--json"],
            environment: Wallets.environment)
        let signature = try #require(try signed.json()["signature"] as? String)

        let result = await zhip([
            "message", "verify", "--address", PersonalSignAnswers.alice, "--signature", signature, "--message",
            "00ff10", "--hex",
        ])

        #expect(result.code == .success)
    }
}
