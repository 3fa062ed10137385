public import ZilliqaKit

/// PlunderSwap, a Uniswap V2 fork (Plunderswap/plunderswap-core at 18e823c, `docs/devnet-dex.md`),
/// modelled natively: one model answers for its router, its factory, its WZIL and every pair the
/// factory made (each at its own address, kept under the router's). The pairs' other tokens are
/// ``ERC20Model``s elsewhere on the ledger, moved through ``ContractCalls`` as the Solidity calls
/// them; WZIL and the LP tokens are kept here. The swap fee is a parameter (PlunderSwap's is 35
/// basis points).
///
/// ```swift
/// var dex = DexModel(feeBasisPoints: 35, router: router, factory: factory, wzil: wzil)
/// let data = try UniswapV2Router.swapExactETHForTokens.callData([.uint256(minimum), .addresses(path), …])
/// dex.run(ContractCall(contract: router, caller: alice, value: oneZIL, input: data, blockNumber: 7),
///         meter: &meter, calls: &calls)    // the token's Transfer, Sync, Swap; WZIL's Deposit, Transfer
/// ```
public struct DexModel: ModelledContract, Hashable {
    /// The gas of the contracts' own code besides the intrinsic gas, storage, logs and calls:
    /// estimates of what solc spends on dispatch, ABI decoding, `pairFor`'s hashing and the
    /// arithmetic (see the doc).
    public enum Gas {
        /// Selector dispatch and argument decoding, on every call into any of the contracts.
        public static let dispatch: UInt64 = 300
        /// A view's own code besides the slots it reads.
        public static let view: UInt64 = 300
        /// One step of a router's path: `pairFor` (two keccaks), `getReserves`, the amount's arithmetic.
        public static let pathStep: UInt64 = 3_000
        /// A pair's `swap` own code: the checks, the K check, `_update`.
        public static let pairSwap: UInt64 = 6_000
        /// A pair's `mint` own code, besides the LP units minted.
        public static let pairMint: UInt64 = 8_000
        /// The factory's `createPair`: CREATE2 of the pair's code and its `initialize`.
        public static let createPair: UInt64 = 2_000_000
        /// WZIL's own code for deposit, withdraw, transfer, approve.
        public static let wrapped: UInt64 = 800
        /// A CALL with value (EIP-2929's cold account is charged apart): 9000 for the value.
        public static let valueCall: UInt64 = 9_000
    }

    /// The most pairs one factory makes on the devnet (past it `createPair` reverts with no data).
    public static let maximumPairs = 1_000
    /// The most addresses a path the router takes has on the devnet (past it the call reverts with no data).
    public static let maximumPath = 8
    /// The most fee the devnet's DEX takes, in basis points.
    public static let maximumFee: UInt64 = 1_000
    /// PlunderSwap's fee, in basis points (`PlunderLibrary.sol:83`).
    public static let plunderSwapFee: UInt64 = 35

    /// The swap fee in basis points of the input (35: PlunderSwap's 9965/10000).
    public let feeBasisPoints: UInt64
    public let router: Address
    public let factory: Address
    public let wzil: Address
    /// WZIL's balances and allowances; its supply is the ZIL held at ``wzil``'s address for it.
    public internal(set) var wrapped = DexBalances()
    /// Every pair the factory made, by its CREATE2 address.
    public internal(set) var pairs: [Address: DexPair] = [:]
    /// `allPairs`: the pairs in the order they were made.
    public internal(set) var allPairs: [Address] = []

    /// A DEX with no pair and no WZIL.
    public init(feeBasisPoints: UInt64, router: Address, factory: Address, wzil: Address) {
        self.feeBasisPoints = feeBasisPoints
        self.router = router
        self.factory = factory
        self.wzil = wzil
    }

    /// Whether `address` is one of the DEX's contracts (a pair once made).
    public func answers(for address: Address) -> Bool {
        address == router || address == factory || address == wzil || pairs[address] != nil
    }

    /// `0xfe` (INVALID: the devnet runs none of it) and `zhip-devnet:dex:router`.
    public var code: [UInt8] { Self.code("router") }

    /// Each contract's own code; none at an address the DEX does not answer for (a pair not yet made).
    public func code(at address: Address) -> [UInt8] {
        switch address {
        case router: code
        case factory: Self.code("factory")
        case wzil: Self.code("wzil")
        default: pairs[address] == nil ? [] : Self.code("pair")
        }
    }

    private static func code(_ kind: String) -> [UInt8] { [0xFE] + Array("zhip-devnet:dex:\(kind)".utf8) }

