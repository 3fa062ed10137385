import ZilliqaKit

/// `evm-rlp.json`: pyrlp's encodings of random nested items and of integers.
struct RLPVectors: Decodable, Sendable {
    /// An item as the fixture writes it: a hex string, or an array of items.
    struct Item: Decodable, Sendable {
        let value: RLPItem

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let hex = try? container.decode(String.self) {
                value = .bytes([UInt8](hex: hex))
            } else {
                value = .list(try container.decode([Item].self).map(\.value))
            }
        }
    }

    /// One random item and its encoding.
    struct ItemCase: Decodable, Sendable {
        let item: Item
        let encoded: String
    }

    /// One integer (decimal) and its encoding.
    struct IntegerCase: Decodable, Sendable {
        let value: String
        let encoded: String
    }

    let items: [ItemCase]
    let integers: [IntegerCase]

    static func load() throws -> RLPVectors { try Fixtures.load("evm-rlp") }
}
