public import ZilliqaKit

/// A Zilliqa 2.0 delegated staking pool (`Zilliqa/delegated_staking`'s `LiquidDelegation` or
/// `NonLiquidDelegation`, `docs/devnet-staking.md`) modelled natively: stake, unstake, claim after
/// the unbonding blocks, the views the portal and the wallet read, and for a liquid pool its
/// liquid staking token (an ``ERC20Model`` at its own address, answered by this model).
///
/// ```swift
/// var pool = DelegationPoolModel(try PoolDeployment(kind: .liquid), receiver: carol, lst: token)
/// pool.addRewards(100 * zil)                       // POST /control/pools/{address}/rewards
/// pool.run(ContractCall(contract: address, caller: alice, value: 1_000 * zil,
///                       input: Delegation.stake.selector, blockNumber: 7), meter: &meter)
/// ```
public struct DelegationPoolModel: ModelledContract, Hashable {
    /// The gas of the pool's own code besides the intrinsic gas, storage and logs: estimates of
    /// solc 0.8's dispatcher, the proxy's DELEGATECALL and the pools' bookkeeping (see the doc).
    public enum Gas {
        /// The proxy's DELEGATECALL to the implementation and the selector dispatch, on every call.
        public static let dispatch: UInt64 = 3_000
        /// A view's own code besides the slots it reads.
        public static let view: UInt64 = 300
        /// `stake()`'s own code: the deposit bookkeeping and, for a liquid pool, the LST's `mint` call.
        public static let stake: UInt64 = 12_000
        /// `unstake(uint256)`'s own code: the deposit bookkeeping, the withdrawal queue and the LST's `burn` call.
        public static let unstake: UInt64 = 14_000
        /// `claim()`'s own code, besides each ready claim dequeued.
        public static let claim: UInt64 = 3_000
        /// One claim dequeued (its two slots cleared).
        public static let claimItem: UInt64 = 1_000
        /// A value CALL out of the pool (EIP-2929 cold account 2600 and 9000 for value): a claim,
        /// a commission, a reward.
        public static let payout: UInt64 = 11_600
        /// A non-liquid pool's reward walk: one entry of the staking history (its slots read).
        public static let historyStep: UInt64 = 6_500
        /// A non-liquid pool's reward withdrawal, besides the steps.
        public static let withdrawal: UInt64 = 5_000
    }

