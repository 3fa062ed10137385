public import ZilliqaKit

/// The non-liquid pool (`NonLiquidDelegation.sol` at b9d8d8068a72): stakes in ZIL, a history
/// entry for each stake and unstake, rewards split pro rata to the stakes of each period between
/// entries, withdrawn with `RewardPaid` at a gas that grows with the entries walked.
extension DelegationPoolModel {
    /// The rewards of the current period after the commission: `untaxed − untaxed × rate / 10000`
    /// (`NonLiquidDelegation.sol:746-750`).
    var netRewards: UInt128 { rewards - commissionOn(rewards) }

    /// `rewards()` for `delegator` (`NonLiquidDelegation.sol:457-476`): the settled rewards not
    /// withdrawn, plus its share of the current period's, less what it took of them.
    public func withdrawableRewards(_ delegator: Address) -> UInt128 {
        let share = book.share(of: netRewards, for: delegator)
        let owed = share - min(book.taken[delegator] ?? 0, share)
        let (sum, overflow) = (book.available[delegator] ?? 0).addingReportingOverflow(owed)
        return overflow ? .max : sum
    }

    /// The non-liquid pool's functions besides `IDelegation`'s; nil for a selector it does not have.
    mutating func runNonLiquid(_ selector: [UInt8], _ call: ContractCall, meter: inout GasMeter) -> ContractOutcome? {
        switch selector {
        case Delegation.getDelegatedAmount.selector:
            return view(UInt256(book.stakes[call.caller] ?? 0), meter: &meter, slots: [stakeSlot(call)])
        case DelegationPoolABI.getDelegatedTotal.selector:
            return view(UInt256(book.total), meter: &meter, slots: [slot(call, [7])])
        case Delegation.rewards.selector:
            meter.charge(historyGas(call.caller))
            return view(UInt256(withdrawableRewards(call.caller)), meter: &meter)
        case Delegation.getAdditionalSteps.selector:
            return view(UInt256(book.additionalSteps(call.caller)), meter: &meter, slots: [stakeSlot(call)])
        case Delegation.withdrawAllRewards.selector: return withdraw(nil, call, meter: &meter)
        case Delegation.stakeRewards.selector: return stakeRewards(call, meter: &meter)
        case Delegation.withdrawRewards.selector:
            guard let amount = try? call.arguments.uint256(at: 0) else { return .revertedEmpty }
            return withdraw(amount, call, meter: &meter)
        default: return nil
        }
    }

    /// `_appendToHistory` (`NonLiquidDelegation.sol:388-423`): the current period closes (its
    /// untaxed rewards taxed, the commission paid, the rest settled pro rata), and the entry is
    /// appended; the caller's stake becomes `stake`.
    private mutating func appendEntry(
        stake newStake: UInt128, _ call: ContractCall, meter: inout GasMeter
    ) -> (ContractPayout, EthLog)? {
        var paid: (ContractPayout, EthLog)?
        if book.entries > 0 {
            let commission = commissionOn(rewards)
            paid = commissionPaid(commission, call, meter: &meter)
            book.settle(rewards - commission)
        }
        // Before the first entry rewards are no one's (`NonLiquidDelegation.sol:414-418`).
        rewards = 0
        let entry = book.entries
        for field in 0..<4 {
            meter.store(slot(call, [8] + Self.index(Int(entry)) + [UInt8(field)]), from: .zero, to: 1)
        }
        meter.store(stakeSlot(call), from: UInt256(book.stakes[call.caller] ?? 0), to: UInt256(newStake))
        book.stakes[call.caller] = newStake == 0 ? nil : newStake
        if book.firstEntry[call.caller] == nil { book.firstEntry[call.caller] = entry }
        book.entries += 1
        return paid
    }

    /// `stake()` (`NonLiquidDelegation.sol:352-358`): at least the minimum (`AmountTooLow`),
    /// an entry, `Staked` with empty data.
    mutating func stakeNonLiquid(_ call: ContractCall, meter: inout GasMeter) -> ContractOutcome {
        meter.charge(Gas.stake)
        guard call.value >= minimumDelegation else {
            return .reverted(DelegationPoolABI.amountTooLow, [.uint256(UInt256(call.value))])
        }
        let current = book.stakes[call.caller] ?? 0
        let (newStake, overflow) = current.addingReportingOverflow(call.value)
        let (total, totalOverflow) = stake.addingReportingOverflow(call.value)
        guard !overflow, !totalOverflow else { return .revertedEmpty }
        let paid = appendEntry(stake: newStake, call, meter: &meter)
        meter.store(slot(call, [2]), from: UInt256(stake), to: UInt256(total))
        stake = total
        let staking = delegationLog(Delegation.stakedEvent, call, amount: call.value, data: [], meter: &meter)
        var outcome = ContractOutcome.returned([], logs: (paid.map { [$0.1] } ?? []) + [staking])
        outcome.payouts = paid.map { [$0.0] } ?? []
        return outcome
    }

