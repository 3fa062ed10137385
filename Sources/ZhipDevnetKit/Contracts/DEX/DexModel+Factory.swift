public import ZilliqaKit

/// The factory (`contracts/PlunderFactory.sol`): its views, `createPair`, and where a pair is
/// (CREATE2 with PlunderSwap's init code hash, as `PlunderLibrary.pairFor` computes it).
extension DexModel {
    /// A call to the factory's address.
    mutating func runFactory(_ call: ContractCall, _ context: inout DexContext) throws(DexRevert) -> [UInt8] {
        try Self.nonPayable(call)
        let arguments = call.arguments
        switch call.selector {
        case UniswapV2Factory.getPair.selector?:
            let a = try Self.address(arguments, 0)
            let b = try Self.address(arguments, 1)
            context.meter.charge(Gas.view)
            context.meter.load(Self.slot(factory, [2] + a.bytes + b.bytes))
            let pair = pairAddress(a, b)
            return pairs[pair] == nil || a == b ? Self.word(ERC20Model.zeroAddress) : Self.word(pair)
        case UniswapV2Factory.initCodePairHash.selector?:
            context.meter.charge(Gas.view)
            return PlunderSwap.initCodeHash
        case UniswapV2Factory.allPairsLength.selector?:
            context.meter.charge(Gas.view)
            context.meter.load(Self.slot(factory, [3]))
            return Self.word(UInt256(UInt64(allPairs.count)))
        case UniswapV2Factory.allPairs.selector?:
            let index = try Self.number(arguments, 0)
            context.meter.charge(Gas.view)
            // An index past the end is 0.5.16's `invalid`.
            guard let small = index.uint64Value, small < UInt64(allPairs.count) else { throw .invalid }
            return Self.word(allPairs[Int(small)])
        case UniswapV2Factory.createPair.selector?:
            let pair = try createPair(try Self.address(arguments, 0), try Self.address(arguments, 1), &context)
            return Self.word(pair)
        case UniswapV2Factory.feeTo.selector?, UniswapV2Factory.feeToSetter.selector?:
            // Nobody takes the protocol fee on the devnet, and nobody may set it.
            context.meter.charge(Gas.view)
            return Self.word(ERC20Model.zeroAddress)
        default:
            throw .empty
        }
    }

    /// The CREATE2 address of the pair of `a` and `b` (in either order).
    public func pairAddress(_ a: Address, _ b: Address) -> Address {
        EthTransaction.account(
            UniswapV2Pair.address(
                factory: ERC20Model.evm(factory), tokens: ERC20Model.evm(a), ERC20Model.evm(b),
                initCodeHash: PlunderSwap.initCodeHash))
    }

    /// `createPair(tokenA, tokenB)` (`PlunderFactory.sol:32-52`): the pair at its CREATE2
    /// address, `getPair` both ways, `allPairs`, and `PairCreated(token0, token1, pair, length)`.
    mutating func createPair(_ a: Address, _ b: Address, _ context: inout DexContext) throws(DexRevert) -> Address {
        guard a != b else { throw .message(Reason.factoryIdenticalAddresses) }
        let (token0, token1) = Self.sorted(a, b)
        guard !Self.isZero(token0) else { throw .message(Reason.factoryZeroAddress) }
        let pair = pairAddress(a, b)
        context.meter.load(Self.slot(factory, [2] + token0.bytes + token1.bytes))
        guard pairs[pair] == nil else { throw .message(Reason.pairExists) }
        guard allPairs.count < Self.maximumPairs else { throw .empty }
        context.meter.charge(Gas.createPair)
        context.calls.recordInternalCall(to: pair)
        let one = UInt256(UInt64(1))
        context.meter.store(Self.slot(factory, [2] + token0.bytes + token1.bytes), from: .zero, to: one)
        context.meter.store(Self.slot(factory, [2] + token1.bytes + token0.bytes), from: .zero, to: one)
        let length = UInt256(UInt64(allPairs.count))
        context.meter.store(
            Self.slot(factory, [3]), from: length, to: length.addingReportingOverflow(one).partialValue)
        pairs[pair] = DexPair(token0: token0, token1: token1)
        allPairs.append(pair)
        context.log(
            factory, [UniswapV2Factory.pairCreatedEvent.topic, Self.word(token0), Self.word(token1)],
            Self.word(pair) + Self.word(UInt256(UInt64(allPairs.count))))
        return pair
    }

    /// `sortTokens`' order: the lower address first.
    static func sorted(_ a: Address, _ b: Address) -> (Address, Address) {
        a.bytes.lexicographicallyPrecedes(b.bytes) ? (a, b) : (b, a)
    }

    static func isZero(_ address: Address) -> Bool { address.bytes.allSatisfy { $0 == 0 } }
}
