public import ZilliqaKit

/// Zilliqa 2.0's migration escrow (`escrow_v1.sol`, docs/zq2-escrow.md) modelled natively at
/// ``ZilliqaKit/Address/migrationEscrow``: `balanceOf(address)`, a payable `lodge()` crediting the
/// caller, and `claim(pA, pB, pC, pubSignals)`. The devnet cannot verify a zero-knowledge proof:
/// a claim passes the proof check only when its exact calldata was registered through the control
/// API (``registerClaim(_:)``); otherwise it reverts with the contract's own "Zk-proof failed".
///
/// ```swift
/// var escrow = EscrowModel(chainID: 32_770)
/// escrow.registerClaim(calldata)                   // POST /control/escrow/claims
/// let outcome = escrow.run(ContractCall(contract: .migrationEscrow, caller: bob, value: 0, input: calldata),
///                          meter: &meter)          // pays the old address's lodged wei to the new one
/// ```
public struct EscrowModel: ModelledContract, Hashable {
    /// The gas of the escrow's own code besides the intrinsic gas, storage and logs.
    public enum Gas {
        /// Selector dispatch, charged on every call.
        public static let dispatch: UInt64 = 100
        /// `balanceOf`'s own code, besides the slot it reads.
        public static let view: UInt64 = 250
        /// `lodge`'s own code.
        public static let lodge: UInt64 = 400
        /// The Groth16 verifier with four public signals (EIP-1108: a pairing of 4 pairs 181000,
        /// 4 ecMul 24000, 4 ecAdd 600) and `claim`'s own code.
        public static let claim: UInt64 = 207_000
        /// The value `CALL` that pays the new address (EIP-2929 cold account 2600 and 9000 for value).
        public static let payout: UInt64 = 11_600
    }

    /// The contract's revert reasons (`escrow_v1.sol:77,86,92`).
    public enum Reason {
        public static let invalidDomain = "Invalid domain"
        public static let proofFailed = "Zk-proof failed"
        public static let transferFailed = "Transfer failed"
    }

    /// The most claims the control API registers; past it a registration is refused.
    public static let maximumRegisteredClaims = 1_000

    /// `block.chainid`: the devnet's EVM chain id, which a claim's third public signal must be.
    public let chainID: UInt64
    /// The wei lodged by each address (`balances` in the contract's storage).
    public internal(set) var lodged: [Address: UInt128]
    /// The claims' calldata the test registered as carrying a valid proof.
    public internal(set) var registeredClaims: Set<[UInt8]>

    /// An escrow with nothing lodged on the chain `chainID`.
    public init(chainID: UInt64) {
        self.init(chainID: chainID, lodged: [:], registeredClaims: [])
    }

    init(chainID: UInt64, lodged: [Address: UInt128], registeredClaims: Set<[UInt8]>) {
        self.chainID = chainID
        self.lodged = lodged
        self.registeredClaims = registeredClaims
    }

    /// `0xfe` (INVALID: the devnet runs none of it) and `zhip-devnet:escrow`.
    public var code: [UInt8] { [0xFE] + Array("zhip-devnet:escrow".utf8) }

    /// What `address` lodged, in wei (0 when nothing).
    public func balance(of address: Address) -> UInt128 { lodged[address] ?? 0 }

    /// Takes `calldata` as a claim whose proof verifies; false when ``maximumRegisteredClaims`` are.
    public mutating func registerClaim(_ calldata: [UInt8]) -> Bool {
        guard registeredClaims.contains(calldata) || registeredClaims.count < Self.maximumRegisteredClaims else {
            return false
        }
        registeredClaims.insert(calldata)
        return true
    }

    public mutating func run(_ call: ContractCall, meter: inout GasMeter) -> ContractOutcome {
        meter.charge(Gas.dispatch)
        switch call.selector {
        case MigrationEscrow.balanceOf.selector?:
            guard call.value == 0, let owner = try? ERC20Model.address(call.arguments, 0) else { return .revertedEmpty }
            meter.charge(Gas.view)
            meter.load(slot(call, owner))
            return .returned(ABIValue.uint256(UInt256(balance(of: owner))).word)
        case MigrationEscrow.lodge.selector?:
            return lodge(call, meter: &meter)
        case MigrationEscrow.claimSelector?:
            return claim(call, meter: &meter)
        default:
            // No receive() nor fallback (`escrow_v1.sol:44-45`): a plain transfer reverts.
            return .revertedEmpty
        }
    }

    /// `lodge()` (`escrow_v1.sol:46-50`): the value credited to the caller, `Deposited` emitted.
    private mutating func lodge(_ call: ContractCall, meter: inout GasMeter) -> ContractOutcome {
        meter.charge(Gas.lodge)
        let current = balance(of: call.caller)
        let (sum, overflow) = current.addingReportingOverflow(call.value)
        guard !overflow else { return .revertedEmpty }
        meter.store(slot(call, call.caller), from: UInt256(current), to: UInt256(sum))
        lodged[call.caller] = sum == 0 ? nil : sum
        let topics = [MigrationEscrow.depositedEvent.topic, Self.word(call.caller)]
        let data = ABIValue.uint256(UInt256(call.value)).word
        meter.log(topics: topics.count, dataBytes: data.count)
        return .returned([], logs: [EthLog(address: call.contract, topics: topics, data: data)])
    }

    /// `claim(pA, pB, pC, pubSignals)` (`escrow_v1.sol:71-95`) in the contract's order: the domain,
    /// the proof (registered calldata here), the balance zeroed, the payout, `Released`.
    private mutating func claim(_ call: ContractCall, meter: inout GasMeter) -> ContractOutcome {
        guard call.value == 0, call.input.count >= EscrowClaimCalldata.byteCount else { return .revertedEmpty }
        let signals = ABIReader(Array(call.input[(4 + 8 * 32)..<EscrowClaimCalldata.byteCount]))
        guard let old = try? signals.word(at: 0), let new = try? signals.word(at: 1),
            let domain = try? signals.uint256(at: 2), let source = try? Address(bytes: Array(old.suffix(20))),
            let destination = try? Address(bytes: Array(new.suffix(20)))
        else { return .revertedEmpty }
        guard domain == UInt256(chainID) else { return .reverted(Reason.invalidDomain) }
        meter.load(slot(call, source))
        let amount = balance(of: source)
        meter.charge(Gas.claim)
        guard registeredClaims.contains(call.input) else { return .reverted(Reason.proofFailed) }
        meter.store(slot(call, source), from: UInt256(amount), to: .zero)
        lodged[source] = nil
        meter.charge(Gas.payout)
        let topics = [MigrationEscrow.releasedEvent.topic, Self.word(source), Self.word(destination)]
        let data = ABIValue.uint256(UInt256(amount)).word
        meter.log(topics: topics.count, dataBytes: data.count)
        var outcome = ContractOutcome.returned([], logs: [EthLog(address: call.contract, topics: topics, data: data)])
        outcome.payouts = amount == 0 ? [] : [ContractPayout(to: destination, wei: amount)]
        return outcome
    }

    /// The storage slot of `owner`'s balance (the ERC-7201 mapping, keyed by the address).
    private func slot(_ call: ContractCall, _ owner: Address) -> GasMeter.Slot {
        GasMeter.Slot(contract: call.contract, key: [0] + owner.bytes)
    }

    private static func word(_ address: Address) -> [UInt8] { [UInt8](repeating: 0, count: 12) + address.bytes }
}
