public import ZilliqaKit

/// A call to a delegation pool as a payment intent (docs/zq2-staking.md): the pool's facts and the
/// account's position read with the head block, the staking rules checked against them
/// (``StakingRules/check(_:facts:position:)``), the call simulated from the account with its value
/// and its gas estimated, all in the one batch; an unstake of everything held learns its amount
/// from the position, so it simulates in a second batch.
extension StakingCall: PaymentIntent {
    public var kind: PaymentKind { .staking }
    public var counterparty: PaymentCounterparty { PaymentCounterparty(address: pool.address, role: .pool) }
    public var asset: PaymentAsset { .zil }
    public var amount: PaymentAmount { .exactly(UInt256(value.wei)) }
    public var contract: EVMAddress? { pool.address }
    public var callValue: Wei { value }
    public var verb: String {
        switch action {
        case .stake: "Stake"
        case .unstake: "Unstake"
        case .claim: "Claim"
        case .withdrawRewards: "Withdraw rewards"
        }
    }

    public func reads(from sender: EVMAddress, gasLimit: UInt64?) -> [EVMRead] {
        let pool = StakingReads(pool: self.pool, account: sender).requests.map { EVMRead.call($0, .latest) }
        return [.blockNumber] + pool + (calldata.map { simulation(of: $0, from: sender, gasLimit: gasLimit) } ?? [])
    }

    public func reading(_ answers: [EVMReadAnswer], from sender: EVMAddress, gasLimit: UInt64?, chainID: UInt64)
        throws(TransactionsError) -> IntentReading
    {
        guard pool.evmChainID == chainID else {
            throw .stakingUnreadable(.unknownPool(pool.address.checksummed, network: "chain \(chainID)"))
        }
        let reads = StakingReads(pool: pool, account: sender)
        let count = reads.requests.count
        guard answers.count > count else { throw .stakingUnreadable(.unreadable(pool.address, what: "position")) }
        let state: StakingPoolState
        do throws(StakingError) {
            let head = (try? answers[0].quantity()) ?? 0
            state = try reads.state(from: answers[1...count].map(\.dataOutcome)[...], headBlock: head)
        } catch {
            if case .node(let failure) = error { throw failure }
            throw .stakingUnreadable(error)
        }
        guard let position = state.position else {
            throw .stakingUnreadable(.unreadable(pool.address, what: "position"))
        }
        do throws(StakingRefusal) {
            try StakingRules.check(self, facts: state.facts, position: position)
        } catch {
            throw .stakingRefused(error)
        }
        let resolved = resolved(held: StakingRules.held(in: position))
        guard let data = resolved.calldata else { throw .stakingRefused(.nothingToUnstake(pool)) }
        var reading = IntentReading(
            calldata: data, value: resolved.value,
            staking: StakingPreview(call: resolved, facts: state.facts, position: position))
        if calldata != nil { reading = try simulated(Array(answers[(count + 1)...]), reading, gasLimit: gasLimit) }
        return reading
    }

    public func followUpReads(after reading: IntentReading, from sender: EVMAddress, gasLimit: UInt64?) -> [EVMRead] {
        guard calldata == nil, let resolved = reading.staking?.call, let data = resolved.calldata else { return [] }
        return resolved.simulation(of: data, from: sender, gasLimit: gasLimit)
    }

    public func followUp(
        _ answers: [EVMReadAnswer], after reading: IntentReading, from sender: EVMAddress, gasLimit: UInt64?
    ) throws(TransactionsError) -> IntentReading {
        try simulated(answers, reading, gasLimit: gasLimit)
    }

    public func gasBounds(for calldata: [UInt8]) -> PaymentGasBounds {
        PaymentGasBounds(
            least: EVMGas.intrinsic(of: calldata), most: StakingRules.maximumGas(for: action),
            leastWhy: "what this call's data costs before it runs (the network refuses less)",
            mostWhy: "Zhip's ceiling for this staking call; check the pool's address (zhip-cli stake info POOL)")
    }

    public func outcome(of receipt: EVMTransactionReceipt, from sender: EVMAddress, reading: IntentReading)
        -> PaymentOutcome?
    {
        PaymentOutcome(staking: StakingOutcome(receipt: receipt, call: reading.staking?.call ?? self, from: sender))
    }

    /// The simulation of `data` from `sender` with the call's value, and its estimate unless a gas limit was given.
    private func simulation(of data: [UInt8], from sender: EVMAddress, gasLimit: UInt64?) -> [EVMRead] {
        let request = EVMCallRequest(from: sender, to: pool.address, data: data, value: value == .zero ? nil : value)
        return gasLimit == nil ? [.call(request, .latest), .estimateGas(request)] : [.call(request, .latest)]
    }

    /// `reading` once the simulation in `answers` passed, with its estimate.
    private func simulated(_ answers: [EVMReadAnswer], _ reading: IntentReading, gasLimit: UInt64?)
        throws(TransactionsError) -> IntentReading
    {
        guard let simulation = answers.first else { throw .stakingUnreadable(.unreadable(pool.address, what: "call")) }
        var reading = reading
        _ = try poolAnswer { try simulation.data() }
        if gasLimit == nil, answers.count > 1 {
            let estimate = answers[1]
            reading.gasEstimate = try poolAnswer { try estimate.quantity() }
        }
        return reading
    }

    /// What `body` reads, a revert being the pool's refusal with its custom error.
    private func poolAnswer<T>(_ body: () throws -> T) throws(TransactionsError) -> T {
        do {
            return try body()
        } catch EVMServiceError.executionReverted(_, let data) {
            throw .stakingRefused(.reverted(pool, DelegationError(data: data), ABIRevertReason(data: data)))
        } catch {
            throw TransactionsError(evmNode: error)
        }
    }
}
