import CommandLineKit
import Testing
import ZilliqaKit

/// eth-account 0.14.0's `Account.sign_message(encode_typed_data(full_message=…))` of the EIP-712
/// specification's Mail example with its domain's chainId set to mainnet's EVM chain (32769), signed
/// with alice's key (KnownKey.privateKey).
enum TypedDataAnswers {
    static let mail = #"""
        {"types":{"EIP712Domain":[{"name":"name","type":"string"},{"name":"version","type":"string"},\#
        {"name":"chainId","type":"uint256"},{"name":"verifyingContract","type":"address"}],\#
        "Person":[{"name":"name","type":"string"},{"name":"wallet","type":"address"}],\#
        "Mail":[{"name":"from","type":"Person"},{"name":"to","type":"Person"},{"name":"contents","type":"string"}]},\#
        "primaryType":"Mail","domain":{"name":"Ether Mail","version":"1","chainId":32769,\#
        "verifyingContract":"0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC"},\#
        "message":{"from":{"name":"Cow","wallet":"0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826"},\#
        "to":{"name":"Bob","wallet":"0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB"},"contents":"Hello, Bob!"}}
        """#
    static let signature =
        "0xb6668025b949c2dbfcdf0c24a79d55f8c6a871751ce021024f806c089c5234b57f5b78c653c33ceaf3119494db676582a68caf"
        + "11790bd55571121c05600fa5051c"
    static let hash = "0x05b676dc77c2102e814bd95fcac2812d081c7445208af36266929764275683d3"
}

@Suite("zhip-cli message sign|verify --typed-data", .container)
struct MessageTypedDataTests {
    private func sign(_ keystore: String, _ file: String, network: String = "mainnet") -> [String] {
        ["message", "sign", "--keystore", keystore, "--typed-data", file, "--network", network, "--yes", "--json"]
    }

    @Test("typed data for the network's chain: eth-account's signature, address and hash")
    func signs() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let file = try directory.write("mail.json", TypedDataAnswers.mail)

        let result = await zhip(sign(keystore, file), environment: Wallets.environment)

        #expect(result.code == .success, "\(result.errors)")
        let json = try result.json()
        #expect(json["signature"] as? String == TypedDataAnswers.signature)
        #expect(json["address"] as? String == PersonalSignAnswers.alice)
        #expect(json["hash"] as? String == TypedDataAnswers.hash)
    }

    @Test("the domain and every field are shown before signing")
    func showsFields() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let file = try directory.write("mail.json", TypedDataAnswers.mail)

        let result = await zhip(sign(keystore, file), environment: Wallets.environment)

        #expect(
            result.errors.contains("Domain (EIP712Domain):\n  name: \"Ether Mail\"\n  version: \"1\"\n  chainId: 32769")
        )
        #expect(result.errors.contains("Message (Mail):\n  from (Person):\n    name: \"Cow\"\n"))
        #expect(result.errors.contains("  contents: \"Hello, Bob!\""))
    }

    @Test("typed data for another chain is refused with exit 2 before the key is unlocked")
    func refusesOtherChain() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let file = try directory.write("mail.json", TypedDataAnswers.mail)

        let result = await zhip(sign(keystore, file, network: "testnet"), environment: Wallets.environment)

        #expect(result.code == ExitCode(2))
        #expect(result.errors.contains("for chain 32769, not testnet's EVM chain 33101"))
        #expect(!result.errors.contains("The message to sign"))
        #expect(!result.output.contains(#""signature":"#))
    }

    @Test("a document that is not typed data is refused, naming the field")
    func refusesBadDocument() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let file = try directory.write(
            "bad.json",
            TypedDataAnswers.mail.replacingOccurrences(of: #""contents":"Hello, Bob!""#, with: #""contents":7"#))

        let result = await zhip(sign(keystore, file), environment: Wallets.environment)

        #expect(result.code == .failure)
        #expect(result.errors.contains("message.contents is not a string"))
    }

    @Test("--typed-data with --hex is a usage error")
    func refusesHex() async throws {
        let result = await zhip(["message", "sign", "--typed-data", "x.json", "--hex", "--yes"])

        #expect(result.code == .usageError)
    }

    @Test("eth-account's typed-data signature verifies as alice's, with the digest")
    func verifies() async throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("mail.json", TypedDataAnswers.mail)

        let result = await zhip([
            "message", "verify", "--address", PersonalSignAnswers.alice, "--signature", TypedDataAnswers.signature,
            "--typed-data", file, "--json",
        ])

        #expect(result.code == .success, "\(result.errors)")
        #expect(try result.json()["hash"] as? String == TypedDataAnswers.hash)
    }

    @Test("the personal_sign signature of the same text does not verify typed data")
    func otherKind() async throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("mail.json", TypedDataAnswers.mail)

        let result = await zhip([
            "message", "verify", "--address", PersonalSignAnswers.alice, "--signature",
            PersonalSignAnswers.ownAddressSignature, "--typed-data", file,
        ])

        #expect(result.code == .failure)
    }
}
