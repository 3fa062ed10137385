public import ZilliqaKit

/// A Zilliqa 2.0 delegation pool on one network: its contract, the name the staking portal lists
/// it under (or none for a pool added by address), and whether it is liquid (staking mints its
/// liquid staking token, the LST) or non-liquid (rewards are paid to the delegator).
///
/// ```swift
/// let pool = StakingPool(address: plunder, name: "PlunderSwap", kind: .liquid(lst: pZIL), evmChainID: 32769)
/// print(pool.label)   // "PlunderSwap (0x6916…4220)" in full
/// ```
public struct StakingPool: Sendable, Hashable {
    /// Liquid, with its LST, or non-liquid, as the contract says (`getLST()` answers or reverts).
    public enum Kind: Sendable, Hashable {
        /// Staking mints the LST; unstaking burns it (amounts in LST).
        case liquid(lst: Token)
        /// Stake is kept in ZIL; rewards are withdrawn apart.
        case nonLiquid
    }

    /// The pool's contract (the proxy every call goes to).
    public let address: EVMAddress
    /// The portal's name for the pool, or nil for a pool the person added by address.
    public let name: String?
    /// Liquid or non-liquid.
    public let kind: Kind
    /// The EVM chain id of the network the pool is on.
    public let evmChainID: UInt64
    /// True for a pool the portal lists as no longer active: shown only while the wallet has stake there.
    public let isRetired: Bool

    public init(address: EVMAddress, name: String?, kind: Kind, evmChainID: UInt64, isRetired: Bool = false) {
        self.address = address
        self.name = name.map { TokenText.cleaned($0, limit: TokenText.maximumNameLength) }
        self.kind = kind
        self.evmChainID = evmChainID
        self.isRetired = isRetired
    }

    /// The LST of a liquid pool, nil for a non-liquid one.
    public var lst: Token? {
        if case .liquid(let lst) = kind { lst } else { nil }
    }

    /// `liquid` or `non-liquid`.
    public var kindName: String { lst == nil ? "non-liquid" : "liquid" }

    /// The name with the contract, as every display shows it; the contract alone when unnamed.
    public var label: String { name.map { "\($0) (\(address.checksummed))" } ?? address.checksummed }

    /// The unit `unstake` takes: the LST's symbol for a liquid pool, ZIL for a non-liquid one.
    public var unstakeUnit: String { lst?.symbol ?? "ZIL" }
}
