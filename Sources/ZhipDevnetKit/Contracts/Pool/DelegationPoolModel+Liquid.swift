public import ZilliqaKit

/// The liquid pool (`LiquidDelegation.sol` at b9d8d8068a72): shares of its token minted on
/// stake and burned on unstake at the pool's price, the untaxed rewards taxed before each.
extension DelegationPoolModel {
    /// `getPrice()` (`LiquidDelegation.sol:267-275`): the wei 10^18 token units are worth,
    /// `(stake + rewards − commission) × 1e18 / supply` with the commission on the untaxed
    /// rewards, rounded down; `1 ether` at zero supply.
    public var price: UInt256 {
        let oneZIL = UInt256(UInt64(1_000_000_000_000_000_000))
        guard let supply = lst?.totalSupply, !supply.isZero else { return oneZIL }
        let untaxed = rewards - min(taxedRewards, rewards)
        // Both below 2^128: their sum fits 256 bits, and the commission is a part of the rewards.
        let worth = UInt256(stake).addingReportingOverflow(UInt256(rewards - commissionOn(untaxed))).partialValue
        let scaled = worth.multipliedReportingOverflow(by: oneZIL).partialValue
        return (try? scaled.quotientAndRemainder(dividingBy: supply).quotient) ?? .zero
    }

    /// `a + b` in 256 bits, where two 128-bit numbers always fit.
    static func sum(_ a: UInt128, _ b: UInt128) -> UInt256 {
        UInt256(a).addingReportingOverflow(UInt256(b)).partialValue
    }

    /// The liquid pool's views besides `IDelegation`'s; nil for a selector it does not have.
    mutating func runLiquid(_ selector: [UInt8], _ call: ContractCall, meter: inout GasMeter) -> ContractOutcome? {
        switch selector {
        case Delegation.getLST.selector:
            guard let lstAddress else { return nil }
            meter.charge(Gas.view)
            meter.load(slot(call, [5]))
            return .returned(ERC20Model.word(lstAddress))
        case Delegation.getPrice.selector:
            return view(price, meter: &meter, slots: [slot(call, [2]), slot(call, [6]), slot(call, [1])])
        case DelegationPoolABI.getTaxedRewards.selector:
            return view(UInt256(taxedRewards), meter: &meter, slots: [slot(call, [6])])
        default: return nil
        }
    }

    /// `_taxRewards()` (`LiquidDelegation.sol:286-299`): the commission on the untaxed rewards
    /// leaves the pool at once; what is left is taxed.
    private mutating func taxRewards(_ call: ContractCall, meter: inout GasMeter) -> (ContractPayout, EthLog)? {
        meter.load(slot(call, [6]))
        let commission = commissionOn(rewards - min(taxedRewards, rewards))
        let left = rewards - commission
        meter.store(slot(call, [6]), from: UInt256(taxedRewards), to: UInt256(left))
        taxedRewards = left
        rewards = left
        return commissionPaid(commission, call, meter: &meter)
    }

    /// `stake()` (`LiquidDelegation.sol:179-218`): tax, then mint `supply × value / (stake +
    /// taxedRewards)` shares (`value` at zero supply), rounded down; `Staked` carries the shares.
    mutating func stakeLiquid(_ call: ContractCall, meter: inout GasMeter) -> ContractOutcome {
        meter.charge(Gas.stake)
        let tax = taxRewards(call, meter: &meter)
        guard call.value >= minimumDelegation else {
            return .reverted(DelegationPoolABI.amountTooLow, [.uint256(UInt256(call.value))])
        }
        guard var token = lst, let tokenAddress = lstAddress else { return .revertedEmpty }
        let shares: UInt256
        if token.totalSupply.isZero {
            shares = UInt256(call.value)
        } else {
            let product = token.totalSupply.multipliedReportingOverflow(by: UInt256(call.value))
            let base = Self.sum(stake, taxedRewards)
            guard !product.overflow, let quotient = try? product.partialValue.quotientAndRemainder(dividingBy: base)
            else { return .revertedEmpty }
            shares = quotient.quotient
        }
        let (staked, overflow) = stake.addingReportingOverflow(call.value)
        guard !overflow else { return .revertedEmpty }
        let tokenCall = ContractCall(
            contract: tokenAddress, caller: call.contract, value: 0, input: [], blockNumber: call.blockNumber)
        let minted = token.mint(shares, to: call.caller, tokenCall, meter: &meter)
        lst = token
        meter.store(slot(call, [2]), from: UInt256(stake), to: UInt256(staked))
        stake = staked
        let staking = delegationLog(
            Delegation.stakedEvent, call, amount: call.value, data: ABIValue.uint256(shares).word, meter: &meter)
        var outcome = ContractOutcome.returned([], logs: (tax.map { [$0.1] } ?? []) + [minted, staking])
        outcome.payouts = tax.map { [$0.0] } ?? []
        return outcome
    }

    /// `unstake(shares)` (`LiquidDelegation.sol:226-261`): tax, the ZIL `(stake + taxedRewards) ×
    /// shares / supply` (rounded down; `shares` at zero supply), the taxed rewards restaked, the
    /// shares burned (`ERC20InsufficientBalance` past the caller's), the ZIL put on the caller's
    /// queue; answers the ZIL.
    mutating func unstakeLiquid(_ shares: UInt256, _ call: ContractCall, meter: inout GasMeter) -> ContractOutcome {
        meter.charge(Gas.unstake)
        let tax = taxRewards(call, meter: &meter)
        guard var token = lst, let tokenAddress = lstAddress else { return .revertedEmpty }
        let supply = token.totalSupply
        var amount = shares
        if !supply.isZero {
            let product = Self.sum(stake, taxedRewards).multipliedReportingOverflow(by: shares)
            guard !product.overflow, let quotient = try? product.partialValue.quotientAndRemainder(dividingBy: supply)
            else { return .revertedEmpty }
            amount = quotient.quotient
        }
        // `_stakeRewards()`: the taxed rewards join the stake.
        let restaked = stake.addingReportingOverflow(rewards)
        guard !restaked.overflow else { return .revertedEmpty }
        let tokenCall = ContractCall(
            contract: tokenAddress, caller: call.contract, value: 0, input: [], blockNumber: call.blockNumber)
        let burned: EthLog
        switch token.burn(shares, from: call.caller, tokenCall, meter: &meter) {
        case .success(let log): burned = log
        case .failure(let shortfall): return ContractOutcome(result: .reverted(shortfall.revertData), logs: [])
        }
        // amount ≤ stake + taxedRewards, the stake after restaking: it fits and does not wrap.
        guard let wei = amount.uint128Value, wei <= restaked.partialValue else { return .revertedEmpty }
        lst = token
        meter.store(slot(call, [2]), from: UInt256(stake), to: UInt256(restaked.partialValue - wei))
        stake = restaked.partialValue - wei
        rewards = 0
        taxedRewards = 0
        guard enqueue(wei, call, meter: &meter) else { return .revertedEmpty }
        let unstaking = delegationLog(
            Delegation.unstakedEvent, call, amount: wei, data: ABIValue.uint256(shares).word, meter: &meter)
        var outcome = ContractOutcome.returned(
            ABIValue.uint256(amount).word, logs: (tax.map { [$0.1] } ?? []) + [burned, unstaking])
        outcome.payouts = tax.map { [$0.0] } ?? []
        return outcome
    }
}
