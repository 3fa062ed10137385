public import ZilliqaKit

/// One way through the exchange, as the router quoted it: the path (2 or 3 tokens), the amounts
/// a step (`getAmountsOut`/`getAmountsIn`), and each pair's reserves, from which the price impact is
/// worked out (how far the swap moves the price: 1 − what the route gives ÷ what the pairs' prices
/// before it would give). The router's own fee is part of that impact, as Uniswap's SDK counts it.
///
/// ```swift
/// route.amounts.last            // what comes out
/// route.priceImpactBasisPoints  // 37: 0.37 %
/// ```
public struct SwapRoute: Sendable, Hashable {
    /// A pair's reserves, the step's input side first.
    public struct Reserves: Sendable, Hashable {
        public let reserveIn: UInt256
        public let reserveOut: UInt256

        public init(reserveIn: UInt256, reserveOut: UInt256) {
            self.reserveIn = reserveIn
            self.reserveOut = reserveOut
        }
    }

    public let path: [EVMAddress]
    /// The router's amounts, one a token of ``path``.
    public let amounts: [UInt256]
    /// One a step of ``path``.
    public let reserves: [Reserves]

    public init(path: [EVMAddress], amounts: [UInt256], reserves: [Reserves]) {
        self.path = path
        self.amounts = amounts
        self.reserves = reserves
    }

    /// What goes in.
    public var amountIn: UInt256 { amounts.first ?? .zero }
    /// What comes out.
    public var amountOut: UInt256 { amounts.last ?? .zero }

    /// How far the swap moves the price, in hundredths of a percent, rounded up; 10000 when a figure
    /// does not fit the arithmetic (a hostile answer is never taken as harmless).
    public var priceImpactBasisPoints: UInt64 {
        let scale = UInt256(1_000_000_000)
        var kept = scale
        for (step, reserve) in reserves.enumerated() {
            guard step + 1 < amounts.count,
                let ratio = Self.ratio(
                    out: amounts[step + 1], in: amounts[step], reserve: reserve, scale: scale),
                let product = try? kept.multiplied(by: ratio),
                let next = try? product.quotientAndRemainder(dividingBy: scale).quotient
            else { return 10_000 }
            kept = next
        }
        guard kept < scale, let lost = try? scale.subtracting(kept), let times = try? lost.multiplied(by: 10_000),
            let (quotient, remainder) = try? times.quotientAndRemainder(dividingBy: scale)
        else { return 0 }
        let basisPoints = (quotient.uint64Value ?? 10_000) + (remainder.isZero ? 0 : 1)
        return min(basisPoints, 10_000)
    }

    /// `out × reserveIn × scale ÷ (in × reserveOut)`: what the step gives against its price before it.
    private static func ratio(out: UInt256, in input: UInt256, reserve: Reserves, scale: UInt256) -> UInt256? {
        guard let top = try? out.multiplied(by: reserve.reserveIn).multiplied(by: scale),
            let bottom = try? input.multiplied(by: reserve.reserveOut), !bottom.isZero
        else { return nil }
        return try? top.quotientAndRemainder(dividingBy: bottom).quotient
    }
}
