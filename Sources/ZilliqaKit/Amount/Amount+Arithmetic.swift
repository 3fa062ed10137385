extension Amount {
    /// This amount plus `other`, e.g. an amount plus its fee.
    ///
    /// - Throws: ``AmountError/additionOverflow(_:_:)`` when the sum is more than ``Amount/max``.
    /// ```swift
    /// let total = try amount.adding(fee)
    /// ```
    public func adding(_ other: Amount) throws(AmountError) -> Amount {
        let (sum, overflow) = qa.addingReportingOverflow(other.qa)
        guard !overflow else { throw .additionOverflow(self, other) }
        return Amount(qa: sum)
    }

    /// This amount minus `other`.
    ///
    /// - Throws: ``AmountError/negativeResult(_:minus:)`` when `other` is larger; whether that
    ///   means "insufficient funds" is for the caller to say.
    /// ```swift
    /// let left = try balance.subtracting(total)
    /// ```
    public func subtracting(_ other: Amount) throws(AmountError) -> Amount {
        guard other.qa <= qa else { throw .negativeResult(self, minus: other) }
        return Amount(qa: qa - other.qa)
    }

    /// The most a transaction can cost in gas: `gasPrice` times `gasLimit`.
    ///
    /// - Throws: ``AmountError/feeOverflow(gasPrice:gasLimit:)`` when the product is more than
    ///   ``Amount/max``.
    /// ```swift
    /// try Amount.fee(gasPrice: Amount(2000, unit: .li), gasLimit: 50)   // 0.1 ZIL
    /// ```
    public static func fee(gasPrice: Amount, gasLimit: UInt64) throws(AmountError) -> Amount {
        let (product, overflow) = gasPrice.qa.multipliedReportingOverflow(by: UInt128(gasLimit))
        guard !overflow else { throw .feeOverflow(gasPrice: gasPrice, gasLimit: gasLimit) }
        return Amount(qa: product)
    }
}
