import Foundation
import ZhipCore

/// A swap's review lines and its `--json` object, the same for `swap` and `swap quote`.
enum SwapText {
    /// `swap`, `rate`, `minimum received` or `maximum paid`, `price impact`, `route`, `deadline`, and
    /// the fee-on-transfer note.
    static func lines(_ quote: SwapQuote) -> [(label: String, value: String)] {
        var lines: [(label: String, value: String)] = [
            (
                "swap",
                "\(quote.from.text(of: quote.route.amountIn)) for \(quote.to.text(of: quote.route.amountOut))"
                    + (quote.terms.isExactOut ? " (exact output)" : "")
            ),
            ("rate", quote.rateText),
            (quote.terms.isExactOut ? "maximum paid" : "minimum received", quote.limitText),
            ("price impact", quote.priceImpactText),
            ("route", quote.routeText),
            ("deadline", deadlineText(quote.deadline)),
        ]
        if quote.feeOnTransfer {
            lines.append(
                (
                    "fee on transfer",
                    "a token on the way takes a fee on transfer: signed as the router's "
                        + "…SupportingFeeOnTransferTokens variant, which checks what arrives"
                ))
        }
        return lines
    }

    /// `2026-12-07T19:20:00Z (in 20 minutes)`.
    static func deadlineText(_ deadline: UInt64) -> String {
        let date = Date(timeIntervalSince1970: TimeInterval(deadline))
        return date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt))
    }
}

/// `"swap": {"from", "to", "amountIn", "amountOut", "limit", "exactOut", "rate", "priceImpact",
/// "priceImpactBasisPoints", "route", "path", "deadline", "feeOnTransfer"}`: amounts in smallest units.
struct SwapReport: Encodable, Equatable {
    let from: String
    let to: String
    let amountIn: String
    let amountOut: String
    let limit: String
    let exactOut: Bool
    let rate: String
    let priceImpact: String
    let priceImpactBasisPoints: UInt64
    let route: String
    let path: [String]
    let deadline: UInt64
    let feeOnTransfer: Bool

    init(_ quote: SwapQuote) {
        from = quote.from.symbol
        to = quote.to.symbol
        amountIn = quote.route.amountIn.description
        amountOut = quote.route.amountOut.description
        limit = quote.limit.description
        exactOut = quote.terms.isExactOut
        rate = quote.rateText
        priceImpact = quote.priceImpactText
        priceImpactBasisPoints = quote.route.priceImpactBasisPoints
        route = quote.routeText
        path = quote.route.path.map(\.checksummed)
        deadline = quote.deadline
        feeOnTransfer = quote.feeOnTransfer
    }
}
