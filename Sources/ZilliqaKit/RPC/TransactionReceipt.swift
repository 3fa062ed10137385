/// The receipt of a confirmed transaction, from `GetTransaction`'s `receipt` object.
///
/// Zilliqa 2.0 writes `accepted`, `gas_used`, `cumulative_gas_used`, `cumulative_gas` (a copy of
/// `gas_used`), `epoch_num`, `transitions`, `event_logs`, `errors` (Scilla error numbers by call
/// depth), `exceptions` and `success`; the 2021 node wrote only `success`, `cumulative_gas` and
/// `epoch_num`. Both decode; what a receipt lacks is empty.
/// ```swift
/// if let receipt = try await service.transaction(id) {
///     receipt.success        // false: the payment failed, and its fee was still charged
///     receipt.errors         // [2]: BalanceTransferFailed
///     receipt.epochNumber    // the block that holds it
/// }
/// ```
public struct TransactionReceipt: Sendable, Hashable, Codable {
    /// True when the transaction was applied.
    public let success: Bool
    /// The gas the transaction used, in Scilla gas (`gas_used`, or the older `cumulative_gas`).
    public let cumulativeGas: UInt64
    /// The number of the block (the node's "epoch") that holds it.
    public let epochNumber: UInt64
    /// The Scilla error numbers the node reported, outermost call first (2: the amount could not
    /// be moved); empty for a success.
    public let errors: [Int]
    /// The exception messages a contract raised, in order, made safe to show (control
    /// characters replaced, at most 200 characters each); empty for a payment.
    public let exceptions: [String]

    public init(
        success: Bool, cumulativeGas: UInt64, epochNumber: UInt64, errors: [Int] = [], exceptions: [String] = []
    ) {
        self.success = success
        self.cumulativeGas = cumulativeGas
        self.epochNumber = epochNumber
        self.errors = errors
        self.exceptions = exceptions
    }

    private enum CodingKeys: String, CodingKey {
        case success
        case gasUsed = "gas_used"
        case cumulativeGas = "cumulative_gas"
        case epochNumber = "epoch_num"
        case errors
        case exceptions
    }

    /// One of `exceptions`: `{"line": 12, "message": "…"}`.
    private struct Exception: Decodable {
        let message: String
    }

    /// Decodes either node's receipt; the numbers may be strings (as the nodes write them) or
    /// JSON numbers, and `errors` is an object of arrays keyed by call depth (`{"0":[2]}`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        success = try container.decode(Bool.self, forKey: .success)
        cumulativeGas =
            container.contains(.gasUsed)
            ? try WireNumber.decode(from: container, forKey: .gasUsed)
            : try WireNumber.decode(from: container, forKey: .cumulativeGas)
        epochNumber = try WireNumber.decode(from: container, forKey: .epochNumber)
        let byDepth = try container.decodeIfPresent([String: [Int]].self, forKey: .errors) ?? [:]
        errors = byDepth.sorted { (Int($0.key) ?? .max, $0.key) < (Int($1.key) ?? .max, $1.key) }.flatMap(\.value)
        exceptions =
            try container.decodeIfPresent([Exception].self, forKey: .exceptions)?.map {
                $0.message.sanitizedForDisplay()
            } ?? []
    }

    /// Encodes Zilliqa 2.0's form, with the numbers as strings (the errors all at depth 0).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(success, forKey: .success)
        try container.encode(String(cumulativeGas), forKey: .gasUsed)
        try container.encode(String(cumulativeGas), forKey: .cumulativeGas)
        try container.encode(String(epochNumber), forKey: .epochNumber)
        try container.encode(errors.isEmpty ? [:] : ["0": errors], forKey: .errors)
        try container.encode(exceptions.map { ["message": $0] }, forKey: .exceptions)
    }
}
