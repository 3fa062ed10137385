public import ZilliqaKit

/// A staking transaction in words, written once for the CLI's review and the app's Review scene:
/// what it does, what the account receives and when, every amount exact as it was typed.
///
/// ```swift
/// StakingText.review(preview)
/// // "stake 1000 ZIL with PlunderSwap (0x6916…); you receive about 917.43119266055 pZIL at 1.09 ZIL per pZIL;
/// //  unstaking later takes 604800 blocks (about 7 days) before the ZIL can be claimed"
/// ```
public enum StakingText {
    /// The sentence that says what `preview`'s call does.
    public static func review(_ preview: StakingPreview) -> String {
        let pool = preview.call.pool
        let unbonding = unbonding(preview.facts.unbondingBlocks)
        switch preview.call.action {
        case .stake(let amount):
            var text = "stake \(amount.formatted(in: .zil)) ZIL with \(pool.label)"
            if let lst = pool.lst, let units = preview.expectedLST, let perLST = preview.facts.price {
                text += "; you receive about \(lst.text(of: units)) at \(Self.price(perLST, lst))"
            } else {
                text +=
                    "; its rewards, less its \(preview.facts.commissionText) commission, are withdrawn with "
                    + "zhip-cli stake withdraw-rewards"
            }
            return text + "; unstaking later takes \(unbonding) before the ZIL can be claimed"
        case .unstake(let asked):
            let amount: String
            if case .exactly(let units) = asked {
                amount = StakingRefusal.text(units, in: pool)
            } else {
                amount = "all"
            }
            var text = "unstake \(amount) from \(pool.label)"
            if let lst = pool.lst, let zil = preview.expectedZIL, let perLST = preview.facts.price {
                text += ": about \(zil.formatted(in: .zil)) ZIL at \(Self.price(perLST, lst))"
            }
            return text + "; it can be claimed \(unbonding) after it is mined (zhip-cli stake claim)"
        case .claim:
            return "claim \(preview.position.claimable.formatted(in: .zil)) ZIL that has unbonded in \(pool.label)"
        case .withdrawRewards:
            let rewards = preview.position.rewards ?? .zero
            return "withdraw \(rewards.formatted(in: .zil)) ZIL of rewards from \(pool.label); the pool walks its "
                + "staking history since the last withdrawal, so the gas can be high"
        }
    }

    /// `1.09 ZIL per pZIL`.
    public static func price(_ price: Wei, _ lst: Token) -> String {
        "\(price.formatted(in: .zil)) ZIL per \(lst.symbol)"
    }

    /// `604800 blocks (about 7 days)`.
    public static func unbonding(_ blocks: UInt64) -> String {
        "\(blocks) block\(blocks == 1 ? "" : "s") (\(UnbondingTime.words(forBlocks: blocks)))"
    }

    /// A pending claim: `100 ZIL at block 1234 (in 30 blocks, about 33 seconds)`, or `… (claimable now)`.
    public static func pending(_ claim: DelegationPendingClaim, in position: StakingPosition) -> String {
        let left = position.blocksLeft(claim)
        let when =
            left == 0
            ? "claimable now" : "in \(left) block\(left == 1 ? "" : "s"), \(UnbondingTime.words(forBlocks: left))"
        return "\(claim.amount.formatted(decimals: 18)) ZIL at block \(claim.unbondedAtBlock) (\(when))"
    }
}
