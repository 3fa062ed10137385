public import ZilliqaKit

/// An ERC-20 token modelled natively with OpenZeppelin 4.9's semantics (`docs/devnet-tokens.md`):
/// the six views, transfer, approve and transferFrom with its checks and revert words, `Transfer`
/// and `Approval` logs, and its gas from the EVM's schedule; or one of the hostile
/// ``ERC20Behaviour``s.
///
/// ```swift
/// var token = ERC20Model(name: "Test USD", symbol: "TUSD", decimals: 6, supply: 1_000_000, holder: alice)
/// var meter = GasMeter(intrinsic: DevnetMethods.intrinsicGas(input))
/// token.run(ContractCall(contract: address, caller: alice, value: 0, input: input), meter: &meter)
/// ```
public struct ERC20Model: ModelledContract, Hashable {
    /// The gas of the token's own code, besides the intrinsic gas, storage and logs (an estimate of
    /// solc 0.8's dispatcher, ABI decoding, checks and hashing of the mapping keys; see the doc).
    public enum Gas {
        /// Selector dispatch and the non-payable check, charged on every call.
        public static let dispatch: UInt64 = 100
        /// A view's own code, besides the slots it reads.
        public static let view: UInt64 = 250
        /// `transfer`'s own code (also what `returnsFalse` and `alwaysReverts` charge).
        public static let transfer: UInt64 = 1_100
        /// `approve`'s own code.
        public static let approve: UInt64 = 900
        /// `transferFrom`'s own code, `_spendAllowance` included.
        public static let transferFrom: UInt64 = 1_700
    }

    public let name: String
    public let symbol: String
    public let decimals: UInt8
    public let behaviour: ERC20Behaviour
    /// The legacy (ZRC-2) contract address that reads the same balances, for a `"zrc2"` deployment.
    public let legacyAddress: Address?
    public internal(set) var totalSupply: UInt256
    public internal(set) var balances: [Address: UInt256]
    public internal(set) var allowances: [ERC20Allowance: UInt256]

    /// A token whose whole `supply` (smallest units) `holder` holds.
    public init(
        name: String, symbol: String, decimals: UInt8, supply: UInt256, holder: Address,
        behaviour: ERC20Behaviour = .standard, legacyAddress: Address? = nil
    ) {
        self.name = behaviour == .hostileName ? ERC20Behaviour.hostileNameText : name
        self.symbol = behaviour == .hostileName ? ERC20Behaviour.hostileSymbol : symbol
        self.decimals = behaviour == .decimals255 ? 255 : decimals
        self.behaviour = behaviour
        self.legacyAddress = legacyAddress
        totalSupply = supply
        balances = supply.isZero ? [:] : [holder: supply]
        allowances = [:]
    }

    /// `0xfe` (INVALID: the devnet runs none of it) and `zhip-devnet:erc20:<behaviour>`.
    public var code: [UInt8] { [0xFE] + Array("zhip-devnet:erc20:\(behaviour.rawValue)".utf8) }

    /// `owner`'s balance in smallest units (0 when it holds none).
    public func balance(of owner: Address) -> UInt256 { balances[owner] ?? .zero }

    public mutating func run(_ call: ContractCall, meter: inout GasMeter) -> ContractOutcome {
        meter.charge(Gas.dispatch)
        guard let selector = call.selector, call.value == 0 else { return .revertedEmpty }
        switch selector {
        case ERC20.name.selector: return view(text(name), meter: &meter, slots: textSlots(call, name, variable: 3))
        case ERC20.symbol.selector:
            return view(text(symbol), meter: &meter, slots: textSlots(call, symbol, variable: 4))
        case ERC20.decimals.selector: return view(ABIValue.uint256(UInt256(UInt64(decimals))).word, meter: &meter)
        case ERC20.totalSupply.selector:
            return view(ABIValue.uint256(totalSupply).word, meter: &meter, slots: [slot(call, [2])])
        case ERC20.balanceOf.selector:
            guard let owner = try? Self.address(call.arguments, 0) else { return .revertedEmpty }
            return view(ABIValue.uint256(balance(of: owner)).word, meter: &meter, slots: [balanceSlot(call, owner)])
        case ERC20.allowance.selector:
            guard let owner = try? Self.address(call.arguments, 0), let spender = try? Self.address(call.arguments, 1)
            else { return .revertedEmpty }
            let key = ERC20Allowance(owner: owner, spender: spender)
            return view(
                ABIValue.uint256(allowances[key] ?? .zero).word, meter: &meter, slots: [allowanceSlot(call, key)])
        case ERC20.transfer.selector, ERC20.approve.selector, ERC20.transferFrom.selector:
            return change(selector, call, meter: &meter)
        default:
            return .revertedEmpty
        }
    }

    // MARK: - Views

    private func view(_ answer: [UInt8], meter: inout GasMeter, slots: [GasMeter.Slot] = []) -> ContractOutcome {
        meter.charge(Gas.view)
        for slot in slots { meter.load(slot) }
        return .returned(answer)
    }

    /// A string answer, or a bytes32 one for ``ERC20Behaviour/bytes32Symbol``.
    private func text(_ value: String) -> [UInt8] {
        let bytes = Array(value.utf8)
        if behaviour == .bytes32Symbol {
            return Array(bytes.prefix(32)) + [UInt8](repeating: 0, count: 32 - min(bytes.count, 32))
        }
        let padding = (32 - bytes.count % 32) % 32
        return ABIValue.uint256(32).word + ABIValue.uint256(UInt256(UInt64(bytes.count))).word + bytes
            + [UInt8](repeating: 0, count: padding)
    }

    /// The slots Solidity reads for a string variable: one for up to 31 bytes, else the length slot
    /// and one a word.
    private func textSlots(_ call: ContractCall, _ value: String, variable: UInt8) -> [GasMeter.Slot] {
        let count = value.utf8.count
        let words = count < 32 ? 1 : 1 + (count + 31) / 32
        return (0..<words).map { slot(call, [variable] + Self.index($0)) }
    }

    private static func index(_ value: Int) -> [UInt8] { withUnsafeBytes(of: UInt32(value).bigEndian, Array.init) }

    // MARK: - Slots and arguments

    func slot(_ call: ContractCall, _ key: [UInt8]) -> GasMeter.Slot {
        GasMeter.Slot(contract: call.contract, key: key)
    }

    func balanceSlot(_ call: ContractCall, _ owner: Address) -> GasMeter.Slot { slot(call, [0] + owner.bytes) }

    func allowanceSlot(_ call: ContractCall, _ key: ERC20Allowance) -> GasMeter.Slot {
        slot(call, [1] + key.owner.bytes + key.spender.bytes)
    }

    /// An address argument as the ledger's account key; Solidity's decoder reverts (empty) on dirty bits.
    static func address(_ arguments: ABIReader, _ slot: Int) throws(ABIError) -> Address {
        EthTransaction.account(try arguments.address(at: slot))
    }
}
