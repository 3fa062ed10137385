import ZilliqaKit

/// The contracts the devnet models (``ModelledContract``): deploying one, reading one at a block,
/// simulating a call (eth_call, eth_estimateGas) and running one in a block.
extension LedgerState {
    /// The most contracts one devnet holds; past it a deployment is refused.
    static let maximumContracts = 1_000

    /// Why a contract cannot be deployed.
    enum DeployError: Error, Equatable {
        case tooManyContracts
    }

    /// Puts the next token at its ``ContractAddress`` (and, for a ZRC-2 token, its legacy address),
    /// with the state `make` gives it; the head's state only (a past block has no code).
    mutating func deployToken(
        zrc2: Bool, _ make: (_ legacyAddress: Address?) -> any ModelledContract
    ) throws(DeployError) -> (address: Address, legacyAddress: Address?) {
        guard contracts.count < Self.maximumContracts else { throw .tooManyContracts }
        deployedContracts += 1
        let address = ContractAddress.token(deployedContracts)
        let legacy = zrc2 ? ContractAddress.legacyToken(deployedContracts) : nil
        contracts[address] = make(legacy)
        if let legacy { legacyContracts[legacy] = address }
        return (address, legacy)
    }

    /// Where the model answering for `address` is kept: a liquid pool's token is answered by its
    /// pool (``poolTokens``); ZilNames' Registry and L2Resolver by its UniversalResolver
    /// (``ZilNamesModel``); the DEX's factory, WZIL and pairs by its router (``DexModel``); any
    /// other address by the contract there, if any.
    func modelAddress(_ address: Address) -> Address { modelAddress(address, in: contracts) }

    /// ``modelAddress(_:)`` among `contracts` (a past block's: a pair made since is not there yet).
    func modelAddress(_ address: Address, in contracts: [Address: any ModelledContract]) -> Address {
        if let pool = poolTokens[address] { return pool }
        if let names = ZilNamesModel.modelAddress(of: address) { return names }
        if let router = dexRouter, router != address, let dex = contracts[router] as? DexModel,
            dex.answers(for: address)
        {
            return router
        }
        return address
    }

    /// The inner calls a call into the model kept at `outermost` may make among `contracts`.
    func innerCalls(among contracts: [Address: any ModelledContract], outermost: Address) -> ContractCalls {
        let state = self
        return ContractCalls(contracts: contracts, outermost: outermost) { state.modelAddress($0, in: contracts) }
    }

    /// `block.timestamp` of block `number`, in seconds (blocks keep microseconds); the head's past it.
    func timestamp(ofBlock number: UInt64) -> UInt64 {
        let block = number < UInt64(blocks.count) ? blocks[Int(number)] : latestBlock
        return block.timestamp / 1_000_000
    }

    /// Runs `call` on a copy of the contract at `call.contract` in `kept` (the state after some
    /// block), changing nothing; nil when no contract is there. The call sees that block's timestamp.
    func simulate(_ call: ContractCall, in kept: KeptState) -> (outcome: ContractOutcome, meter: GasMeter)? {
        let address = modelAddress(call.contract, in: kept.contracts)
        guard var contract = kept.contracts[address] else { return nil }
        var call = call
        call.timestamp = timestamp(ofBlock: call.blockNumber)
        var meter = GasMeter(intrinsic: DevnetMethods.intrinsicGas(call.input))
        var calls = innerCalls(among: kept.contracts, outermost: address)
        let outcome = contract.run(call, meter: &meter, calls: &calls)
        return (outcome, meter)
    }

    /// What running a transaction's calldata in a block did.
    struct ContractRun {
        let gasUsed: UInt64
        let success: Bool
        let logs: [EthLog]
        /// What the contract pays out of its balance, for ``payOut(_:from:)`` once the fee is charged.
        var payouts: [ContractPayout] = []
        /// The other contracts it called in turn.
        var innerCalls: [Address] = []
    }

