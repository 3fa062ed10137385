import Testing
import ZilliqaKit

/// EIP-712 typed data against eth-account's answers (`scripts/typed-data-fixtures.py`), the first of
/// them the EIP's own example, whose digest and signature the script checks against the EIP's text.
@Suite("EIP-712 typed data: encode, hash, sign and recover as eth-account does")
struct TypedDataTests {
    struct Vector: Decodable, Sendable {
        let privateKey: String
        let typedData: JSONValue
        let hash: String
        let signature: String
        let address: String
    }

    let vectors: [Vector]

    init() throws {
        vectors = try Fixtures.load("evm-typed-data")
    }

    @Test("the digest of each document is eth-account's encode_typed_data hash")
    func hashes() throws {
        for vector in vectors {
            let data = try TypedData(json: vector.typedData.encodedBytes())

            #expect(Hex.encode(data.hash) == vector.hash)
        }
    }

    @Test("each signature is eth-account's sign_message of the typed data, byte for byte, v 27 or 28")
    func signatures() throws {
        for vector in vectors {
            let data = try TypedData(json: vector.typedData.encodedBytes())

            let signature = try data.sign(with: try PrivateKey(hex: vector.privateKey))

            #expect(signature.hex == "0x" + vector.signature)
        }
    }

    @Test("the signer recovered from each of eth-account's signatures is the key's address")
    func recovers() throws {
        for vector in vectors {
            let data = try TypedData(json: vector.typedData.encodedBytes())

            let signer = try data.signer(of: try MessageSignature(hex: vector.signature))

            #expect(signer.checksummed == vector.address)
        }
    }

    @Test("the EIP's example hashes to the digest the EIP prints, be609aee…")
    func eipExample() throws {
        let example = try #require(vectors.first)

        let data = try TypedData(json: example.typedData.encodedBytes())

        #expect(Hex.encode(data.hash) == "be609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2")
        #expect(data.domainChainID == 1)
    }

    @Test("a domain without a chainId names no chain")
    func noChain() throws {
        let data = try TypedData(json: Array(Self.document(domain: #"{"name":"Zhip"}"#).utf8))

        #expect(data.domainChainID == nil)
    }

    @Test(
        "a value that does not fit its type is refused, naming where it is",
        arguments: [
            (#""uint8""#, "256"), (#""uint8""#, "-1"), (#""int8""#, "-129"), (#""int8""#, "128"),
            (#""int8""#, #""0x80""#), (#""bytes2""#, #""0x01""#), (#""bytes""#, #""zz""#), (#""bool""#, #""true""#),
            (#""address""#, #""0x12""#), (#""string""#, "1"), (#""uint256""#, "1e30"), (#""uint8[2]""#, "[1]"),
        ])
    func badValues(type: String, value: String) throws {
        let text = Self.document(fieldType: type, value: value)

        #expect(throws: TypedDataError.self) { try TypedData(json: Array(text.utf8)) }
    }

    @Test(
        "the edges of a type's range are accepted",
        arguments: [
            (#""uint8""#, "255"), (#""int8""#, "-128"), (#""int8""#, "127"), (#""int8""#, #""-128""#),
            (#""uint256""#, #""0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff""#),
            (#""bytes2""#, #""0x0102""#), (#""uint8[2]""#, "[1,2]"),
        ])
    func edgeValues(type: String, value: String) throws {
        let text = Self.document(fieldType: type, value: value)

        #expect(throws: Never.self) { try TypedData(json: Array(text.utf8)) }
    }

    @Test("a field the type does not declare is refused: it would be shown and not signed")
    func undeclaredField() {
        let text = Self.document(message: #"{"a":1,"extra":"x"}"#)

        #expect(throws: TypedDataError.undeclaredField(path: "message.extra")) { try TypedData(json: Array(text.utf8)) }
    }

    @Test("a declared field without a value is refused")
    func missingField() {
        let text = Self.document(message: "{}")

        #expect(throws: TypedDataError.self) { try TypedData(json: Array(text.utf8)) }
    }

    @Test("a domain type that is not EIP-712's order is refused")
    func domainOrder() {
        let text = """
            {"types":{"EIP712Domain":[{"name":"version","type":"string"},{"name":"name","type":"string"}],\
            "T":[{"name":"a","type":"uint8"}]},"primaryType":"T","domain":{"name":"n","version":"1"},\
            "message":{"a":1}}
            """

        #expect(throws: TypedDataError.self) { try TypedData(json: Array(text.utf8)) }
    }

    @Test("a struct used but not declared is refused")
    func undefinedType() {
        let text = Self.document(fieldType: #""Person""#, value: "{}")

        #expect(throws: TypedDataError.undefinedType("Person")) { try TypedData(json: Array(text.utf8)) }
    }

    @Test("a document nested past the depth bound is refused before it is parsed")
    func tooDeep() {
        let depth = TypedData.maximumDepth + 1
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)

        #expect(throws: TypedDataError.tooDeep) { try TypedData(json: Array(text.utf8)) }
    }

    @Test("a document past 256 KiB is refused before it is parsed")
    func tooLarge() {
        let bytes = [UInt8](repeating: 0x20, count: TypedData.maximumBytes + 1)

        #expect(throws: TypedDataError.tooLarge(TypedData.maximumBytes + 1)) { try TypedData(json: bytes) }
    }

    @Test("brackets inside strings do not count towards the depth")
    func bracketsInStrings() {
        let text = #"{"a":"[[[[[\"]]]"}"#

        #expect(JSONNesting.depth(of: Array(text.utf8), stoppingAbove: 32) == 1)
    }

    /// A document of one struct `T` with one field `a` of `fieldType` holding `value`.
    static func document(fieldType: String = #""uint8""#, value: String = "1", domain: String = #"{"chainId":1}"#)
        -> String
    {
        document(fieldType: fieldType, message: #"{"a":\#(value)}"#, domain: domain)
    }

    static func document(fieldType: String = #""uint8""#, message: String, domain: String = #"{"chainId":1}"#)
        -> String
    {
        #"{"types":{"T":[{"name":"a","type":\#(fieldType)}]},"primaryType":"T","domain":\#(domain),"message":\#(message)}"#
    }
}
