public import ZilliqaKit

/// Why the wallet will not sign a swap, each with what to do: nothing is signed.
///
/// ```swift
/// catch TransactionsError.swapRefused(let refusal) { print(refusal) }   // "no PlunderSwap pool trades …"
/// ```
public enum SwapRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// No route quoted: neither the pair of the two nor the way through WZIL has liquidity.
    case noRoute(from: String, to: String, reason: ABIRevertReason?)
    /// The router refused the swap when it was simulated from the account, for `reason`.
    case simulationReverted(reason: ABIRevertReason)
    /// A token that takes a fee on transfer asked for an exact output, which its router cannot give.
    case feeOnTransferExactOut(symbol: String)
    /// A token on the route takes a fee on transfer larger than the slippage leaves room for: the
    /// router would give less than the minimum (`reason`).
    case feeOnTransferPastSlippage(reason: ABIRevertReason)
    /// The two sides are the same asset.
    case sameAsset(String)
    /// The router's answers did not read as a V2 router's (wrong address, or a hostile node).
    case unreadable(String)

    /// A contract's reason as it may be shown: cleaned of escape and control characters, cut.
    private static func cleaned(_ reason: ABIRevertReason) -> String {
        TokenText.cleaned(reason.description, limit: 256)
    }

    public var description: String {
        switch self {
        case .noRoute(let from, let to, let reason):
            "no pool on this exchange trades \(from) for \(to), directly or through WZIL"
                + (reason.map { " (the router: \(Self.cleaned($0)))" } ?? "")
                + ": nothing was signed; pick other assets, or check 'zhip-cli settings' for the exchange"
        case .simulationReverted(let reason):
            "the router refused the swap when it was tried from your account (\(Self.cleaned(reason))): nothing was signed;"
                + " check your balance, the amount and the deadline, then 'zhip-cli swap quote'"
        case .feeOnTransferExactOut(let symbol):
            "\(symbol) takes a fee on every transfer, so no exact output can be promised: nothing was signed;"
                + " swap an exact input instead (leave out --exact-out)"
        case .feeOnTransferPastSlippage(let reason):
            "a token on the route takes a fee on every transfer, more than the slippage leaves room for: the router"
                + " would give less than the minimum (\(Self.cleaned(reason))): nothing was signed; raise --slippage"
                + " above the token's fee (2 covers a 1 % fee)"
        case .sameAsset(let symbol):
            "both sides are \(symbol): nothing to swap; use 'zhip-cli wrap' or 'unwrap' between ZIL and WZIL"
        case .unreadable(let what):
            "the exchange's answer did not read (\(what)): nothing was signed; check the network and"
                + " 'zhip-cli settings set dex'"
        }
    }
}
