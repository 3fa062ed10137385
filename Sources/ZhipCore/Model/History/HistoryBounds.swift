import ZilliqaKit

/// What no mined transaction of the chain can pass, read once a page: the latest block's time and
/// gas limit, ZIL's whole supply, and the supply of each listed token the node answered for
/// (docs/history.md). A figure past them is the node's claim (``HistoryNodeClaim``).
struct HistoryBounds: Sendable {
    /// Zilliqa 2.0's `total_native_token_supply`: 21,000,000,000 ZIL (`cfg.rs:1252-1254`).
    static let zilSupply = Wei(21_000_000_000, unit: .zil)
    /// How far past the latest block's timestamp a block's may be before it is doubted: 300 s. The
    /// search and the read of the latest block are two requests, which a load balancer may give two
    /// nodes a few blocks apart (a block a second); a time worth lying about is further off.
    static let timeMargin: UInt64 = 300

    /// The latest block: its timestamp and gas limit.
    let latest: EVMBlockHeader
    /// `totalSupply()` of the listed tokens that answered, by contract.
    let tokenSupplies: [EVMAddress: UInt256]

    /// The figures of an entry past the bounds: `gasUsed`, the price a gas was charged at (for the
    /// account's own transaction), the block's `timestamp`, and the `amount` it moved (an allowance
    /// may be any number).
    func claims(gasUsed: UInt64, pricePerGas: UInt128? = nil, timestamp: UInt64?, amount: HistoryAmount)
        -> [HistoryNodeClaim]
    {
        var claims: [HistoryNodeClaim] = []
        if gasUsed > latest.gasLimit { claims.append(.gasUsed(gasUsed, blockGasLimit: latest.gasLimit)) }
        // The fee ceiling every payment meets unless a high fee was allowed (rule fee-ceiling).
        if let pricePerGas, pricePerGas > PaymentLimits.maximumPricePerGas.wei {
            claims.append(.gasPrice(Wei(wei: pricePerGas), ceiling: PaymentLimits.maximumPricePerGas))
        }
        if let timestamp, timestamp > latest.timestamp, timestamp - latest.timestamp > Self.timeMargin {
            claims.append(.time(timestamp: timestamp, latestBlock: latest.timestamp))
        }
        switch amount {
        case .zil(let wei) where wei > Self.zilSupply: claims.append(.amount(supply: .zil(Self.zilSupply)))
        case .token(let token, let units):
            if let supply = tokenSupplies[token.contract], units > supply {
                claims.append(.amount(supply: .token(token, supply)))
            }
        default: break
        }
        return claims
    }
}
