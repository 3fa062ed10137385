/// A signed transaction, ready to send: its JSON is exactly `CreateTransaction`'s params[0].
///
/// ```swift
/// let signed = SignedTransaction.sign(payment, with: keyPair, chainID: 1)
/// signed.id                      // what the node will answer as TranID
/// try JSONEncoder().encode(signed)   // {"amount":"…","code":"","data":"",…,"version":65537}
/// ```
/// Sending the same signed bytes twice is idempotent (the same id), which is what makes a
/// retry after a lost answer safe.
public struct SignedTransaction: Sendable, Hashable {
    /// The signed fields.
    public let core: TransactionCore
    /// The sender's EC-Schnorr signature over `core.encoded()`.
    public let signature: Signature
    /// zilliqa-js's `toDS`: route the transaction to the DS committee. Written only when set.
    public let priority: Bool?

    public init(core: TransactionCore, signature: Signature, priority: Bool? = nil) {
        self.core = core
        self.signature = signature
        self.priority = priority
    }

    /// Signs `payment` from `keyPair` for the chain with `chainID`.
    public static func sign(_ payment: Payment, with keyPair: KeyPair, chainID: UInt16) -> SignedTransaction {
        TransactionCore(payment: payment, sender: keyPair.publicKey, chainID: chainID).signed(with: keyPair)
    }

    /// The transaction id the network gives these bytes.
    public var id: TransactionID { core.id }

    /// True when the signature is the sender's over the encoded core.
    public var hasValidSignature: Bool { core.isSigned(by: signature) }
}

extension SignedTransaction: Codable {
    /// The keys of `CreateTransaction`'s params; the node refuses any other.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case version, nonce, toAddr, amount, pubKey, gasPrice, gasLimit, code, data, signature, priority
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func field<T>(_ key: CodingKeys, _ parse: (String) throws -> T) throws -> T {
            let text = try container.decode(String.self, forKey: key)
            do { return try parse(text) } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "\(key.rawValue): \(error)")
            }
        }
        /// A JSON number field; any failure names the field (Foundation's own error may not).
        func number<T: Decodable>(_ key: CodingKeys, as type: T.Type) throws -> T {
            guard container.contains(key) else { return try container.decode(T.self, forKey: key) }
            do { return try container.decode(T.self, forKey: key) } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "\(key.rawValue) must be a non-negative integer")
            }
        }
        let version = try number(.version, as: UInt32.self)
        let nonce = try number(.nonce, as: UInt64.self)
        let recipient = try field(.toAddr) { try Address(hexString: $0) }
        let publicKey = try field(.pubKey) { try PublicKey(hex: $0) }
        let amount = try field(.amount) { try Amount(qaString: $0) }
        let gasPrice = try field(.gasPrice) { try Amount(qaString: $0) }
        let gasLimit = try field(.gasLimit) { text in
            guard let value = UInt64(text) else { throw NotAWholeNumber() }
            return value
        }
        let code = try container.decodeIfPresent(String.self, forKey: .code) ?? ""
        let data = try container.decodeIfPresent(String.self, forKey: .data) ?? ""
        let signature = try field(.signature) { try Signature(hex: $0) }
        let core = TransactionCore(
            version: TransactionVersion(rawValue: version), nonce: nonce, recipient: recipient,
            senderPublicKey: publicKey, amount: amount, gasPrice: gasPrice, gasLimit: gasLimit,
            code: Array(code.utf8), data: Array(data.utf8))
        self.init(
            core: core, signature: signature, priority: try container.decodeIfPresent(Bool.self, forKey: .priority))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(core.version.rawValue, forKey: .version)
        try container.encode(core.nonce, forKey: .nonce)
        try container.encode(core.recipient.checksummed, forKey: .toAddr)
        try container.encode(core.amount.qaString, forKey: .amount)
        try container.encode(core.senderPublicKey.hex, forKey: .pubKey)
        try container.encode(core.gasPrice.qaString, forKey: .gasPrice)
        try container.encode(String(core.gasLimit), forKey: .gasLimit)
        try container.encode(String(decoding: core.code, as: UTF8.self), forKey: .code)
        try container.encode(String(decoding: core.data, as: UTF8.self), forKey: .data)
        try container.encode(signature.hex, forKey: .signature)
        try container.encodeIfPresent(priority, forKey: .priority)
    }
}

/// A gas limit that is not a decimal whole number that fits 64 bits.
private struct NotAWholeNumber: Error, CustomStringConvertible {
    var description: String { "not a whole number of at most 20 digits" }
}
