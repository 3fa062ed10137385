extension Amount: Codable {
    /// Decodes the wire form, a JSON string of Qa digits such as `"1500000000000"`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` saying what was wrong (see ``init(qaString:)``),
    ///   or `DecodingError.typeMismatch` for a JSON number or anything that is not a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(qaString: text)
        } catch {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "not an amount in Qa: \(error.description)")
        }
    }

    /// Encodes the wire form, ``qaString``, as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(qaString)
    }
}
