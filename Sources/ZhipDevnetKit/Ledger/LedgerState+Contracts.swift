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

    /// Runs `call` on a copy of the contract at `call.contract` in `kept` (the state after some
    /// block), changing nothing; nil when no contract is there.
    func simulate(_ call: ContractCall, in kept: KeptState) -> (outcome: ContractOutcome, meter: GasMeter)? {
        guard var contract = kept.contracts[call.contract] else { return nil }
        var meter = GasMeter(intrinsic: DevnetMethods.intrinsicGas(call.input))
        let outcome = contract.run(call, meter: &meter)
        return (outcome, meter)
    }

    /// What running a transaction's calldata in a block did.
    struct ContractRun {
        let gasUsed: UInt64
        let success: Bool
        let logs: [EthLog]
    }

    /// Runs `transaction` on the contract at its recipient, keeping the contract's new state only
    /// on success within the gas limit. Out of gas uses the whole limit; a revert uses what it spent
    /// (no refund); success what it spent less the refund. Nil when the recipient is no contract.
    mutating func runContract(_ transaction: EthTransaction) -> ContractRun? {
        guard let address = transaction.recipientAccount, var contract = contracts[address] else { return nil }
        var meter = GasMeter(intrinsic: transaction.intrinsicGas)
        let call = ContractCall(
            contract: address, caller: transaction.senderAccount, value: transaction.value, input: transaction.input)
        let outcome = contract.run(call, meter: &meter)
        guard meter.spent <= transaction.gasLimit else {
            return ContractRun(gasUsed: transaction.gasLimit, success: false, logs: [])
        }
        guard outcome.succeeded else { return ContractRun(gasUsed: meter.spent, success: false, logs: []) }
        contracts[address] = contract
        return ContractRun(gasUsed: meter.gasUsed, success: true, logs: outcome.logs)
    }
}
