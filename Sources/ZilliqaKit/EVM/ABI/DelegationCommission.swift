/// A staking pool's commission rate as `getCommission()` answers it: `numerator / denominator`
/// of the rewards (the contracts' denominator is 10 000, so 1 is 0.01 %).
public struct DelegationCommission: Sendable, Hashable {
    /// The rate multiplied by ``denominator``.
    public let numerator: UInt256
    /// The scale of ``numerator``.
    public let denominator: UInt256

    /// The rate in a `getCommission()` answer: two words.
    /// - Throws: ``ABIError/tooShort(needed:found:)`` when the answer has fewer than two words, and
    ///   ``ABIError/commissionOutOfRange(numerator:denominator:)`` for a zero denominator or a rate above 100 %.
    public init(answer: [UInt8]) throws(ABIError) {
        let reader = ABIReader(answer)
        let numerator = try reader.uint256(at: 0)
        let denominator = try reader.uint256(at: 1)
        guard denominator != .zero, numerator <= denominator else {
            throw .commissionOutOfRange(numerator: numerator, denominator: denominator)
        }
        self.numerator = numerator
        self.denominator = denominator
    }
}
