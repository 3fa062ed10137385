/// The receipt of a confirmed transaction, from `GetTransaction`'s `receipt` object.
///
/// ```swift
/// if let receipt = try await service.transaction(id) {
///     receipt.success        // true: the payment went through
///     receipt.epochNumber    // the transaction block that holds it
/// }
/// ```
public struct TransactionReceipt: Sendable, Hashable, Codable {
    /// True when the transaction was applied.
    public let success: Bool
    /// The gas the transaction used.
    public let cumulativeGas: UInt64
    /// The number of the transaction block (epoch) that confirmed it.
    public let epochNumber: UInt64

    public init(success: Bool, cumulativeGas: UInt64, epochNumber: UInt64) {
        self.success = success
        self.cumulativeGas = cumulativeGas
        self.epochNumber = epochNumber
    }

    private enum CodingKeys: String, CodingKey {
        case success
        case cumulativeGas = "cumulative_gas"
        case epochNumber = "epoch_num"
    }

    /// Decodes `{"success":true,"cumulative_gas":"50","epoch_num":"1234"}`; the numbers may
    /// be strings (as the node writes them) or JSON numbers.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        success = try container.decode(Bool.self, forKey: .success)
        cumulativeGas = try WireNumber.decode(from: container, forKey: .cumulativeGas)
        epochNumber = try WireNumber.decode(from: container, forKey: .epochNumber)
    }

    /// Encodes the node's form, with the numbers as strings.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(success, forKey: .success)
        try container.encode(String(cumulativeGas), forKey: .cumulativeGas)
        try container.encode(String(epochNumber), forKey: .epochNumber)
    }
}
