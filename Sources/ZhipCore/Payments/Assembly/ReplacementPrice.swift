public import ZilliqaKit

/// The price a replacement (`tx speedup`, `tx cancel`) offers, of its original's kind: an EVM fee
/// choice, or a legacy gas price in Qa a legacy gas; nil figures are the session's default (the
/// original's raised by 10 %, or the network's when higher).
///
/// ```swift
/// let price = try PendingReplacement(speedingUp: original).price(maxFeeText: "6000gwei", priorityFeeText: nil)
/// let order = PendingReplacement(speedingUp: original).order(price: price)
/// ```
public struct ReplacementPrice: Sendable, Hashable {
    /// An EVM original's fee.
    public var evmFee: EVMFeeChoice
    /// A legacy original's gas price, Qa a legacy gas; nil for the default.
    public var legacyGasPrice: Amount?

    public init(evmFee: EVMFeeChoice, legacyGasPrice: Amount? = nil) {
        self.evmFee = evmFee
        self.legacyGasPrice = legacyGasPrice
    }
}
