/// A Uniswap V2 factory's views (`contracts/PlunderFactory.sol` in Plunderswap/plunderswap-core):
/// the pair of two tokens, and the hash of the pair's init code that CREATE2 addresses are made with.
///
/// ```swift
/// let data = UniswapV2Factory.getPairCall(wzil, token)
/// let hash = try ABIReader(answer).bytes32()      // INIT_CODE_PAIR_HASH()
/// ```
public enum UniswapV2Factory {
    /// `getPair(address,address)`: the pair's address, or zero when there is none.
    public static let getPair = ABIFunction(name: "getPair", parameters: [.address, .address])
    /// `INIT_CODE_PAIR_HASH()`: keccak256 of the pair's creation code (`PlunderFactory.sol:8-9`).
    public static let initCodePairHash = ABIFunction(name: "INIT_CODE_PAIR_HASH", parameters: [])
    /// `allPairsLength()`: how many pairs the factory made.
    public static let allPairsLength = ABIFunction(name: "allPairsLength", parameters: [])
    /// `allPairs(uint256)`: the pair made `index`th (from 0).
    public static let allPairs = ABIFunction(name: "allPairs", parameters: [.uint256])
    /// `createPair(address,address)`: makes the pair of two tokens (`PlunderFactory.sol:32-52`).
    public static let createPair = ABIFunction(name: "createPair", parameters: [.address, .address])
    /// `feeTo()`: who takes the protocol's share of the fees (nobody when zero).
    public static let feeTo = ABIFunction(name: "feeTo", parameters: [])
    /// `feeToSetter()`: who may change ``feeTo``.
    public static let feeToSetter = ABIFunction(name: "feeToSetter", parameters: [])
    /// `PairCreated(address indexed token0, address indexed token1, address pair, uint256)` (`PlunderFactory.sol:17-22`).
    public static let pairCreatedEvent = ABIEvent(
        name: "PairCreated", parameters: [.address, .address, .address, .uint256])

    /// The call data of `getPair(a, b)`.
    public static func getPairCall(_ a: EVMAddress, _ b: EVMAddress) -> [UInt8] {
        getPair.encoded([.address(a), .address(b)])
    }
}
