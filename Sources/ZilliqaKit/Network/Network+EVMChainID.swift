extension Network {
    /// How far a network's EVM chain id is from its Zilliqa one on Zilliqa 2.0: 0x8000.
    public static let evmChainIDOffset: UInt64 = 0x8000

    /// The chain id EVM transactions for this network are signed with: the Zilliqa chain id
    /// plus 0x8000 (mainnet 1 → 32769, testnet 333 → 33101).
    public var evmChainID: UInt64 { Network.evmChainID(forZilliqaChainID: chainID) }

    /// The EVM chain id of the network whose Zilliqa chain id is `zilliqaChainID`.
    public static func evmChainID(forZilliqaChainID zilliqaChainID: UInt16) -> UInt64 {
        UInt64(zilliqaChainID) + evmChainIDOffset
    }

    /// The Zilliqa chain id of the network whose EVM chain id is `evmChainID`, or nil when no
    /// Zilliqa chain id (0...65535) maps to it.
    public static func zilliqaChainID(forEVMChainID evmChainID: UInt64) -> UInt16? {
        guard evmChainID >= evmChainIDOffset else { return nil }
        return UInt16(exactly: evmChainID - evmChainIDOffset)
    }
}
