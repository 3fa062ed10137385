import ZilliqaKit

/// PlunderLibrary's and PlunderPair's arithmetic (Plunderswap/plunderswap-core at 18e823c) with
/// the swap fee a parameter in basis points (PlunderSwap's is 35: `9965` in
/// `libraries/PlunderLibrary.sol:83,101`, `35` in `PlunderPair.sol:243-244`), and DappHub's
/// SafeMath words on overflow (`libraries/SafeMath.sol:7-17`).
enum DexMath {
    /// The fee's denominator: basis points.
    static let denominator = UInt256(UInt64(10_000))
    /// `uint112(-1)`: the most a reserve holds (`PlunderPair.sol:95-98`).
    static let maximumReserve = UInt256((UInt128(1) << 112) - 1)
    /// `MINIMUM_LIQUIDITY` (`PlunderPair.sol:16`).
    static let minimumLiquidity = UInt256(UInt64(1_000))

    /// `SafeMath.add`.
    static func add(_ x: UInt256, _ y: UInt256) throws(DexRevert) -> UInt256 {
        let (sum, overflow) = x.addingReportingOverflow(y)
        guard !overflow else { throw .message("ds-math-add-overflow") }
        return sum
    }

    /// `SafeMath.sub`.
    static func sub(_ x: UInt256, _ y: UInt256) throws(DexRevert) -> UInt256 {
        let (difference, overflow) = x.subtractingReportingOverflow(y)
        guard !overflow else { throw .message("ds-math-sub-underflow") }
        return difference
    }

    /// `SafeMath.mul`.
    static func mul(_ x: UInt256, _ y: UInt256) throws(DexRevert) -> UInt256 {
        let (product, overflow) = x.multipliedReportingOverflow(by: y)
        guard !overflow else { throw .message("ds-math-mul-overflow") }
        return product
    }

    /// `x / y`; by zero, Solidity 0.5/0.6's `invalid`.
    static func div(_ x: UInt256, _ y: UInt256) throws(DexRevert) -> UInt256 {
        guard let quotient = try? x.quotientAndRemainder(dividingBy: y).quotient else { throw .invalid }
        return quotient
    }

    /// `10000 − fee`, what 9965 is for PlunderSwap.
    static func kept(_ fee: UInt64) -> UInt256 { UInt256(10_000 - min(fee, 10_000)) }

    /// `PlunderLibrary.quote` (`PlunderLibrary.sol:59-70`).
    static func quote(_ amountA: UInt256, _ reserveA: UInt256, _ reserveB: UInt256) throws(DexRevert) -> UInt256 {
        guard !amountA.isZero else { throw .message("PlunderLibrary: INSUFFICIENT_AMOUNT") }
        guard !reserveA.isZero, !reserveB.isZero else { throw .message("PlunderLibrary: INSUFFICIENT_LIQUIDITY") }
        return try div(mul(amountA, reserveB), reserveA)
    }

    /// `PlunderLibrary.getAmountOut` (`PlunderLibrary.sol:73-87`): `amountIn × (10000 − fee) ×
    /// reserveOut / (reserveIn × 10000 + amountIn × (10000 − fee))`.
    static func amountOut(_ amountIn: UInt256, _ reserveIn: UInt256, _ reserveOut: UInt256, fee: UInt64)
        throws(DexRevert) -> UInt256
    {
        guard !amountIn.isZero else { throw .message("PlunderLibrary: INSUFFICIENT_INPUT_AMOUNT") }
        guard !reserveIn.isZero, !reserveOut.isZero else { throw .message("PlunderLibrary: INSUFFICIENT_LIQUIDITY") }
        let amountInWithFee = try mul(amountIn, kept(fee))
        let numerator = try mul(amountInWithFee, reserveOut)
        let denominator = try add(mul(reserveIn, Self.denominator), amountInWithFee)
        return try div(numerator, denominator)
    }

    /// `PlunderLibrary.getAmountIn` (`PlunderLibrary.sol:90-103`): `reserveIn × amountOut × 10000 /
    /// ((reserveOut − amountOut) × (10000 − fee)) + 1`.
    static func amountIn(_ amountOut: UInt256, _ reserveIn: UInt256, _ reserveOut: UInt256, fee: UInt64)
        throws(DexRevert) -> UInt256
    {
        guard !amountOut.isZero else { throw .message("PlunderLibrary: INSUFFICIENT_OUTPUT_AMOUNT") }
        guard !reserveIn.isZero, !reserveOut.isZero else { throw .message("PlunderLibrary: INSUFFICIENT_LIQUIDITY") }
        let numerator = try mul(mul(reserveIn, amountOut), Self.denominator)
        let denominator = try mul(sub(reserveOut, amountOut), kept(fee))
        return try add(div(numerator, denominator), 1)
    }

    /// `Math.sqrt`, the Babylonian method as `libraries/Math.sol:12-23` writes it.
    static func sqrt(_ y: UInt256) -> UInt256 {
        guard y > 3 else { return y.isZero ? .zero : 1 }
        var z = y
        // y / 2 + 1 never overflows for y > 3.
        var x = (try? y.quotientAndRemainder(dividingBy: 2).quotient)?.addingReportingOverflow(1).partialValue ?? y
        while x < z {
            z = x
            let quotient = (try? y.quotientAndRemainder(dividingBy: x).quotient) ?? .zero
            x =
                (try? quotient.addingReportingOverflow(x).partialValue.quotientAndRemainder(dividingBy: 2).quotient)
                ?? x
        }
        return z
    }
}