    /// Every model is called through ``run(_:meter:calls:)``; alone, no token answers.
    public mutating func run(_ call: ContractCall, meter: inout GasMeter) -> ContractOutcome {
        var calls = ContractCalls.none
        return run(call, meter: &meter, calls: &calls)
    }

    public mutating func run(_ call: ContractCall, meter: inout GasMeter, calls: inout ContractCalls)
        -> ContractOutcome
    {
        meter.charge(Gas.dispatch)
        var context = DexContext(call: call, meter: meter, calls: calls)
        let before = self
        let answer: Result<[UInt8], DexRevert>
        do throws(DexRevert) {
            answer = .success(try dispatch(call, &context))
        } catch {
            answer = .failure(error)
        }
        meter = context.meter
        calls = context.calls
        switch answer {
        case .success(let data):
            var outcome = ContractOutcome.returned(data, logs: context.logs)
            outcome.payouts = context.payouts
            return outcome
        case .failure(let revert):
            self = before
            if revert.spendsAllGas { meter.charge(.max) }
            return ContractOutcome(result: .reverted(revert.data), logs: [])
        }
    }

    /// The contract called, by address; an address not (yet) among them has no code and answers nothing.
    private mutating func dispatch(_ call: ContractCall, _ context: inout DexContext) throws(DexRevert) -> [UInt8] {
        switch call.contract {
        case router: return try runRouter(call, &context)
        case factory: return try runFactory(call, &context)
        case wzil: return try runWrapped(call, &context)
        default:
            guard pairs[call.contract] != nil else { return [] }
            return try runPair(call.contract, call, &context)
        }
    }

    // MARK: - Helpers

    /// A storage slot of one of the contracts.
    static func slot(_ contract: Address, _ key: [UInt8]) -> GasMeter.Slot {
        GasMeter.Slot(contract: contract, key: key)
    }

    /// An address as an ABI word.
    static func word(_ address: Address) -> [UInt8] { ERC20Model.word(address) }

    /// A uint256 as an ABI word.
    static func word(_ number: UInt256) -> [UInt8] { ABIValue.uint256(number).word }

    /// A `uint256[]` return: the offset 32, the count, the numbers.
    static func array(_ numbers: [UInt256]) -> [UInt8] {
        word(UInt256(UInt64(32))) + word(UInt256(UInt64(numbers.count))) + numbers.flatMap { word($0) }
    }

    /// An address argument as the ledger's account key; calldata that does not decode reverts with no data.
    static func address(_ arguments: ABIReader, _ slot: Int) throws(DexRevert) -> Address {
        guard let address = try? ERC20Model.address(arguments, slot) else { throw .empty }
        return address
    }

    /// A uint256 argument.
    static func number(_ arguments: ABIReader, _ slot: Int) throws(DexRevert) -> UInt256 {
        guard let number = try? arguments.uint256(at: slot) else { throw .empty }
        return number
    }

    /// An `address[]` argument (a path), at most ``maximumPath`` long.
    static func path(_ arguments: ABIReader, _ slot: Int) throws(DexRevert) -> [Address] {
        guard let list = try? arguments.addresses(at: slot, maximumCount: maximumPath) else { throw .empty }
        return list.map(EthTransaction.account)
    }

    /// Reverts with no data for a call with value to a function that is not payable (Solidity's check).
    static func nonPayable(_ call: ContractCall) throws(DexRevert) {
        guard call.value == 0 else { throw .empty }
    }
}

/// What one call into the DEX gathers as it runs: the gas, the inner calls, the logs in order, and
/// the ZIL it moves between accounts.
struct DexContext {
    let call: ContractCall
    var meter: GasMeter
    var calls: ContractCalls
    var logs: [EthLog] = []
    var payouts: [ContractPayout] = []

    init(call: ContractCall, meter: GasMeter, calls: ContractCalls) {
        self.call = call
        self.meter = meter
        self.calls = calls
    }

    /// Emits `topics` and `data` from `contract`, charging the LOG opcode.
    mutating func log(_ contract: Address, _ topics: [[UInt8]], _ data: [UInt8]) {
        meter.log(topics: topics.count, dataBytes: data.count)
        logs.append(EthLog(address: contract, topics: topics, data: data))
    }

    /// Moves `wei` of ZIL from `from` to `to` (a CALL with value), applied by the ledger after the fee.
    mutating func pay(_ wei: UInt256, from: Address, to: Address) throws(DexRevert) {
        guard !wei.isZero else { return }
        // Every ZIL amount fits 128 bits: past that no balance can pay it.
        guard let amount = wei.uint128Value else { throw .message(DexModel.Reason.ethTransferFailed) }
        meter.access(to)
        meter.charge(DexModel.Gas.valueCall)
        payouts.append(ContractPayout(to: to, wei: amount, from: from))
    }
}
