/// A secp256k1 public key, always sent and hashed in its 33-byte compressed SEC1 form.
///
/// ```swift
/// let pub = try PublicKey(hex: "034ae479…bc1b")   // 33 or 65 bytes of hex
/// pub.hex           // 66 lowercase hex
/// pub.address       // the Zilliqa address
/// ```
public struct PublicKey: Sendable, Hashable {
    /// The 33-byte compressed SEC1 encoding (02 or 03, then x).
    public let compressed: [UInt8]
    /// The parsed point, kept so that verifying does not parse the key again.
    let point: Secp256k1.Point

    init(point: Secp256k1.Point) {
        self.point = point
        compressed = Secp256k1.compressed(point)
    }

    /// Parses a 33-byte compressed or a 65-byte uncompressed SEC1 point.
    public init(bytes: [UInt8]) throws(PublicKeyError) {
        guard bytes.count == 33 || bytes.count == 65 else { throw .wrongLength(bytes.count) }
        guard let point = Secp256k1.parsePoint(bytes) else { throw .notOnCurve }
        self.init(point: point)
    }

    /// Parses 66 or 130 hex characters, with an optional `0x`, in any case.
    public init(hex: String) throws(PublicKeyError) {
        let bytes: [UInt8]
        do { bytes = try Hex.decode(hex.trimmingWhitespace()) } catch { throw .notHex(error) }
        try self.init(bytes: bytes)
    }

    /// The 65-byte uncompressed SEC1 encoding (04, x, y).
    public var uncompressed: [UInt8] { Secp256k1.uncompressed(point) }

    /// The compressed form as 66 lowercase hex characters, as the JSON-RPC `pubKey` field wants it.
    public var hex: String { Hex.encode(compressed) }

    /// Keys are equal when their compressed encodings are.
    public static func == (lhs: PublicKey, rhs: PublicKey) -> Bool { lhs.compressed == rhs.compressed }

    public func hash(into hasher: inout Hasher) { hasher.combine(compressed) }
}

extension PublicKey: CustomStringConvertible {
    public var description: String { hex }
}

/// Why some bytes or text are not a public key.
public enum PublicKeyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A public key is 33 bytes (compressed) or 65 bytes (uncompressed); this had the given number.
    case wrongLength(Int)
    /// The text is not hex.
    case notHex(HexError)
    /// The bytes do not describe a point on secp256k1.
    case notOnCurve

    public var description: String {
        switch self {
        case .wrongLength(let count):
            "a public key is 33 bytes (66 hex) compressed or 65 bytes (130 hex) uncompressed, found \(count) bytes"
        case .notHex(let error): "a public key is hex: \(error)"
        case .notOnCurve: "not a secp256k1 public key: the point is not on the curve"
        }
    }
}
