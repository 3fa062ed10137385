import Foundation
import Testing

@testable import ZilliqaKit

@Suite("Transactions")
struct TransactionTests {
    /// The protocol document's known transaction.
    static func knownCore() throws -> TransactionCore {
        let key = try PrivateKey(hex: KnownKey.privateKeyHex)
        return TransactionCore(
            version: TransactionVersion(chainID: 1), nonce: 4,
            recipient: try Address("9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039"),
            senderPublicKey: key.publicKey, amount: Amount(qa: 15_000_000_000_000),
            gasPrice: Amount(qa: 1_000_000_000), gasLimit: 1)
    }

    @Test("the known transaction serializes to the protocol document's bytes")
    func knownSerialization() throws {
        #expect(Hex.encode(try Self.knownCore().encoded()) == KnownTransaction.serialized)
    }

    @Test("versions pack the chain id above message version 1")
    func versions() {
        #expect(TransactionVersion(chainID: 1).rawValue == 65537)
        #expect(TransactionVersion(chainID: 333).rawValue == 21_823_489)
        #expect(TransactionVersion(chainID: 222).chainID == 222)
    }

    @Test("zero-valued fields 1-7 are still written")
    func zeroFieldsWritten() throws {
        let key = try PrivateKey(hex: KnownKey.privateKeyHex)
        let core = TransactionCore(
            version: TransactionVersion(rawValue: 0), nonce: 0,
            recipient: try Address(bytes: [UInt8](repeating: 0, count: 20)),
            senderPublicKey: key.publicKey, amount: .zero, gasPrice: .zero, gasLimit: 0)
        #expect(Array(core.encoded().prefix(4)) == [0x08, 0x00, 0x10, 0x00])
        #expect(Array(core.encoded().suffix(2)) == [0x38, 0x00])
    }

    @Test("code and data are written as fields 8 and 9 only when present")
    func codeAndData() throws {
        let base = try Self.knownCore()
        let withData = TransactionCore(
            version: base.version, nonce: base.nonce, recipient: base.recipient, senderPublicKey: base.senderPublicKey,
            amount: base.amount, gasPrice: base.gasPrice, gasLimit: base.gasLimit, code: [], data: Array("{}".utf8))
        #expect(withData.encoded() == base.encoded() + [0x4a, 0x02, 0x7b, 0x7d])
    }

    @Test("the transaction id is SHA-256 of the encoded bytes")
    func transactionID() throws {
        let core = try Self.knownCore()
        #expect(core.id.bytes == SHA256.hash(core.encoded()))
        #expect(core.id.hex.count == 64)
    }

    @Test("a signed payment carries a signature that verifies over its encoding")
    func signatureVerifies() throws {
        let pair = KeyPair(privateKey: try PrivateKey(hex: KnownKey.privateKeyHex))
        let payment = Payment(
            to: try Address("9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039"), amount: Amount(qa: 15_000_000_000_000),
            gasPrice: Amount(qa: 1_000_000_000), gasLimit: 1, nonce: 4)
        let signed = SignedTransaction.sign(payment, with: pair, chainID: 1)
        #expect(signed.hasValidSignature)
        #expect(signed.signature.hex == KnownTransaction.deterministicSignature)
    }

    @Test("the JSON has exactly CreateTransaction's keys with the wire types")
    func jsonShape() throws {
        let pair = KeyPair(privateKey: try PrivateKey(hex: KnownKey.privateKeyHex))
        let signed = try Self.knownCore().signed(with: pair)
        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(signed)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "version", "nonce", "toAddr", "amount", "pubKey", "gasPrice", "gasLimit", "code", "data", "signature",
            ])
        #expect(object["version"] as? Int == 65537)
        #expect(object["nonce"] as? Int == 4)
        #expect(object["toAddr"] as? String == "0x9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039")
        #expect(object["amount"] as? String == "15000000000000")
        #expect(object["gasPrice"] as? String == "1000000000")
        #expect(object["gasLimit"] as? String == "1")
        #expect(object["pubKey"] as? String == KnownKey.publicKeyHex)
        #expect(object["code"] as? String == "")
        #expect(object["signature"] as? String == KnownTransaction.deterministicSignature)
    }

    @Test("the JSON decodes back to the same signed transaction")
    func jsonRoundTrip() throws {
        let pair = KeyPair.generate()
        let signed = try Self.knownCore().signed(with: pair)
        let decoded = try JSONDecoder().decode(SignedTransaction.self, from: JSONEncoder().encode(signed))
        #expect(decoded == signed)
    }

    @Test("a fee is gas price times gas limit, and the total adds the amount")
    func feeAndTotal() throws {
        let payment = Payment(
            to: try Address(KnownKey.checksummedAddress), amount: try Amount("1.5", unit: .zil),
            gasPrice: try Amount("2000", unit: .li), gasLimit: 50, nonce: 1)
        #expect(try payment.fee() == Amount("0.1", unit: .zil))
        #expect(try payment.total() == Amount("1.6", unit: .zil))
    }

    @Test("a transaction id of the wrong length is refused")
    func idLength() {
        #expect(throws: TransactionIDError.wrongLength(62)) {
            try TransactionID(hex: String(repeating: "a", count: 62))
        }
    }
}
