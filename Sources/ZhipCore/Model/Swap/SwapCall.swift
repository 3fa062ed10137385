public import ZilliqaKit

/// The router function a swap signs, chosen by its sides and its amount: ZIL in (`…ETHFor…`, the
/// value sent), ZIL out (`…ForETH`), tokens on both sides; exact in or exact out; the
/// `…SupportingFeeOnTransferTokens` variant (exact in only) for a token that takes a fee on transfer.
///
/// ```swift
/// let call = SwapCall(from: .zil, to: .token(usdt), terms: terms, path: route.path)
/// let data = call.calldata(limit: minimumOut, recipient: me, deadline: 1_800_000_000, supportingFee: false)
/// ```
public struct SwapCall: Sendable, Hashable {
    public let from: SwapAsset
    public let to: SwapAsset
    public let terms: SwapTerms
    public let path: [EVMAddress]

    public init(from: SwapAsset, to: SwapAsset, terms: SwapTerms, path: [EVMAddress]) {
        self.from = from
        self.to = to
        self.terms = terms
        self.path = path
    }

    /// The function signed.
    public func function(supportingFee: Bool) -> ABIFunction {
        switch (from, to, terms.amount, supportingFee) {
        case (.zil, _, .exactIn, false): UniswapV2Router.swapExactETHForTokens
        case (.zil, _, .exactIn, true): UniswapV2Router.swapExactETHForTokensSupportingFee
        case (.zil, _, .exactOut, _): UniswapV2Router.swapETHForExactTokens
        case (_, .zil, .exactIn, false): UniswapV2Router.swapExactTokensForETH
        case (_, .zil, .exactIn, true): UniswapV2Router.swapExactTokensForETHSupportingFee
        case (_, .zil, .exactOut, _): UniswapV2Router.swapTokensForExactETH
        case (_, _, .exactIn, false): UniswapV2Router.swapExactTokensForTokens
        case (_, _, .exactIn, true): UniswapV2Router.swapExactTokensForTokensSupportingFee
        case (_, _, .exactOut, _): UniswapV2Router.swapTokensForExactTokens
        }
    }

    /// The call data with `limit` (exact in: the least out; exact out: the most in), paying `recipient`.
    public func calldata(limit: UInt256, recipient: EVMAddress, deadline: UInt64, supportingFee: Bool) -> [UInt8] {
        let function = function(supportingFee: supportingFee)
        let tail: [ABIValue] = [.addresses(path), .address(recipient), .uint256(UInt256(deadline))]
        let given = terms.amount.units
        // ZIL in: one figure (exact in: the least out, the amount being the value; exact out: the
        // amount out, the most in being the value); a token in: the amount given, then the limit.
        let head: [ABIValue] =
            from == .zil ? [.uint256(terms.isExactOut ? given : limit)] : [.uint256(given), .uint256(limit)]
        // `try` cannot fail: the arguments are built for the function's parameters above.
        return (try? function.callData(head + tail)) ?? function.selector
    }

    /// The ZIL the call carries: the amount in (exact in) or the most in (`limit`, exact out) when ZIL goes in.
    public func value(limit: UInt256) -> Wei {
        guard from == .zil else { return .zero }
        let units = terms.isExactOut ? limit : terms.amount.units
        return Wei(wei: units.uint128Value ?? .max)
    }
}
