import Testing
import ZhipCore
import ZilliqaKit

/// Token approvals signed as typed data are recognised by the exact types their contracts hash
/// (EIP-2612 and DAI's `Permit`, Permit2's `PermitSingle` and `PermitBatch`), and an unlimited one
/// needs the consent an unlimited approval needs.
@Suite("Messages: token permits")
struct TokenPermitTests {
    static let token = "0xdAC17F958D2ee523a2206206994597C13D831ec7"
    static let spender = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
    static let owner = "0x3C0820b2333d0C9FA1145D66414C908909b43041"
    static let domain = #"{"name":"T","version":"1","chainId":32769,"verifyingContract":"\#(token)"}"#
    static let domainTypes =
        #"[{"name":"name","type":"string"},{"name":"version","type":"string"},"#
        + #"{"name":"chainId","type":"uint256"},{"name":"verifyingContract","type":"address"}]"#

    /// Typed data of `primaryType` with `types` (JSON members) and `message`, in the token's domain.
    static func document(_ primaryType: String, types: String, message: String) throws -> TypedData {
        let json =
            #"{"types":{"EIP712Domain":\#(domainTypes),\#(types)},"primaryType":"\#(primaryType)","#
            + #""domain":\#(domain),"message":\#(message)}"#
        return try TypedData(json: Array(json.utf8))
    }

    static let eip2612Types =
        #""Permit":[{"name":"owner","type":"address"},{"name":"spender","type":"address"},"#
        + #"{"name":"value","type":"uint256"},{"name":"nonce","type":"uint256"},{"name":"deadline","type":"uint256"}]"#

    static func eip2612(value: String) throws -> TypedData {
        try document(
            "Permit", types: eip2612Types,
            message:
                #"{"owner":"\#(owner)","spender":"\#(spender)","value":"\#(value)","nonce":0,"deadline":1893456000}"#)
    }

    static let detailsTypes =
        #""PermitDetails":[{"name":"token","type":"address"},{"name":"amount","type":"uint160"},"#
        + #"{"name":"expiration","type":"uint48"},{"name":"nonce","type":"uint48"}]"#
    static func details(_ amount: String) -> String {
        #"{"token":"\#(token)","amount":"\#(amount)","expiration":0,"nonce":0}"#
    }

    @Test("EIP-2612's Permit: the token is the domain's contract; 2^256 − 1 is unlimited")
    func eip2612Recognised() throws {
        let limited = try #require(TokenPermit(try Self.eip2612(value: "5")))
        let unlimited = try #require(TokenPermit(try Self.eip2612(value: UInt256.max.description)))

        #expect(limited.standard == .eip2612)
        #expect(limited.grants.map(\.token) == [try EVMAddress(Self.token)])
        #expect(limited.grants.map(\.amount) == [.exactly(5)])
        #expect(limited.spender == (try EVMAddress(Self.spender)))
        #expect(limited.signatureDeadline == 1_893_456_000)
        #expect(!limited.isUnlimited)
        #expect(unlimited.isUnlimited)
    }

    @Test("DAI's Permit: allowed true is unlimited, an expiry of 0 never ends")
    func daiRecognised() throws {
        let data = try Self.document(
            "Permit",
            types: #""Permit":[{"name":"holder","type":"address"},{"name":"spender","type":"address"},"#
                + #"{"name":"nonce","type":"uint256"},{"name":"expiry","type":"uint256"},{"name":"allowed","type":"bool"}]"#,
            message: #"{"holder":"\#(Self.owner)","spender":"\#(Self.spender)","nonce":0,"expiry":0,"allowed":true}"#)

        let permit = try #require(TokenPermit(data))

        #expect(permit.standard == .dai)
        #expect(permit.isUnlimited)
        #expect(permit.signatureDeadline == nil)
    }

    @Test("Permit2's PermitBatch: each token a grant; an amount of 2^160 − 1 is unlimited")
    func permit2BatchRecognised() throws {
        let data = try Self.document(
            "PermitBatch",
            types: #""PermitBatch":[{"name":"details","type":"PermitDetails[]"},{"name":"spender","type":"address"},"#
                + #"{"name":"sigDeadline","type":"uint256"}],\#(Self.detailsTypes)"#,
            message:
                #"{"details":[\#(Self.details("7")),\#(Self.details("1461501637330902918203684832716283019655932542975"))],"#
                + #""spender":"\#(Self.spender)","sigDeadline":1}"#)

        let permit = try #require(TokenPermit(data))

        #expect(permit.standard == .permit2Batch)
        #expect(permit.grants.map(\.amount) == [.exactly(7), .unlimited])
        #expect(permit.grants.map(\.allowanceExpires) == [0, 0])
        #expect(permit.isUnlimited)
    }

    @Test("typed data named Permit but with other fields is no permit: it is shown as typed data")
    func otherShapeIsNoPermit() throws {
        let data = try Self.document(
            "Permit", types: #""Permit":[{"name":"owner","type":"address"},{"name":"value","type":"uint256"}]"#,
            message: #"{"owner":"\#(Self.owner)","value":"5"}"#)

        #expect(TokenPermit(data) == nil)
    }

    @Test("the review names a listed token by its label and amount in its decimals, and the deadline as a date")
    func linesWithAListedToken() throws {
        let permit = try #require(TokenPermit(try Self.eip2612(value: "12500000")))
        let usdt = try Token(
            contract: try EVMAddress(Self.token), symbol: "USDT", name: "Tether USD", decimals: 6, evmChainID: 32769)

        let lines = permit.lines(tokens: [usdt])

        #expect(lines.contains("  token: \(usdt.label)"))
        #expect(lines.contains("  amount: 12.5 USDT"))
        #expect(lines.contains("  signature valid until: 2030-01-01 00:00:00 UTC"))
    }

    @Test("an unlimited permit is refused without the consent and signed with it; a limited one needs none")
    func unlimitedNeedsConsent() throws {
        let unlimited = MessageToSign.typedData(try Self.eip2612(value: UInt256.max.description))
        let limited = MessageToSign.typedData(try Self.eip2612(value: "5"))

        #expect(unlimited.refusal(on: .mainnet)?.isUnlimitedPermit == true)
        #expect(unlimited.refusal(on: .mainnet, allowingUnlimited: true) == nil)
        #expect(limited.refusal(on: .mainnet) == nil)
    }

    @Test("signing an unlimited permit without the consent is refused before the key is used")
    func signingRefusedWithoutConsent() throws {
        let message = MessageToSign.typedData(try Self.eip2612(value: UInt256.max.description))
        let key = KeyPair(privateKey: PrivateKey())

        #expect(throws: MessageSigningError.unlimitedPermit(spender: try EVMAddress(Self.spender))) {
            try SignedMessage(signing: message, with: key, on: .mainnet)
        }
        #expect(throws: Never.self) {
            try SignedMessage(signing: message, with: key, on: .mainnet, allowingUnlimited: true)
        }
    }
}
