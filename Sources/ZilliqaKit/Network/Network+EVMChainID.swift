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

    /// The Zilliqa chain id that `id` names when a person may give either of a network's ids:
    /// ids below 0x8000 (32768) are Zilliqa chain ids (1, 333, 222), ids from 0x8000 on are EVM
    /// chain ids (32769, 33101) and name the network whose Zilliqa id is 0x8000 less. Nil past
    /// the last EVM id a Zilliqa chain id maps to (0x8000 + 65535).
    public static func zilliqaChainID(fromEither id: UInt64) -> UInt16? {
        id < evmChainIDOffset ? UInt16(id) : zilliqaChainID(forEVMChainID: id)
    }
}
