/// A Uniswap V2 pair's views and events (`contracts/PlunderPair.sol` in Plunderswap/plunderswap-core),
/// and where a factory puts the pair of two tokens (CREATE2, as the router finds it).
///
/// ```swift
/// let pair = UniswapV2Pair.address(factory: factory, tokens: (wzil, token), initCodeHash: PlunderSwap.initCodeHash)
/// let (reserve0, reserve1) = try UniswapV2Pair.reserves(in: answerToGetReserves)
/// ```
public enum UniswapV2Pair {
    /// `getReserves()`: `(uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)`.
    public static let getReserves = ABIFunction(name: "getReserves", parameters: [])
    /// `token0()`: the lower of the pair's two token addresses.
    public static let token0 = ABIFunction(name: "token0", parameters: [])
    /// `token1()`: the higher of the pair's two token addresses.
    public static let token1 = ABIFunction(name: "token1", parameters: [])
    /// `factory()`: the factory that created the pair.
    public static let factory = ABIFunction(name: "factory", parameters: [])
    /// `MINIMUM_LIQUIDITY()`: the 1000 LP units the first mint locks at the zero address (`PlunderPair.sol:16`).
    public static let minimumLiquidity = ABIFunction(name: "MINIMUM_LIQUIDITY", parameters: [])
    /// `sync()`: the reserves become the balances (`PlunderPair.sol:273-280`).
    public static let sync = ABIFunction(name: "sync", parameters: [])
    /// `Mint(address indexed sender, uint256 amount0, uint256 amount1)` (`PlunderPair.sol:60`).
    public static let mintEvent = ABIEvent(name: "Mint", parameters: [.address, .uint256, .uint256])
    /// `Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out,
    /// uint256 amount1Out, address indexed to)`.
    public static let swapEvent = ABIEvent(
        name: "Swap", parameters: [.address, .uint256, .uint256, .uint256, .uint256, .address])
    /// `Sync(uint112 reserve0, uint112 reserve1)`.
    public static let syncEvent = ABIEvent(name: "Sync", parameters: [.uint112, .uint112])

    /// The two tokens in the pair's order: the lower address first (`PlunderLibrary.sortTokens`).
    public static func sorted(_ a: EVMAddress, _ b: EVMAddress) -> (token0: EVMAddress, token1: EVMAddress) {
        a.bytes.lexicographicallyPrecedes(b.bytes) ? (a, b) : (b, a)
    }

    /// The pair of `a` and `b` made by `factory`, whose pair contract's init code hashes to
    /// `initCodeHash`: `keccak256(0xff ‖ factory ‖ keccak256(token0 ‖ token1) ‖ initCodeHash)[12…]`
    /// (`PlunderLibrary.pairFor`, `contracts/libraries/PlunderLibrary.sol:22-39`).
    public static func address(factory: EVMAddress, tokens a: EVMAddress, _ b: EVMAddress, initCodeHash: [UInt8])
        -> EVMAddress
    {
        let (token0, token1) = sorted(a, b)
        let salt = Keccak256.hash(token0.bytes + token1.bytes)
        let hash = Keccak256.hash([0xff] + factory.bytes + salt + initCodeHash)
        // 20 bytes of a 32-byte hash always make an address.
        return (try? EVMAddress(bytes: Array(hash.suffix(20)))) ?? factory
    }

    /// The reserves a `getReserves()` answer holds, each at most 2^112 − 1.
    /// - Throws: ``ABIError`` for an answer that does not read, or a reserve past 112 bits.
    public static func reserves(in answer: [UInt8]) throws(ABIError) -> (reserve0: UInt256, reserve1: UInt256) {
        let reader = ABIReader(answer)
        let reserve0 = try reader.uint256(at: 0)
        let reserve1 = try reader.uint256(at: 1)
        // 2^112: the fourth 64-bit word is zero, the second below 2^48.
        let limit = UInt256(UInt128(1) << 112)
        guard reserve0 < limit, reserve1 < limit else { throw .notUint112 }
        return (reserve0, reserve1)
    }
}