    /// `unstake(value)` (`NonLiquidDelegation.sol:365-411`): at least the minimum unless it is the
    /// whole stake (`AmountTooLow`), at most the stake (`RequestedAmountTooHigh`); an entry, the
    /// ZIL on the caller's queue, `Unstaked`; answers `value`.
    mutating func unstakeNonLiquid(_ requested: UInt256, _ call: ContractCall, meter: inout GasMeter)
        -> ContractOutcome
    {
        meter.charge(Gas.unstake)
        // A caller that never staked reverts in the contract reading an entry it does not have.
        guard book.firstEntry[call.caller] != nil, let value = requested.uint128Value else { return .revertedEmpty }
        let current = book.stakes[call.caller] ?? 0
        guard value >= minimumDelegation || value == current else {
            return .reverted(DelegationPoolABI.amountTooLow, [.uint256(requested)])
        }
        guard value <= current else {
            return .reverted(
                DelegationPoolABI.requestedAmountTooHigh, [.uint256(requested), .uint256(UInt256(current))])
        }
        let paid = appendEntry(stake: current - value, call, meter: &meter)
        // The pool's stake is the sum of the delegators', each at least `value` here.
        meter.store(slot(call, [2]), from: UInt256(stake), to: UInt256(stake - min(value, stake)))
        stake -= min(value, stake)
        guard enqueue(value, call, meter: &meter) else { return .revertedEmpty }
        let unstaking = delegationLog(Delegation.unstakedEvent, call, amount: value, data: [], meter: &meter)
        var outcome = ContractOutcome.returned(
            ABIValue.uint256(requested).word, logs: (paid.map { [$0.1] } ?? []) + [unstaking])
        outcome.payouts = paid.map { [$0.0] } ?? []
        return outcome
    }

    /// The gas of walking `delegator`'s history: one step for each entry since its last withdrawal,
    /// at most `UInt64.max` (out of gas past any limit, never a trap).
    func historyGas(_ delegator: Address) -> UInt64 {
        let steps = book.additionalSteps(delegator)
        let (gas, overflow) = Gas.historyStep.multipliedReportingOverflow(by: steps == .max ? steps : steps + 1)
        return overflow ? .max : gas
    }

    /// What `_useRewards` did: took an amount of the caller's rewards, or reverted.
    private enum RewardsUse {
        case taken(UInt128)
        case reverted(ContractOutcome)
    }

    /// `_useRewards(amount, …)` (`NonLiquidDelegation.sol:599-646`), everything for nil: the walk
    /// over every entry since the caller's last withdrawal (its gas), `RequestedAmountTooHigh` past
    /// what is available, and the caller's rewards lowered by what it takes. A caller that never
    /// staked takes 0.
    private mutating func useRewards(_ requested: UInt256?, _ call: ContractCall, meter: inout GasMeter)
        -> RewardsUse
    {
        guard book.firstEntry[call.caller] != nil else { return .taken(0) }
        meter.charge(historyGas(call.caller))
        let share = book.share(of: netRewards, for: call.caller)
        let available = withdrawableRewards(call.caller)
        let amount: UInt128
        if let requested {
            guard let wei = requested.uint128Value, wei <= available else {
                return .reverted(
                    .reverted(
                        DelegationPoolABI.requestedAmountTooHigh, [.uint256(requested), .uint256(UInt256(available))]))
            }
            amount = wei
        } else {
            amount = available
        }
        meter.store(
            slot(call, [9] + call.caller.bytes), from: UInt256(book.available[call.caller] ?? 0),
            to: UInt256(available - amount))
        book.available[call.caller] = available == amount ? nil : available - amount
        book.taken[call.caller] = share == 0 ? nil : share
        book.walkedTo[call.caller] = book.entries > 0 ? book.entries - 1 : 0
        return .taken(amount)
    }

    /// `withdrawRewards(amount)`, or everything for nil (`NonLiquidDelegation.sol:504-545`): the
    /// rewards used, paid, and `RewardPaid`; answers the amount.
    private mutating func withdraw(_ requested: UInt256?, _ call: ContractCall, meter: inout GasMeter)
        -> ContractOutcome
    {
        meter.charge(Gas.withdrawal)
        let amount: UInt128
        switch useRewards(requested, call, meter: &meter) {
        case .taken(let taken): amount = taken
        case .reverted(let outcome): return outcome
        }
        var outcome = ContractOutcome.returned(
            ABIValue.uint256(UInt256(amount)).word,
            logs: [delegationLog(Delegation.rewardPaidEvent, call, amount: amount, data: nil, meter: &meter)])
        if amount > 0 {
            meter.charge(Gas.payout)
            outcome.payouts = [ContractPayout(to: call.caller, wei: amount)]
        }
        return outcome
    }

    /// `stakeRewards()` (`NonLiquidDelegation.sol:552-558`): all the caller's rewards used and
    /// staked as a new entry (at least the minimum, or `AmountTooLow`), `Staked(delegator, amount, "")`.
    private mutating func stakeRewards(_ call: ContractCall, meter: inout GasMeter) -> ContractOutcome {
        meter.charge(Gas.withdrawal + Gas.stake)
        let amount: UInt128
        switch useRewards(nil, call, meter: &meter) {
        case .taken(let taken): amount = taken
        case .reverted(let outcome): return outcome
        }
        guard amount >= minimumDelegation else {
            return .reverted(DelegationPoolABI.amountTooLow, [.uint256(UInt256(amount))])
        }
        let current = book.stakes[call.caller] ?? 0
        let (newStake, overflow) = current.addingReportingOverflow(amount)
        let (total, totalOverflow) = stake.addingReportingOverflow(amount)
        guard !overflow, !totalOverflow else { return .revertedEmpty }
        meter.store(slot(call, [2]), from: UInt256(stake), to: UInt256(total))
        stake = total
        let paid = appendEntry(stake: newStake, call, meter: &meter)
        let staking = delegationLog(Delegation.stakedEvent, call, amount: amount, data: [], meter: &meter)
        var outcome = ContractOutcome.returned([], logs: (paid.map { [$0.1] } ?? []) + [staking])
        outcome.payouts = paid.map { [$0.0] } ?? []
        return outcome
    }

    /// The caller's stake's slot.
    private func stakeSlot(_ call: ContractCall) -> GasMeter.Slot { slot(call, [10] + call.caller.bytes) }
}
