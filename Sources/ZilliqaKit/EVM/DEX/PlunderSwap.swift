/// Where PlunderSwap's V2 contracts are (docs/plunderswap.md gives each with its source): the
/// router of mainnet and testnet, mainnet's factory and WZIL, and the hash of its pair's init code.
///
/// ```swift
/// let router = PlunderSwap.router(evmChainID: 32769)   // mainnet's 0x33C6…64fe
/// ```
public enum PlunderSwap {
    /// Mainnet's router (Plunderswap/plunderswap-document `developers/README.md:17`).
    public static let mainnetRouter = fixed("0x33C6a20D2a605da9Fd1F506ddEd449355f0564fe")
    /// Mainnet's factory (`developers/README.md:16`).
    public static let mainnetFactory = fixed("0xf42d1058f233329185A36B04B7f96105afa1adD2")
    /// Mainnet's WZIL (`developers/README.md:18`).
    public static let mainnetWZIL = fixed("0x94e18aE7dd5eE57B55f30c4B63E2760c09EFb192")
    /// Testnet's router (`developers/README.md:24`).
    public static let testnetRouter = fixed("0x144e7AEee22F388350E9EAEFBb626A021fcd0250")
    /// Testnet's factory (`developers/README.md:23`).
    public static let testnetFactory = fixed("0xd0156eFCA4D847E4c4aD3F9ECa7FA697bb105cC0")
    /// keccak256 of `PlunderPair`'s creation code, which `PlunderLibrary.pairFor` builds pair
    /// addresses with (Plunderswap/plunderswap-core `contracts/libraries/PlunderLibrary.sol:35`).
    public static let initCodeHash: [UInt8] =
        (try? Hex.decode("e430f659afa40ede00151df237b294363f96de0408658f7c62089d10d64178cd")) ?? []

    /// The router of the network with EVM chain id `evmChainID` (mainnet 32769, testnet 33101); nil elsewhere.
    public static func router(evmChainID: UInt64) -> EVMAddress? {
        switch evmChainID {
        case 32769: mainnetRouter
        case 33101: testnetRouter
        default: nil
        }
    }

    /// An address written in this file: checked by the tests, never from outside.
    private static func fixed(_ text: String) -> EVMAddress {
        (try? EVMAddress(text)) ?? EVMAddress.zero
    }
}
