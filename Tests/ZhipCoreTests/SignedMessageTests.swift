import Testing
import ZhipCore
import ZilliqaKit

/// Signing a message with the EVM account, checking a signature, and showing a message before it is signed.
@Suite struct SignedMessageTests {
    let key: KeyPair

    init() throws {
        // eth-account's first personal_sign vector (Tests/ZilliqaKitTests/Fixtures/evm-personal-sign.json).
        key = KeyPair(
            privateKey: try PrivateKey(hex: "a50d6c80bf05cceb70159633b60f65006e0c4ff2a562991f5bae7d42f6a08d77"))
    }

    @Test("a signed message carries the key's EVM address and eth-account's signature")
    func signs() throws {
        let signed = try SignedMessage(signing: .personal(try PersonalMessage(text: "0x1234")), with: key, on: .mainnet)

        #expect(signed.address.checksummed == "0xA533410d5Df4927569A1fAfA2E4E0Dc76479FdA1")
        #expect(
            signed.signature.hex
                == "0x94fbff0b7de934627df5acf03b22b7650307ab5df80083d744e7cfc333dea1005e9b99e8f4643261cf1da5a058348bf7"
                + "9b960c31eae5f67670d7a5bbb5cd7a291b")
    }

    @Test("a signature checks against its signer, and names the real signer for another address")
    func checks() throws {
        let message = MessageToSign.personal(try PersonalMessage(text: "0x1234"))
        let signed = try SignedMessage(signing: message, with: key, on: .mainnet)
        let other = try EVMAddress("0x00000000000000000000000000000000000000aa")

        #expect(SignedMessage.check(message, signature: signed.signature, claimedSigner: signed.address) == .matches)
        #expect(
            SignedMessage.check(message, signature: signed.signature, claimedSigner: other)
                == .otherSigner(signed.address))
    }

    @Test("a message is shown with its escape codes made harmless and its line breaks kept")
    func shownSafely() throws {
        let message = MessageToSign.personal(try PersonalMessage(text: "line one\n\u{1B}[2Jline two\u{202E}"))

        #expect(message.shown == "line one\n\u{FFFD}[2Jline two\u{FFFD}")
    }

    @Test("bytes that are not UTF-8 are shown as hex")
    func shownAsHex() throws {
        #expect(MessageToSign.personal(try PersonalMessage(bytes: [0xFF, 0x00])).shown == "0xff00")
    }

    @Test("typed data whose domain names another chain is refused before the key is used")
    func refusesOtherChain() throws {
        let message = MessageToSign.typedData(try Self.typedData(chainID: "1"))

        #expect(throws: MessageSigningError.otherChain(domainChainID: 1, network: .mainnet)) {
            try SignedMessage(signing: message, with: key, on: .mainnet)
        }
    }

    @Test("typed data for the network's EVM chain is signed")
    func signsOwnChain() throws {
        let message = MessageToSign.typedData(try Self.typedData(chainID: "32769"))

        let signed = try SignedMessage(signing: message, with: key, on: .mainnet)

        #expect(SignedMessage.check(message, signature: signed.signature, claimedSigner: signed.address) == .matches)
    }

    @Test("typed data without a chainId is signed and said to be valid on every chain")
    func noChain() throws {
        let message = MessageToSign.typedData(try Self.typedData(chainID: nil))

        #expect(message.refusal(on: .testnet) == nil)
        #expect(message.shown.contains("(no chainId: the signature is valid on every chain)"))
    }

    @Test("typed data is shown as its domain and fields, text quoted so a line break cannot pose as a field")
    func typedDataShown() throws {
        let message = MessageToSign.typedData(try Self.typedData(chainID: "32769", note: "ok\\n  amount: 0"))

        #expect(
            message.shown == """
                Domain (EIP712Domain):
                  name: "Zhip"
                  chainId: 32769
                Message (Note):
                  text: "ok\\n  amount: 0"
                  amount: -5
                  to: 0x3C0820b2333d0C9FA1145D66414C908909b43041
                  tags (bytes2[]):
                    [0]: 0x0102
                """)
    }

    /// A one-struct document: a `Note` with a text, an int, an address and an array of bytes2.
    static func typedData(chainID: String?, note: String = "hi") throws -> TypedData {
        let chain = chainID.map { #","chainId":\#($0)"# } ?? ""
        let text = #"""
            {"types":{"Note":[{"name":"text","type":"string"},{"name":"amount","type":"int64"},\#
            {"name":"to","type":"address"},{"name":"tags","type":"bytes2[]"}]},"primaryType":"Note",\#
            "domain":{"name":"Zhip"\#(chain)},"message":{"text":"\#(note)","amount":-5,\#
            "to":"0x3c0820b2333d0c9fa1145d66414c908909b43041","tags":["0x0102"]}}
            """#
        return try TypedData(json: Array(text.utf8))
    }
}
