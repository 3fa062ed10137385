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
    /// (``ZilNamesModel``); any other address by the contract there, if any.
    func modelAddress(_ address: Address) -> Address {
        poolTokens[address] ?? ZilNamesModel.modelAddress(of: address) ?? address
    }

    /// Runs `call` on a copy of the contract at `call.contract` in `kept` (the state after some
    /// block), changing nothing; nil when no contract is there.
    func simulate(_ call: ContractCall, in kept: KeptState) -> (outcome: ContractOutcome, meter: GasMeter)? {
        guard var contract = kept.contracts[modelAddress(call.contract)] else { return nil }
        var meter = GasMeter(intrinsic: DevnetMethods.intrinsicGas(call.input))
        let outcome = contract.run(call, meter: &meter)
        return (outcome, meter)
    }

    /// What running a transaction's calldata in a block did.
    struct ContractRun {
        let gasUsed: UInt64
        let success: Bool
        let logs: [EthLog]
        /// What the contract pays out of its balance, for ``payOut(_:from:)`` once the fee is charged.
        var payouts: [ContractPayout] = []
    }

    /// Runs `transaction` on the contract at its recipient, keeping the contract's new state only
    /// on success within the gas limit. Out of gas uses the whole limit; a revert uses what it spent
    /// (no refund); success what it spent less the refund. Nil when the recipient is no contract.
    /// It runs in the block being sealed, the one after the head (`block.number`). Payouts are
    /// made from the model's address (a pool's, for a call to its token).
    mutating func runContract(_ transaction: EthTransaction) -> ContractRun? {
        guard let recipient = transaction.recipientAccount else { return nil }
        let address = modelAddress(recipient)
        guard var contract = contracts[address] else { return nil }
        var meter = GasMeter(intrinsic: transaction.intrinsicGas)
        let call = ContractCall(
            contract: recipient, caller: transaction.senderAccount, value: transaction.value, input: transaction.input,
            blockNumber: latestBlock.number + 1)
        let outcome = contract.run(call, meter: &meter)
        guard meter.spent <= transaction.gasLimit else {
            return ContractRun(gasUsed: transaction.gasLimit, success: false, logs: [])
        }
        guard outcome.succeeded else { return ContractRun(gasUsed: meter.spent, success: false, logs: []) }
        // A payout the contract's balance (and the value it is sent) cannot cover fails its CALL,
        // and the contract reverts ("Transfer failed").
        let held = (accounts[address]?.wei.wei ?? 0).addingReportingOverflow(transaction.value)
        let owed = outcome.payouts.reduce((partialValue: UInt128(0), overflow: false)) { sum, payout in
            let next = sum.partialValue.addingReportingOverflow(payout.wei)
            return (next.partialValue, sum.overflow || next.overflow)
        }
        guard !held.overflow, !owed.overflow, owed.partialValue <= held.partialValue else {
            return ContractRun(gasUsed: meter.spent, success: false, logs: [])
        }
        contracts[address] = contract
        return ContractRun(gasUsed: meter.gasUsed, success: true, logs: outcome.logs, payouts: outcome.payouts)
    }

    /// Pays each of `payouts` from `contract`'s balance; false, with the accounts as they were,
    /// when the balance falls short or a credit would pass ``Wei/max``.
    mutating func payOut(_ payouts: [ContractPayout], from contract: Address) -> Bool {
        var changed = accounts
        for payout in payouts {
            let amount = Wei(wei: payout.wei)
            guard var source = changed[contract], let left = try? source.wei.subtracting(amount) else { return false }
            source.wei = left
            changed[contract] = source
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
