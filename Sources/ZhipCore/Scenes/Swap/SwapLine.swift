/// One labelled figure of a swap's quote, as the Swap scene shows it: `rate`, `minimum received`
/// (or `maximum paid`), `price impact`, `route`.
///
/// ```swift
/// SwapLine.lines(of: quote)   // [SwapLine(label: "swap", value: "10 ZIL for 29.600035 TUSD"), …]
/// ```
public struct SwapLine: Sendable, Hashable {
    public let label: String
    public let value: String

    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }

    /// What `quote` says, in the order the review says it: the amounts, the rate, the limit the
    /// slippage leaves, the price impact and the route.
    public static func lines(of quote: SwapQuote) -> [SwapLine] {
        [
            SwapLine(
                label: "swap",
                value: "\(quote.from.text(of: quote.route.amountIn)) for \(quote.to.text(of: quote.route.amountOut))"
                    + (quote.terms.isExactOut ? " (exact output)" : "")),
            SwapLine(label: "rate", value: quote.rateText),
            SwapLine(label: quote.terms.isExactOut ? "maximum paid" : "minimum received", value: quote.limitText),
            SwapLine(label: "price impact", value: quote.priceImpactText),
            SwapLine(label: "route", value: quote.routeText),
        ]
    }
}
