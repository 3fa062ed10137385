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

    /// The call data of `getPair(a, b)`.
    public static func getPairCall(_ a: EVMAddress, _ b: EVMAddress) -> [UInt8] {
        getPair.encoded([.address(a), .address(b)])
    }
}
