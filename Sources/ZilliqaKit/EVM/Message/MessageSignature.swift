/// A signature of a message as wallets write it: 65 bytes, r || s || v, with v 27 or 28 (eth-account,
/// MetaMask); v 0 or 1 is read too.
///
/// ```swift
/// let signature = try MessageSignature(hex: "0x94fb…1b")
/// signature.hex   // "0x94fb…1b", v 27 or 28
/// ```
public struct MessageSignature: Sendable, Hashable, CustomStringConvertible {
    /// The recoverable ECDSA signature.
    public let ecdsa: ECDSASignature

    public init(_ ecdsa: ECDSASignature) {
        self.ecdsa = ecdsa
    }

    /// The signature written as `0x` and 130 hex digits (or without `0x`).
    /// - Throws: ``MessageSignatureError/malformed(_:)`` for any other text, or a v that is not 0, 1, 27 or 28.
    public init(hex text: String) throws(MessageSignatureError) {
        // 0x, 130 hex digits and a little white space at most: longer text is refused before it is decoded.
        guard text.utf8.count <= 140, let bytes = try? Hex.decode(Hex.stripPrefix(text.trimmingWhitespace())),
            bytes.count == 65
        else {
            throw .malformed("a signature is 65 bytes, 0x and 130 hex digits")
        }
        let v = bytes[64]
        guard [0, 1, 27, 28].contains(v) else { throw .malformed("its v is \(v), not 27 or 28") }
        guard let ecdsa = try? ECDSASignature(r: Array(bytes[0..<32]), s: Array(bytes[32..<64]), recoveryID: v % 27)
        else { throw .malformed("its r and s are not 64 bytes") }
        self.ecdsa = ecdsa
    }

    /// The 65 bytes: r, s and v (27 or 28).
    public var bytes: [UInt8] { ecdsa.r + ecdsa.s + [27 + ecdsa.recoveryID] }

    /// `0x` and 130 lowercase hex digits.
    public var hex: String { "0x" + Hex.encode(bytes) }

    public var description: String { hex }
}

/// Why a message or its signature could not be used; each says what is wrong.
public enum MessageSignatureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message has more bytes than ``PersonalMessage/maximumBytes``.
    case messageTooLong(Int)
    /// The signature is not 65 bytes of r, s and v.
    case malformed(String)

    public var description: String {
        switch self {
        case .messageTooLong(let count):
            "the message is \(count) bytes, more than the \(PersonalMessage.maximumBytes) a message may have"
        case .malformed(let reason): "not a message signature: \(reason)"
        }
    }
}
