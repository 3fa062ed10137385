/// A message signed with the legacy (zil1) account's EC-Schnorr key as ZilPay signs one
/// (`wallet.sign(message)`; docs/message-signing.md): SHA-256 of the text's UTF-8 is signed, and the
/// signature is r || s with the 33-byte compressed public key beside it, since a Schnorr signature
/// names no signer by itself.
///
/// ```swift
/// let message = try LegacyMessage(text: "I own zil1…")
/// let signature = message.sign(with: keyPair)            // 128 hex digits, as ZilPay answers
/// message.isSigned(by: keyPair.publicKey, with: signature)   // true
/// ```
public struct LegacyMessage: Sendable, Hashable {
    /// The most bytes a message may have: 1 MiB, as for EVM messages.
    public static let maximumBytes = PersonalMessage.maximumBytes

    /// The message's UTF-8 bytes.
    public let bytes: [UInt8]

    /// The message of `bytes`, which must be UTF-8 text: ZilPay signs text only.
    /// - Throws: ``MessageSignatureError/messageTooLong(_:)`` past ``maximumBytes``,
    ///   ``MessageSignatureError/malformed(_:)`` for bytes that are not UTF-8.
    public init(bytes: [UInt8]) throws(MessageSignatureError) {
        guard bytes.count <= Self.maximumBytes else { throw .messageTooLong(bytes.count) }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw .malformed("a legacy account's message is text (UTF-8), as ZilPay signs it")
        }
        self.bytes = bytes
    }

    /// The message of `text`.
    /// - Throws: ``MessageSignatureError/messageTooLong(_:)`` past ``maximumBytes``.
    public init(text: String) throws(MessageSignatureError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// The 32 bytes signed: SHA-256 of the text's UTF-8.
    public var hash: [UInt8] { SHA256.hash(bytes) }

    /// `key`'s EC-Schnorr signature of the hash (deterministic nonce, ``Schnorr``).
    public func sign(with key: KeyPair) -> Signature {
        Schnorr.sign(hash, with: key)
    }

    /// True when `signature` is `publicKey`'s signature of this message.
    public func isSigned(by publicKey: PublicKey, with signature: Signature) -> Bool {
        Schnorr.verify(signature, for: hash, publicKey: publicKey)
    }
}
