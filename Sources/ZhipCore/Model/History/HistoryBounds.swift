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
        case .zil(let wei): claims += claim(zil: wei)
        case .token(let token, let units): claims += claim(token, units)
        case .swap(let swap):
            // Each side as the same figure outside a swap; a token not listed has no supply read.
            for leg in [swap.sent, swap.received].compactMap({ $0 }) {
                switch leg {
                case .zil(let wei): claims += claim(zil: wei)
                case .token(let token, let units): claims += claim(token, units)
                case .unlisted: break
                }
            }
        case .allowance: break
        }
        return claims
    }

    /// The claim of ZIL above its whole supply; none within it.
    private func claim(zil wei: Wei) -> [HistoryNodeClaim] {
        wei > Self.zilSupply ? [.amount(supply: .zil(Self.zilSupply))] : []
    }

    /// The claim of a listed token's units above its supply now; none within it, or with no supply known.
    private func claim(_ token: Token, _ units: UInt256) -> [HistoryNodeClaim] {
        guard let supply = tokenSupplies[token.contract], units > supply else { return [] }
        return [.amount(supply: .token(token, supply))]
    }
}
