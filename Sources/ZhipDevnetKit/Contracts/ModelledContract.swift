public import ZilliqaKit

/// A contract the devnet models natively instead of running bytecode (it executes none): it answers
/// calls, executes a transaction's calldata, emits logs, meters its gas and shows code. One
/// conformance per kind lives in this folder (``ERC20Model`` first); the ledger holds each under
/// its address with the rest of its state and knows no kind by name.
///
/// ```swift
/// var token = contracts[address]
/// var meter = GasMeter(intrinsic: DevnetMethods.intrinsicGas(input))
/// let call = ContractCall(contract: address, caller: alice, value: 0, input: input, blockNumber: 7)
/// let outcome = token.run(call, meter: &meter)
/// // .returned: keep `token` and the logs; .reverted: keep the old state, no logs.
/// ```
public protocol ModelledContract: Sendable {
    /// What `eth_getCode` answers for the contract: never empty.
    var code: [UInt8] { get }

    /// What `eth_getCode` answers at `address`, one of the addresses the model answers for (a
    /// liquid pool also answers for its token); ``code`` unless the model says otherwise.
    func code(at address: Address) -> [UInt8]

    /// Runs `call`, changing the contract's state as the call does and charging `meter` for it.
    /// The caller keeps the state only when the outcome is ``ContractOutcome/Result/returned(_:)``:
    /// a revert, or a meter run past the gas limit, leaves the contract as it was.
    mutating func run(_ call: ContractCall, meter: inout GasMeter) -> ContractOutcome

    /// Runs `call` as ``run(_:meter:)`` does, free to call the other modelled contracts through
    /// `calls` (``ContractCalls``): what the ledger runs. A model that calls no other contract
    /// keeps the default, which ignores `calls`.
    mutating func run(_ call: ContractCall, meter: inout GasMeter, calls: inout ContractCalls) -> ContractOutcome

    /// The contract under `address` as the `--state` file keeps it.
    func record(at address: Address) -> ContractRecord
}

extension ModelledContract {
    public func code(at address: Address) -> [UInt8] { code }

    public mutating func run(_ call: ContractCall, meter: inout GasMeter, calls: inout ContractCalls)
        -> ContractOutcome
    {
        run(call, meter: &meter)
    }
}

/// One call into a modelled contract: who calls, with what value and calldata, in which block.
public struct ContractCall: Sendable, Hashable {
    /// The contract called (the address its logs carry).
    public let contract: Address
    /// `msg.sender`: the transaction's sender, or eth_call's `from` (the zero address when absent).
    public let caller: Address
    /// The wei sent with the call.
    public let value: UInt128
    /// The calldata: a 4-byte selector, then the ABI-encoded arguments.
    public let input: [UInt8]
    /// `block.number`: the block being sealed for a transaction; for eth_call and eth_estimateGas
    /// the number of the block asked for (geth's semantics: "latest" is the head's number).
    public let blockNumber: UInt64
    /// `block.timestamp` in seconds: the block being sealed for a transaction; for eth_call and
    /// eth_estimateGas the timestamp of the block asked for (the ledger sets it; 0 until then).
    public internal(set) var timestamp: UInt64

    public init(
        contract: Address, caller: Address, value: UInt128, input: [UInt8], blockNumber: UInt64, timestamp: UInt64 = 0
    ) {
        self.contract = contract
        self.caller = caller
        self.value = value
        self.input = input
        self.blockNumber = blockNumber
        self.timestamp = timestamp
    }

    /// The selector, nil for calldata shorter than 4 bytes.
    public var selector: [UInt8]? { input.count >= 4 ? Array(input.prefix(4)) : nil }

    /// The arguments after the selector, for ``ABIReader``.
    public var arguments: ABIReader { ABIReader(Array(input.dropFirst(4))) }
}

/// Wei a modelled contract pays out of its own balance (a `CALL` with value), applied by the
/// ledger after the transaction's fee, whole or not at all, in order.
public struct ContractPayout: Sendable, Hashable {
    /// The account paid.
    public let to: Address
    /// The wei paid.
    public let wei: UInt128
    /// The account paying: nil for the model's own address; one of the addresses the model answers
    /// for otherwise (the DEX's router paying WZIL, WZIL paying the router).
    public let from: Address?

    public init(to: Address, wei: UInt128, from: Address? = nil) {
        self.to = to
        self.wei = wei
        self.from = from
    }
}

/// What a call into a modelled contract did: its return or revert bytes and the logs it emitted.
public struct ContractOutcome: Sendable, Hashable {
    /// Returned or reverted, with the bytes.
    public enum Result: Sendable, Hashable {
        /// Success: the return data.
        case returned([UInt8])
        /// A revert: the revert data (`Error(string)`, or none).
        case reverted([UInt8])
    }

    public let result: Result
    /// The logs, in order; none on a revert.
    public let logs: [EthLog]
    /// The wei the contract pays out of its balance on success; none on a revert.
    public internal(set) var payouts: [ContractPayout] = []

    /// A successful call returning `data` with `logs`.
    public static func returned(_ data: [UInt8], logs: [EthLog] = []) -> ContractOutcome {
        ContractOutcome(result: .returned(data), logs: logs)
    }

    /// A revert with no data (Solidity's for a non-payable call with value, an unknown selector,
    /// calldata that does not decode).
    public static let revertedEmpty = ContractOutcome(result: .reverted([]), logs: [])

    /// A revert with `Error(string)` carrying `message`, as `require(…, message)` writes it.
    public static func reverted(_ message: String) -> ContractOutcome {
        ContractOutcome(result: .reverted(errorData(message)), logs: [])
    }

    /// A revert with a Solidity custom error: its selector (computed as a function's), then its
    /// static arguments a word each.
    public static func reverted(_ error: ABIFunction, _ arguments: [ABIValue]) -> ContractOutcome {
        ContractOutcome(result: .reverted(customErrorData(error, arguments)), logs: [])
    }

    /// A custom error's bytes: the selector and one word per (static) argument.
    public static func customErrorData(_ error: ABIFunction, _ arguments: [ABIValue]) -> [UInt8] {
        error.selector + arguments.flatMap(\.word)
    }

    /// `Error(string)`'s bytes: the selector 08c379a0, the offset 32, the length, the UTF-8 padded to a word.
    public static func errorData(_ message: String) -> [UInt8] {
        let text = Array(message.utf8)
        let padding = (32 - text.count % 32) % 32
        return ABIRevertReason.errorSelector + ABIValue.uint256(32).word
            + ABIValue.uint256(UInt256(UInt64(text.count))).word
            + text + [UInt8](repeating: 0, count: padding)
    }

    /// True for a successful call.
    public var succeeded: Bool {
        if case .returned = result { return true }
        return false
    }
}
