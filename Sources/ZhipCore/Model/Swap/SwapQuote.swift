public import ZilliqaKit

/// What a swap's review shows and what it signs, from the router's own quote of the better route:
/// what goes in and comes out, the limit the slippage leaves (the least received, or with an exact
/// output the most paid), the price impact, the route, the deadline, and whether the
/// fee-on-transfer variant is signed.
///
/// ```swift
/// quote.limitText      // "at least 3.452 TUSD"
/// quote.routeText      // "ZIL → TUSD"
/// ```
public struct SwapQuote: Sendable, Hashable {
    public let from: SwapAsset
    public let to: SwapAsset
    public let terms: SwapTerms
    public let route: SwapRoute
    /// The route's symbols, one a token of its path: `ZIL`, `WZIL`, `TUSD`.
    public let routeSymbols: [String]
    /// The deadline signed, Unix seconds.
    public let deadline: UInt64
    /// True when the `…SupportingFeeOnTransferTokens` variant is signed: a token on the way takes a
    /// fee on transfer, so the router checks what arrives instead of what it quoted.
    public let feeOnTransfer: Bool

    public init(
        from: SwapAsset, to: SwapAsset, terms: SwapTerms, route: SwapRoute, routeSymbols: [String], deadline: UInt64,
        feeOnTransfer: Bool
    ) {
        self.from = from
        self.to = to
        self.terms = terms
        self.route = route
        self.routeSymbols = routeSymbols
        self.deadline = deadline
        self.feeOnTransfer = feeOnTransfer
    }

    /// The limit signed: exact in, the least out (the quote less the slippage, rounded down); exact
    /// out, the most in (the quote plus the slippage, rounded up).
    public var limit: UInt256 {
        Self.limit(of: terms.isExactOut ? route.amountIn : route.amountOut, terms: terms)
    }

    /// `quoted` moved by `terms`' slippage against the person: down for what comes out, up for what goes in.
    static func limit(of quoted: UInt256, terms: SwapTerms) -> UInt256 {
        let slippage = min(terms.slippageBasisPoints, 10_000)
        let factor = UInt256(terms.isExactOut ? 10_000 + slippage : 10_000 - slippage)
        guard let product = try? quoted.multiplied(by: factor),
            let (quotient, remainder) = try? product.quotientAndRemainder(dividingBy: 10_000)
        else { return terms.isExactOut ? .max : .zero }
        return terms.isExactOut && !remainder.isZero ? (try? quotient.adding(1)) ?? .max : quotient
    }

    /// The most that goes in: the exact amount, or the limit of an exact output.
    public var mostIn: UInt256 { terms.isExactOut ? limit : route.amountIn }

    /// `at least 3.452 TUSD` or `at most 10.05 ZIL`.
    public var limitText: String {
        terms.isExactOut ? "at most \(from.text(of: limit))" : "at least \(to.text(of: limit))"
    }

    /// `ZIL → WZIL → TUSD`.
    public var routeText: String { routeSymbols.joined(separator: " → ") }

    /// `1 ZIL = 0.347 TUSD`: what one whole unit in gives at the quote, to the output's decimals.
    public var rateText: String {
        let one = (try? UInt256("1", decimals: from.decimals)) ?? .zero
        guard !route.amountIn.isZero, let scaled = try? route.amountOut.multiplied(by: one),
            let rate = try? scaled.quotientAndRemainder(dividingBy: route.amountIn).quotient
        else { return "-" }
        return "1 \(from.symbol) = \(to.text(of: rate))"
    }

    /// `0.37 %`.
    public var priceImpactText: String {
        "\(UInt256(route.priceImpactBasisPoints).formatted(decimals: 2, minimumFractionDigits: 2)) %"
    }
}
