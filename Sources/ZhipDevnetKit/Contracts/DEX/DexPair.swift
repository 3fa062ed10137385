public import ZilliqaKit

/// One PlunderPair (`contracts/PlunderPair.sol`): its two tokens (token0 the lower address), its
/// reserves and the block time they were last updated, and its LP token ("Plunder LPs").
public struct DexPair: Sendable, Hashable {
    public let token0: Address
    public let token1: Address
    /// `reserve0`: at most 2^112 − 1.
    public internal(set) var reserve0: UInt256 = .zero
    /// `reserve1`: at most 2^112 − 1.
    public internal(set) var reserve1: UInt256 = .zero
    /// `blockTimestampLast`: `block.timestamp % 2^32` of the last update.
    public internal(set) var blockTimestampLast: UInt32 = 0
    /// The LP token's supply, balances and allowances.
    public internal(set) var liquidity = DexBalances()

    init(token0: Address, token1: Address) {
        self.token0 = token0
        self.token1 = token1
    }

    /// The reserves of `input` and of the other token (`PlunderLibrary.getReserves`'s order).
    func reserves(from input: Address) -> (reserveIn: UInt256, reserveOut: UInt256) {
        input == token0 ? (reserve0, reserve1) : (reserve1, reserve0)
    }

    /// The slot holding reserve0, reserve1 and blockTimestampLast, as one word: the gas meter's value.
    var packedReserves: UInt256 {
        let shift112 = UInt256(UInt128(1) << 112)
        let high = reserve1.multipliedReportingOverflow(by: shift112).partialValue
        let time = UInt256(UInt64(blockTimestampLast)).multipliedReportingOverflow(by: shift112)
            .partialValue.multipliedReportingOverflow(by: shift112).partialValue
        return reserve0.addingReportingOverflow(high).partialValue.addingReportingOverflow(time).partialValue
    }
}
