import ZilliqaKit

/// The known answers `Fixtures/uint256-fixtures.py` wrote from Python's exact integers.
struct UInt256Vectors: Decodable, Sendable {
    /// Two operands and the result, or `"overflow"` when it is past 2^256 - 1 or below zero.
    struct Binary: Decodable, Sendable {
        let a: String
        let b: String
        let result: String
    }

    /// `a // b` and `a % b` for a non-zero `b`.
    struct Division: Decodable, Sendable {
        let a: String
        let b: String
        let quotient: String
        let remainder: String
    }

    /// A value and its 32 big-endian bytes.
    struct Bytes: Decodable, Sendable {
        let value: String
        let hex: String
    }

    /// Big-endian bytes of any length and their value, or `"overflow"` past 32 significant bytes.
    struct BigEndian: Decodable, Sendable {
        let hex: String
        let value: String
    }

    /// A number of smallest units written in a token's decimals.
    struct TokenText: Decodable, Sendable {
        let units: String
        let decimals: Int
        let text: String
    }

    let add: [Binary]
    let subtract: [Binary]
    let multiply: [Binary]
    let divide: [Division]
    let bytes: [Bytes]
    let bigEndian: [BigEndian]
    let tokenText: [TokenText]

    /// The vectors of `uint256.json`.
    static func load() throws -> UInt256Vectors { try Fixtures.load("uint256") }
}

extension UInt256 {
    /// Test shorthand: a fixture's decimal string, which is known to be valid.
    init(fixture text: String) throws {
        try self.init(decimal: text)
    }
}