    /// Runs `transaction` on the contract at its recipient, keeping the contract's new state (and
    /// that of every contract it called in turn, ``ContractCalls``) only on success within the gas
    /// limit. Out of gas uses the whole limit; a revert uses what it spent (no refund); success
    /// what it spent less the refund. Nil when the recipient is no contract. It runs in the block
    /// being sealed, the one after the head (`block.number`), at `timestamp` (seconds). Payouts
    /// are made from the model's address (a pool's, for a call to its token) unless they name another.
    mutating func runContract(_ transaction: EthTransaction, timestamp: UInt64) -> ContractRun? {
        guard let recipient = transaction.recipientAccount else { return nil }
        let address = modelAddress(recipient)
        guard var contract = contracts[address] else { return nil }
        var meter = GasMeter(intrinsic: transaction.intrinsicGas)
        let call = ContractCall(
            contract: recipient, caller: transaction.senderAccount, value: transaction.value, input: transaction.input,
            blockNumber: latestBlock.number + 1, timestamp: timestamp)
        var calls = innerCalls(among: contracts, outermost: address)
        let outcome = contract.run(call, meter: &meter, calls: &calls)
        guard meter.spent <= transaction.gasLimit else {
            return ContractRun(gasUsed: transaction.gasLimit, success: false, logs: [])
        }
        guard outcome.succeeded else { return ContractRun(gasUsed: meter.spent, success: false, logs: []) }
        // A payout the paying account's balance (with the value it is sent and what earlier payouts
        // gave it) cannot cover fails its CALL, and the contract reverts ("Transfer failed").
        guard covers(outcome.payouts, model: address, recipient: recipient, value: transaction.value) else {
            return ContractRun(gasUsed: meter.spent, success: false, logs: [])
        }
        for (key, changed) in calls.changed { contracts[key] = changed }
        contracts[address] = contract
        return ContractRun(
            gasUsed: meter.gasUsed, success: true, logs: outcome.logs, payouts: outcome.payouts,
            innerCalls: calls.called)
    }

    /// Whether the balances can make `payouts` in order once `value` has reached `recipient`.
    private func covers(_ payouts: [ContractPayout], model: Address, recipient: Address, value: UInt128) -> Bool {
        guard !payouts.isEmpty else { return true }
        var held: [Address: UInt128] = [:]
        func balance(_ account: Address) -> UInt128 { held[account] ?? accounts[account]?.wei.wei ?? 0 }
        let arrived = balance(recipient).addingReportingOverflow(value)
        guard !arrived.overflow else { return false }
        held[recipient] = arrived.partialValue
        for payout in payouts {
            let source = payout.from ?? model
            let left = balance(source)
            guard payout.wei <= left else { return false }
            held[source] = left - payout.wei
            let credited = balance(payout.to).addingReportingOverflow(payout.wei)
            guard !credited.overflow else { return false }
            held[payout.to] = credited.partialValue
        }
        return true
    }

    /// Pays each of `payouts` from its ``ContractPayout/from`` account, `contract`'s balance when
    /// it names none; false, with the accounts as they were, when a balance falls short or a credit
    /// would pass ``Wei/max``.
    mutating func payOut(_ payouts: [ContractPayout], from contract: Address) -> Bool {
        var changed = accounts
        for payout in payouts {
            let amount = Wei(wei: payout.wei)
            let payer = payout.from ?? contract
            guard var source = changed[payer], let left = try? source.wei.subtracting(amount) else { return false }
            source.wei = left
            changed[payer] = source
            var target = changed[payout.to] ?? LedgerAccount(wei: .zero)
            guard let credited = try? target.wei.adding(amount) else { return false }
            target.wei = credited
            changed[payout.to] = target
        }
        accounts = changed
        return true
    }

    /// Runs the escrow's `lodge()` for a legacy transfer of `amount` into it in the escrow-only
    /// era, with the zil1 account's 20 bytes as the caller, as ZQ2 does (`exec.rs:867-927`);
    /// the ledger has already moved the value. Nothing when no escrow is modelled.
    mutating func lodgeInEscrow(_ amount: Wei, from sender: Address) {
        guard var escrow = contracts[.migrationEscrow] else { return }
        let call = ContractCall(
            contract: .migrationEscrow, caller: sender, value: amount.wei, input: MigrationEscrow.lodge.selector,
            blockNumber: latestBlock.number + 1)
        var meter = GasMeter(intrinsic: DevnetMethods.intrinsicGas(call.input))
        guard escrow.run(call, meter: &meter).succeeded else { return }
        contracts[.migrationEscrow] = escrow
    }

    /// Puts an escrow with nothing lodged at ``ZilliqaKit/Address/migrationEscrow`` unless one is
    /// there (a `--state` file from before the escrow was modelled has none).
    mutating func installEscrow(chainID: UInt64) {
        guard contracts[.migrationEscrow] == nil else { return }
        contracts[.migrationEscrow] = EscrowModel(chainID: chainID)
    }

    /// Puts ZilNames with no name at its mainnet addresses unless it is there (a `--state` file from
    /// before ZilNames was modelled has none).
    mutating func installNames() {
        guard contracts[ZilNamesModel.universalResolver] == nil else { return }
        contracts[ZilNamesModel.universalResolver] = ZilNamesModel()
    }
}