    /// A liquid pool issues a token for the stake; a non-liquid one keeps a staking history.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case liquid
        case nonLiquid
    }

    /// An unbonding claim (`WithdrawalQueue.Item`): claimable from `blockNumber` on.
    public struct Claim: Sendable, Hashable, Codable {
        public let blockNumber: UInt64
        public let amount: UInt128

        public init(blockNumber: UInt64, amount: UInt128) {
            self.blockNumber = blockNumber
            self.amount = amount
        }
    }

    /// The commission's denominator (`BaseDelegation.sol:1237`): 1 unit is 0.01 %.
    public static let denominator: UInt64 = 10_000
    /// The most claims one delegator may have unbonding; past it an unstake reverts (empty).
    public static let maximumClaims = 10_000

    public let kind: Kind
    public let name: String
    /// The commission rate's numerator over ``denominator``.
    public let commission: UInt64
    /// The least wei one stake delegates (`MIN_DELEGATION`).
    public let minimumDelegation: UInt128
    /// `unbondingPeriod()`: the blocks an unstaked amount waits before it can be claimed.
    public let unbondingBlocks: UInt64
    /// Where the commission is paid.
    public let commissionReceiver: Address
    /// A liquid pool's token address; nil for a non-liquid pool.
    public let lstAddress: Address?
    /// A liquid pool's token; nil for a non-liquid pool.
    public internal(set) var lst: ERC20Model?
    /// `getStake()`: the wei staked (a liquid pool's restaked rewards included), less what was unstaked.
    public internal(set) var stake: UInt128 = 0
    /// Rewards in the pool's balance not yet staked: a liquid pool's `getRewards()`; a non-liquid
    /// pool's untaxed rewards since its last history entry.
    public internal(set) var rewards: UInt128 = 0
    /// A liquid pool's `getTaxedRewards()`: the part of ``rewards`` already taxed.
    public internal(set) var taxedRewards: UInt128 = 0
    /// Each delegator's unbonding and unclaimed claims, oldest first.
    public internal(set) var claims: [Address: [Claim]] = [:]
    /// A non-liquid pool's book of delegators (empty for a liquid pool).
    public internal(set) var book = DelegatorBook()

    /// A pool with nothing staked, as `deployment` describes it.
    public init(_ deployment: PoolDeployment, receiver: Address, lst lstAddress: Address?) {
        kind = deployment.kind
        name = deployment.name
        commission = deployment.commission
        minimumDelegation = deployment.minimumDelegation
        unbondingBlocks = deployment.unbondingBlocks
        commissionReceiver = receiver
        self.lstAddress = lstAddress
        lst =
            lstAddress == nil
            ? nil
            : ERC20Model(
                name: deployment.name, symbol: deployment.symbol, decimals: 18, supply: .zero, holder: receiver)
    }

    /// `0xfe` (INVALID: the devnet runs none of it) and `zhip-devnet:pool:<kind>`.
    public var code: [UInt8] { [0xFE] + Array("zhip-devnet:pool:\(kind.rawValue)".utf8) }

    /// The token's code at its address, the pool's elsewhere.
    public func code(at address: Address) -> [UInt8] {
        if address == lstAddress, let lst { return lst.code }
        return code
    }

    /// Rewards arriving as balance (the ledger credits the pool's account): a liquid pool's
    /// `getRewards()` grows; a non-liquid pool's untaxed rewards of the current period do.
    /// - Returns: false, changing nothing, past `UInt128.max`.
    public mutating func addRewards(_ wei: UInt128) -> Bool {
        let (sum, overflow) = rewards.addingReportingOverflow(wei)
        guard !overflow else { return false }
        rewards = sum
        return true
    }

    public mutating func run(_ call: ContractCall, meter: inout GasMeter) -> ContractOutcome {
        if let lstAddress, call.contract == lstAddress, var token = lst {
            let outcome = token.run(call, meter: &meter)
            if outcome.succeeded { lst = token }
            return outcome
        }
        meter.charge(Gas.dispatch)
        guard let selector = call.selector else { return .revertedEmpty }
        if selector == Delegation.stake.selector {
            return kind == .liquid ? stakeLiquid(call, meter: &meter) : stakeNonLiquid(call, meter: &meter)
        }
        // Every other function is non-payable: value reverts (empty), as Solidity's check does.
        guard call.value == 0 else { return .revertedEmpty }
        switch selector {
        case Delegation.unbondingPeriod.selector: return view(UInt256(unbondingBlocks), meter: &meter)
        case Delegation.getMinDelegation.selector: return view(UInt256(minimumDelegation), meter: &meter)
        case Delegation.getCommission.selector:
            meter.charge(Gas.view)
            meter.load(slot(call, [1]))
            return .returned(
                ABIValue.uint256(UInt256(commission)).word + ABIValue.uint256(UInt256(Self.denominator)).word)
        case Delegation.getStake.selector: return view(UInt256(stake), meter: &meter, slots: [slot(call, [2])])
        case Delegation.getClaimable.selector:
            return view(UInt256(claimable(call.caller, at: call.blockNumber)), meter: &meter, slots: [queueSlot(call)])
        case Delegation.getPendingClaims.selector: return pendingClaims(call, meter: &meter)
        case Delegation.unstake.selector:
            guard let amount = try? call.arguments.uint256(at: 0) else { return .revertedEmpty }
            return kind == .liquid
                ? unstakeLiquid(amount, call, meter: &meter) : unstakeNonLiquid(amount, call, meter: &meter)
        case Delegation.claim.selector: return claim(call, meter: &meter)
        default:
            let outcome =
                kind == .liquid ? runLiquid(selector, call, meter: &meter) : runNonLiquid(selector, call, meter: &meter)
            return outcome ?? .revertedEmpty
        }
    }

    // MARK: - Claims (`BaseDelegation.sol:1103-1174`, `WithdrawalQueue.sol`)

    /// The wei of `delegator`'s claims ready at `block` (`item.blockNumber <= block.number`).
    public func claimable(_ delegator: Address, at block: UInt64) -> UInt128 {
        Self.total((claims[delegator] ?? []).filter { $0.blockNumber <= block })
    }

    /// The wei of `claims`, at most `UInt128.max` (a `--state` file's claims must not trap).
    static func total(_ claims: [Claim]) -> UInt128 {
        claims.reduce(0) { sum, claim in
            let (next, overflow) = sum.addingReportingOverflow(claim.amount)
            return overflow ? .max : next
        }
    }

    /// `getPendingClaims()`: the claims still unbonding at `block.number`, oldest first, as
    /// `uint256[2][]` of `[blockNumber, amount]` (`BaseDelegation.sol:1142-1155`).
    private func pendingClaims(_ call: ContractCall, meter: inout GasMeter) -> ContractOutcome {
        let waiting = (claims[call.caller] ?? []).filter { $0.blockNumber > call.blockNumber }
        meter.charge(Gas.view)
        meter.load(queueSlot(call))
        var answer = ABIValue.uint256(32).word + ABIValue.uint256(UInt256(UInt64(waiting.count))).word
        for (index, item) in waiting.enumerated() {
            meter.load(slot(call, [3] + call.caller.bytes + Self.index(index)))
            answer += ABIValue.uint256(UInt256(item.blockNumber)).word + ABIValue.uint256(UInt256(item.amount)).word
        }
        return .returned(answer)
    }

    /// Puts `amount` on the caller's queue, claimable `unbondingBlocks` after the call's block
    /// (`BaseDelegation.sol:1171-1174`); false when the queue is full.
    mutating func enqueue(_ amount: UInt128, _ call: ContractCall, meter: inout GasMeter) -> Bool {
        var queue = claims[call.caller] ?? []
        guard queue.count < Self.maximumClaims else { return false }
        let (ready, overflow) = call.blockNumber.addingReportingOverflow(unbondingBlocks)
        queue.append(Claim(blockNumber: overflow ? .max : ready, amount: amount))
        let item = slot(call, [3] + call.caller.bytes + Self.index(queue.count - 1))
        meter.store(item, from: .zero, to: UInt256(amount))
        meter.store(queueSlot(call), from: UInt256(UInt64(queue.count - 1)), to: UInt256(UInt64(queue.count)))
        claims[call.caller] = queue
        return true
    }

    /// `claim()` (`BaseDelegation.sol:1103-1125`): every ready claim paid at once with `Claimed`;
    /// with none ready, nothing: no revert, no event.
    private mutating func claim(_ call: ContractCall, meter: inout GasMeter) -> ContractOutcome {
        meter.charge(Gas.claim)
        meter.load(queueSlot(call))
        let queue = claims[call.caller] ?? []
        let ready = queue.filter { $0.blockNumber <= call.blockNumber }
        guard !ready.isEmpty else { return .returned([]) }
        let (itemsGas, tooMany) = Gas.claimItem.multipliedReportingOverflow(by: UInt64(ready.count))
        meter.charge(tooMany ? .max : itemsGas)
        let left = queue.filter { $0.blockNumber > call.blockNumber }
        claims[call.caller] = left.isEmpty ? nil : left
        let total = Self.total(ready)
        // Ready claims of 0 wei (a liquid unstake of 0 shares) are dequeued, and nothing is paid or logged.
        guard total > 0 else { return .returned([]) }
        meter.charge(Gas.payout)
        var outcome = ContractOutcome.returned(
            [], logs: [delegationLog(Delegation.claimedEvent, call, amount: total, data: [], meter: &meter)])
        outcome.payouts = [ContractPayout(to: call.caller, wei: total)]
        return outcome
    }

    // MARK: - Helpers

    /// A view answering one word.
    func view(_ value: UInt256, meter: inout GasMeter, slots: [GasMeter.Slot] = []) -> ContractOutcome {
        meter.charge(Gas.view)
        for slot in slots { meter.load(slot) }
        return .returned(ABIValue.uint256(value).word)
    }

    /// A `Staked`, `Unstaked` or `Claimed` log: the delegator indexed, then `amount` and the bytes `data`
    /// (`amount, 0x40, length, data padded`); `RewardPaid` with no `data` argument is one word.
    func delegationLog(
        _ event: ABIEvent, _ call: ContractCall, amount: UInt128, data: [UInt8]?, meter: inout GasMeter
    ) -> EthLog {
        let topics = [event.topic, ERC20Model.word(call.caller)]
        var bytes = ABIValue.uint256(UInt256(amount)).word
        if let data {
            let padding = (32 - data.count % 32) % 32
            bytes +=
                ABIValue.uint256(64).word + ABIValue.uint256(UInt256(UInt64(data.count))).word + data
                + [UInt8](repeating: 0, count: padding)
        }
        meter.log(topics: topics.count, dataBytes: bytes.count)
        return EthLog(address: call.contract, topics: topics, data: bytes)
    }

    /// Pays `wei` of commission to the receiver: the payout and `CommissionPaid`, none for 0.
    func commissionPaid(_ wei: UInt128, _ call: ContractCall, meter: inout GasMeter) -> (ContractPayout, EthLog)? {
        guard wei > 0 else { return nil }
        meter.charge(Gas.payout)
        let topics = [DelegationPoolABI.commissionPaidEvent.topic, ERC20Model.word(commissionReceiver)]
        let data = ABIValue.uint256(UInt256(wei)).word
        meter.log(topics: topics.count, dataBytes: data.count)
        return (
            ContractPayout(to: commissionReceiver, wei: wei), EthLog(address: call.contract, topics: topics, data: data)
        )
    }

    /// `value × numerator / denominator` rounded down, exact through 256 bits; nil when the
    /// denominator is 0 or the quotient does not fit 128 bits.
    static func mulDiv(_ value: UInt128, _ numerator: UInt128, _ denominator: UInt128) -> UInt128? {
        let product = UInt256(value).multipliedReportingOverflow(by: UInt256(numerator))
        guard !product.overflow,
            let quotient = try? product.partialValue.quotientAndRemainder(dividingBy: UInt256(denominator)).quotient
        else { return nil }
        return quotient.uint128Value
    }

    /// The commission on `untaxed` wei: `untaxed × numerator / 10000`, rounded down.
    func commissionOn(_ untaxed: UInt128) -> UInt128 {
        Self.mulDiv(untaxed, UInt128(commission), UInt128(Self.denominator)) ?? 0
    }

    func slot(_ call: ContractCall, _ key: [UInt8]) -> GasMeter.Slot {
        GasMeter.Slot(contract: call.contract, key: key)
    }

    /// The caller's withdrawal queue's head and length.
    func queueSlot(_ call: ContractCall) -> GasMeter.Slot { slot(call, [4] + call.caller.bytes) }

    static func index(_ value: Int) -> [UInt8] { withUnsafeBytes(of: UInt64(value).bigEndian, Array.init) }
}
