/// Reads whole numbers the way the node writes them: sometimes a JSON string ("42"),
/// sometimes a JSON number (42).
enum WireNumber {
    /// The value at `key`, from a string of digits or a JSON number.
    ///
    /// - Throws: `DecodingError` when the key is missing or the value is neither.
    static func decode<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> UInt64 {
        if let number = try? container.decode(UInt64.self, forKey: key) { return number }
        let text = try container.decode(String.self, forKey: key)
        guard let number = UInt64(text.trimmingWhitespace()) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "not a whole number: \(text.sanitizedForDisplay(maxLength: 40))")
        }
        return number
    }

    /// The value at `key` as ``decode(from:forKey:)`` reads it, or nil when it is missing,
    /// null or not a whole number.
    static func lenient<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) -> UInt64? {
        try? decode(from: container, forKey: key)
    }

    /// A rate at `key`, from a JSON number or a string; nil when missing or neither.
    static func lenientRate<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) -> Double? {
        if let number = try? container.decode(Double.self, forKey: key) { return number }
        guard let text = try? container.decode(String.self, forKey: key) else { return nil }
        return Double(text.trimmingWhitespace())
    }
}
