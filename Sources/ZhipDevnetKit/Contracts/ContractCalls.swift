public import ZilliqaKit

/// The other modelled contracts a call may call in turn within the same transaction or eth_call
/// (a DEX moving tokens held by ``ERC20Model``s): all or nothing, logs in call order, one gas meter.
///
/// The ledger makes one for the outermost call. An inner call runs on the contract as the calls
/// before it left it; what it changes is kept to the side in ``changed``, which the ledger commits
/// with the outermost contract only when that call succeeds (a revert, or running out of gas,
/// drops every change). An inner call that reverts changes nothing, and its caller decides what
/// follows, as Solidity's low-level `call` leaves it to the caller.
///
/// ```swift
/// let transfer = ContractCall(contract: token, caller: pair, value: 0, input: data, blockNumber: 7)
/// guard let outcome = calls.call(transfer, meter: &meter) else { /* no contract at `token` */ }
/// logs += outcome.logs                    // the token's Transfer, at the token's address
/// ```
///
/// Inner calls carry no value (a contract's payouts are the outermost model's), and a model
/// already running (the outermost among them) cannot be called again: such a call reverts with
/// no data, where the EVM would re-enter it.
public struct ContractCalls {
    /// The contracts as they stood when the outermost call began.
    private let contracts: [Address: any ModelledContract]
    /// Where the model answering for an address is kept (``LedgerState/modelAddress(_:)``).
    private let resolve: (Address) -> Address
    /// The models running now: the outermost call's, and any inner call's under way.
    private var running: Set<Address>
    /// The contracts inner calls changed, by where they are kept: what the ledger commits on success.
    public private(set) var changed: [Address: any ModelledContract] = [:]
    /// Every contract called, in order: the inner call frames Zilliqa 2.0's index records.
    public private(set) var called: [Address] = []

    /// Calls into `contracts` (each model under ``LedgerState/modelAddress(_:)``'s key, which
    /// `resolve` gives) from the model kept at `outermost`.
    init(
        contracts: [Address: any ModelledContract], outermost: Address, resolve: @escaping (Address) -> Address
    ) {
        self.contracts = contracts
        self.resolve = resolve
        running = [outermost]
    }

    /// No other contract: every inner call finds no code (for a model run on its own, in tests).
    public static var none: ContractCalls { ContractCalls(contracts: [:], outermost: ERC20Model.zeroAddress) { $0 } }

    /// Whether a contract answers at `address` (Solidity's `extcodesize` check before a high-level call).
    public func hasCode(at address: Address) -> Bool {
        let key = resolve(address)
        guard let contract = changed[key] ?? contracts[key] else { return false }
        return !contract.code(at: address).isEmpty
    }

    /// Records a call a model makes to another of the addresses it answers for itself (a DEX's
    /// router calling its pair): no other model runs, but the index records the frame.
    public mutating func recordInternalCall(to address: Address) {
        called.append(address)
    }

    /// Runs `call` on the contract at `call.contract`, charging `meter` the account's access
    /// (EIP-2929) and what the contract spends; keeps its new state for the ledger when it returns.
    /// - Returns: nil when no contract is there (the EVM's call to an account without code, which
    ///   succeeds with no data: the caller decides); a revert with no data for a model already
    ///   running, or an inner call that pays value out.
    public mutating func call(_ call: ContractCall, meter: inout GasMeter) -> ContractOutcome? {
        meter.access(call.contract)
        let key = resolve(call.contract)
        guard var contract = changed[key] ?? contracts[key], !contract.code(at: call.contract).isEmpty else {
            return nil
        }
        called.append(call.contract)
        guard !running.contains(key) else { return .revertedEmpty }
        running.insert(key)
        defer { running.remove(key) }
        // What the call's own inner calls change goes too when it reverts.
        let before = changed
        let outcome = contract.run(call, meter: &meter, calls: &self)
        guard outcome.succeeded, outcome.payouts.isEmpty else {
            changed = before
            return outcome.succeeded ? .revertedEmpty : outcome
        }
        changed[key] = contract
        return outcome
    }
}
