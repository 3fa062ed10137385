/// A message signed as EIP-191 version `0x45` says (`personal_sign`, `eth_sign` in MetaMask, eth-account's
/// `encode_defunct`): the hash is Keccak-256 of `"\u{19}Ethereum Signed Message:\n"`, the length in
/// decimal, and the bytes, so no signed message can ever be a transaction.
///
/// ```swift
/// let message = PersonalMessage(text: "I own this address")    // its UTF-8, even when it starts with 0x
/// let signature = try message.sign(with: key)                  // r || s || v, v 27 or 28
/// let signer = try message.signer(of: signature)               // the EVM address that signed
/// ```
public struct PersonalMessage: Sendable, Hashable {
    /// The most bytes a message may have: 1 MiB, far past any message a person reads before signing.
    public static let maximumBytes = 1 << 20

    /// The bytes signed.
    public let bytes: [UInt8]

    /// The message of `bytes`.
    /// - Throws: ``MessageSignatureError/messageTooLong(_:)`` past ``maximumBytes``.
    public init(bytes: [UInt8]) throws(MessageSignatureError) {
        guard bytes.count <= Self.maximumBytes else { throw .messageTooLong(bytes.count) }
        self.bytes = bytes
    }

    /// The message of `text`'s UTF-8 bytes (a text that looks like hex is still text).
    /// - Throws: ``MessageSignatureError/messageTooLong(_:)`` past ``maximumBytes``.
    public init(text: String) throws(MessageSignatureError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// The 32 bytes signed: Keccak-256 of the EIP-191 prefix, the length and the bytes.
    public var hash: [UInt8] {
        Keccak256.hash(Array("\u{19}Ethereum Signed Message:\n\(bytes.count)".utf8) + bytes)
    }

    /// `key`'s signature of the message.
    public func sign(with key: PrivateKey) throws(ECDSAError) -> MessageSignature {
        MessageSignature(try ECDSA.sign(hash: hash, with: key))
    }

    /// The EVM address whose key made `signature` of this message; a high s is refused, as
    /// eth-account refuses it.
    public func signer(of signature: MessageSignature) throws(ECDSAError) -> EVMAddress {
        EVMAddress(publicKey: try ECDSA.recover(signature.ecdsa, hash: hash))
    }
}
