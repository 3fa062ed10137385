public import ZilliqaKit

/// What a mined token transfer actually moved, read from its receipt's `Transfer` logs (those the
/// token's contract emitted from the sender to the recipient), beside what was asked: a
/// fee-on-transfer token moves less, a lying token anything, and the person is told so.
///
/// ```swift
/// if let outcome = TokenTransferOutcome(receipt: receipt, of: payment), let warning = outcome.warning {
///     print(warning)   // "The token moved 9.9 USDT (…), not the 10 USDT asked: …"
/// }
/// ```
public struct TokenTransferOutcome: Sendable, Hashable {
    /// How what moved compares with what was asked.
    public enum Comparison: String, Sendable, Hashable {
        /// Exactly the amount asked.
        case equal
        /// Less than asked (a fee-on-transfer token, or a token that lies).
        case less
        /// More than asked (a token that lies).
        case more
        /// No `Transfer` log of the token from the sender to the recipient at all.
        case none
    }

    /// The token transferred.
    public let token: Token
    /// The amount asked, in the token's smallest unit.
    public let asked: UInt256
    /// The total of the matching `Transfer` logs (2^256 - 1 if they add up to more).
    public let moved: UInt256
    /// How ``moved`` compares with ``asked``.
    public let comparison: Comparison

    /// The outcome of `payment`'s token transfer as `receipt` tells it; nil when `payment` is not a
    /// token transfer. Logs of other contracts, other events, other parties and logs that do not
    /// read as ERC-20 events are not counted.
    public init(
        receipt: EVMTransactionReceipt, token: Token, from sender: EVMAddress, to recipient: EVMAddress, asked: UInt256
    ) {
        var moved = UInt256.zero
        var found = false
        for log in receipt.logs where log.address == token.contract {
            guard
                case .transfer(let from, let to, let value)? = try? ERC20Log(
                    topics: log.topics.map(\.bytes), data: log.data),
                from == sender, to == recipient
            else { continue }
            found = true
            let (sum, overflow) = moved.addingReportingOverflow(value)
            moved = overflow ? .max : sum
        }
        self.token = token
        self.asked = asked
        self.moved = moved
        comparison = !found ? .none : moved == asked ? .equal : moved < asked ? .less : .more
    }

    /// What the person is told when the token moved other than what was asked; nil when it moved exactly that.
    public var warning: String? {
        let askedText = token.text(of: asked)
        switch comparison {
        case .equal: return nil
        case .none:
            return "The transaction was mined, but the token \(token.label) reported no transfer of \(askedText) to "
                + "the recipient: check the recipient's token balance before paying again."
        case .less, .more:
            return "The token \(token.label) moved \(token.text(of: moved)), not the \(askedText) asked"
                + (comparison == .less
                    ? " (it keeps a fee on transfers, or misreports them)" : " (it misreports transfers)")
                + ": check the recipient's token balance."
        }
    }
}
