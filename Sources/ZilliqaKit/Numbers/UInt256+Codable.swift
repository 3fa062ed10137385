extension UInt256: Codable {
    /// Reads a decimal string of digits (``init(decimal:)``), as JSON carries numbers past 2^53.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try UInt256(decimal: text)
        } catch {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "not a 256-bit number in decimal: \(error.description)")
        }
    }

    /// Writes the decimal string, e.g. `"12500000"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
