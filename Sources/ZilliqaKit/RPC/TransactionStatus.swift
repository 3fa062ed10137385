/// Where a transaction is on its way into a final block, as `GetTransactionStatus` reports it.
///
/// Zilliqa 2.0 (`zq2-legacy-api.md` §1) writes `status` and `modificationState` as JSON numbers
/// and the rest as strings; `epochInserted` is `""` until the transaction is in a block.
/// ```swift
/// if let status = try await service.transactionStatus(id) {
///     status.state            // .finalized
///     status.success          // true: the payment was applied
///     status.epochInserted    // 36390001: the block that holds it
/// }
/// ```
public struct TransactionStatus: Sendable, Hashable, Decodable {
    /// The node's `status` and `modificationState` codes, read.
    public enum State: Sendable, Hashable {
        /// In the pool, or in a block that is not final yet (1 and 1).
        case pending
        /// In a final block (3 and 2). It may still have failed: see ``TransactionStatus/success``.
        case finalized
        /// In the pool behind a nonce gap: an earlier nonce is missing (4 and 1).
        case queued
        /// In a block, with Scilla errors in its receipt (255 and 2).
        case failed
        /// A pair of codes the node did not write in v0.21.8, kept as it came.
        case unknown(status: UInt64, modificationState: UInt64)

        /// The state for the node's pair of codes.
        public init(status: UInt64, modificationState: UInt64) {
            self =
                switch (status, modificationState) {
                case (1, 1): .pending
                case (3, 2): .finalized
                case (4, 1): .queued
                case (255, 2): .failed
                default: .unknown(status: status, modificationState: modificationState)
                }
        }
    }

    /// Where the transaction is.
    public let state: State
    /// The receipt's `success`: false while there is no receipt, and for a failed transaction.
    public let success: Bool
    /// The number of the block that holds it; nil while it is in no block.
    public let epochInserted: UInt64?
    /// The nonce it was signed with (1 for an account's first transaction).
    public let nonce: UInt64
    /// The amount it moves.
    public let amount: Amount
    /// The gas price it offers, per Scilla gas.
    public let gasPrice: Amount
    /// The gas limit it was signed with, in Scilla gas.
    public let gasLimit: UInt64

    public init(
        state: State, success: Bool, epochInserted: UInt64?, nonce: UInt64, amount: Amount, gasPrice: Amount,
        gasLimit: UInt64
    ) {
        self.state = state
        self.success = success
        self.epochInserted = epochInserted
        self.nonce = nonce
        self.amount = amount
        self.gasPrice = gasPrice
        self.gasLimit = gasLimit
    }

    private enum CodingKeys: String, CodingKey {
        case status, modificationState, success, epochInserted, nonce, amount, gasPrice, gasLimit
    }

    /// Decodes the node's object; the whole numbers may be strings or JSON numbers, and an empty
    /// `epochInserted` means no block yet.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        state = State(
            status: try WireNumber.decode(from: container, forKey: .status),
            modificationState: try WireNumber.decode(from: container, forKey: .modificationState))
        success = try container.decode(Bool.self, forKey: .success)
        let inserted = try container.decodeIfPresent(String.self, forKey: .epochInserted) ?? ""
        epochInserted =
            inserted.isEmpty ? nil : try WireNumber.decode(from: container, forKey: .epochInserted)
        nonce = try WireNumber.decode(from: container, forKey: .nonce)
        amount = try container.decode(Amount.self, forKey: .amount)
        gasPrice = try container.decode(Amount.self, forKey: .gasPrice)
        gasLimit = try WireNumber.decode(from: container, forKey: .gasLimit)
    }
}
