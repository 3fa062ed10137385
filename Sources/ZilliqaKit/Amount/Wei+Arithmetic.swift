extension Wei {
    /// This amount plus `other`.
    ///
    /// - Throws: ``AmountError/weiAdditionOverflow(_:_:)`` past ``Wei/max``.
    public func adding(_ other: Wei) throws(AmountError) -> Wei {
        let (sum, overflow) = wei.addingReportingOverflow(other.wei)
        guard !overflow else { throw .weiAdditionOverflow(self, other) }
        return Wei(wei: sum)
    }

    /// This amount minus `other`.
    ///
    /// - Throws: ``AmountError/weiNegativeResult(_:minus:)`` when `other` is larger.
    public func subtracting(_ other: Wei) throws(AmountError) -> Wei {
        guard other.wei <= wei else { throw .weiNegativeResult(self, minus: other) }
        return Wei(wei: wei - other.wei)
    }

    /// `gasPrice` times `gasLimit`: what an EVM transaction pays for its gas at that price.
    ///
    /// - Throws: ``AmountError/weiFeeOverflow(gasPrice:gasLimit:)`` past ``Wei/max``.
    /// ```swift
    /// try Wei.fee(gasPrice: Wei(wei: 4_761_904_800_000), gasLimit: 21_000)   // 0.1000000008 ZIL
    /// ```
    public static func fee(gasPrice: Wei, gasLimit: UInt64) throws(AmountError) -> Wei {
        let (product, overflow) = gasPrice.wei.multipliedReportingOverflow(by: UInt128(gasLimit))
        guard !overflow else { throw .weiFeeOverflow(gasPrice: gasPrice, gasLimit: gasLimit) }
        return Wei(wei: product)
    }
}
