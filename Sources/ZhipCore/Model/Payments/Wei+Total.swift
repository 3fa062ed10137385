public import ZilliqaKit

extension Wei {
    /// The sum of `amounts`, at most ``ZilliqaKit/Wei/max`` (a total of amounts read from a node
    /// that passes it is shown as the most there can be, never wrapped).
    ///
    /// ```swift
    /// Wei.total(positions.map(\.claimable))
    /// ```
    public static func total(_ amounts: some Sequence<Wei>) -> Wei {
        var sum: UInt128 = 0
        for amount in amounts {
            let (next, overflow) = sum.addingReportingOverflow(amount.wei)
            sum = overflow ? .max : next
        }
        return Wei(wei: sum)
    }

    /// `amount` as wei, ``ZilliqaKit/Wei/max`` when it is above it.
    public static func atMost(_ amount: UInt256) -> Wei { Wei(wei: amount.uint128Value ?? .max) }
}
