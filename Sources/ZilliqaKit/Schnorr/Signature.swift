/// An EC-Schnorr signature as Zilliqa writes it: r and s, 32 big-endian bytes each.
///
/// ```swift
/// let signature = try Signature(hex: json["signature"])   // 128 hex
/// signature.hex                                           // 128 lowercase hex
/// ```
public struct Signature: Sendable, Hashable {
    /// The challenge, 32 bytes big-endian.
    public let r: [UInt8]
    /// The response, 32 bytes big-endian.
    public let s: [UInt8]

    /// A signature from its two halves, 32 bytes each.
    public init(r: [UInt8], s: [UInt8]) throws(SignatureError) {
        guard r.count == 32, s.count == 32 else { throw .wrongLength(r.count + s.count) }
        self.r = r
        self.s = s
    }

    /// Parses 128 hex characters: r then s.
    public init(hex: String) throws(SignatureError) {
        let bytes: [UInt8]
        do { bytes = try Hex.decode(hex.trimmingWhitespace()) } catch { throw .notHex(error) }
        guard bytes.count == 64 else { throw .wrongLength(bytes.count) }
        try self.init(r: Array(bytes[0..<32]), s: Array(bytes[32..<64]))
    }

    /// r || s, 64 bytes.
    public var bytes: [UInt8] { r + s }

    /// 128 lowercase hex characters, as the JSON-RPC `signature` field wants them.
    public var hex: String { Hex.encode(bytes) }
}

extension Signature: CustomStringConvertible {
    public var description: String { hex }
}

/// Why some text or bytes are not a Schnorr signature.
public enum SignatureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A signature is 64 bytes (128 hex); this had the given number of bytes.
    case wrongLength(Int)
    /// The text is not hex.
    case notHex(HexError)

    public var description: String {
        switch self {
        case .wrongLength(let count): "a signature is 64 bytes (128 hex), found \(count) bytes"
        case .notHex(let error): "a signature is hex: \(error)"
        }
    }
}
