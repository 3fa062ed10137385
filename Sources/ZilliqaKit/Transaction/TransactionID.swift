/// A transaction's id: SHA-256 of its encoded core, written as 64 hex characters.
public struct TransactionID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The 32 digest bytes.
    public let bytes: [UInt8]

    init(digest: [UInt8]) {
        bytes = digest
    }

    /// Parses 64 hex characters, with an optional `0x`.
    public init(hex: String) throws(TransactionIDError) {
        let decoded: [UInt8]
        do { decoded = try Hex.decode(hex.trimmingWhitespace()) } catch { throw .notHex(error) }
        guard decoded.count == 32 else { throw .wrongLength(decoded.count * 2) }
        bytes = decoded
    }

    /// 64 lowercase hex characters, as the node writes `TranID`.
    public var hex: String { Hex.encode(bytes) }

    public var description: String { hex }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { try self.init(hex: text) } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}

/// Why text is not a transaction id.
public enum TransactionIDError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A transaction id is 64 hex characters; this had the given number.
    case wrongLength(Int)
    /// The text is not hex.
    case notHex(HexError)

    public var description: String {
        switch self {
        case .wrongLength(let count): "a transaction id is 64 hex characters, found \(count)"
        case .notHex(let error): "a transaction id is hex: \(error)"
        }
    }
}
