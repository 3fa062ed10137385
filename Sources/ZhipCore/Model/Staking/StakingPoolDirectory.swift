import ZilliqaKit

/// The pools Zilliqa's staking portal lists, copied from its source (Zilliqa/zq2-staking
/// `src/misc/stakingPoolsConfig.ts` at b06f76b530ea, the line of each below; docs/zq2-staking.md §5):
/// a static list per EVM chain id, only mainnet's (32769) being one of Zhip's networks. Every LST
/// has 18 decimals (`tokenDecimals: 18`).
///
/// ```swift
/// let pools = StakingPoolDirectory.pools(onChain: Network.mainnet.evmChainID)   // 25, 2 retired
/// ```
public enum StakingPoolDirectory {
    /// The pools the portal lists for the EVM chain `evmChainID`, in its order; none for a chain it has no list for.
    public static func pools(onChain evmChainID: UInt64) -> [StakingPool] {
        guard evmChainID == mainnetChainID else { return [] }
        return mainnet.compactMap { $0.pool(onChain: evmChainID) }
    }

    /// Zilliqa 2.0 mainnet's EVM chain id (`src/misc/chainConfig.ts:15-16`).
    static let mainnetChainID: UInt64 = 32_769

    /// One row of the portal's list.
    struct Entry: Sendable {
        /// The line of `stakingPoolsConfig.ts` the pool starts at.
        let line: Int
        let name: String
        let address: String
        /// The LST's symbol and contract, for a liquid pool.
        let lst: (symbol: String, contract: String)?
        let retired: Bool

        /// The pool, or nil when an address does not parse.
        func pool(onChain evmChainID: UInt64) -> StakingPool? {
            guard let address = try? EVMAddress(address) else { return nil }
            guard let lst else {
                return StakingPool(
                    address: address, name: name, kind: .nonLiquid, evmChainID: evmChainID, isRetired: retired)
            }
            guard let contract = try? EVMAddress(lst.contract),
                let token = try? Token(
                    contract: contract, symbol: lst.symbol, name: "\(name) \(lst.symbol)", decimals: 18,
                    evmChainID: evmChainID)
            else { return nil }
            return StakingPool(
                address: address, name: name, kind: .liquid(lst: token), evmChainID: evmChainID, isRetired: retired)
        }
    }

    private static func listed(
        _ line: Int, _ name: String, _ address: String, lst: (String, String)? = nil, retired: Bool = false
    ) -> Entry {
        Entry(
            line: line, name: name, address: address, lst: lst.map { (symbol: $0.0, contract: $0.1) }, retired: retired)
    }

    /// Mainnet's pools (`stakingPoolsConfig.ts:751-1169`).
    static let mainnet: [Entry] = [
        listed(
            755, "PlunderSwap", "0x691682FCa60Fa6B702a0a69F60d045c08f404220",
            lst: ("pZIL", "0xc85b0db68467dede96A7087F4d4C47731555cA7A")),
        listed(
            772, "Encapsulate", "0x1311059DD836D7000Dc673eA4Cc834fe04e9933C",
            lst: ("encapZIL", "0x8E3073b22F670d3A09C66D0Abb863f9E358402d2")),
        listed(789, "CEX.IO", "0x18925cE668b2bBC26dfE6F630F5C285D46b937AE"),
        listed(806, "DTEAM", "0x8776F1135b3583DbaE79C8f7268a7e0d4C16462c"),
        listed(823, "Luganodes", "0x63CE81C023Bb9F8A6FFA08fcF48ba885C21FcFBC"),
        listed(840, "Stakefish", "0x715F94264057df97e772ebDFE2c94A356244F142"),
        listed(
            855, "TorchWallet.io", "0xBB2Cb8B573Ec1ec4f77953128df7F1d08D9c34DF",
            lst: ("tZIL", "0x9e4E0F7A06E50DA13c78cF8C83E907f792DE54fd")),
        listed(
            872, "Lithium Digital", "0xBD6ca237f30A86eea8CF9bF869677F3a0496a990",
            lst: ("litZil", "0x3B78f66651E2eCAbf13977817848F82927a17DcF")),
        listed(887, "Moonlet", "0xF35E17333Bd4AD7b11e18f750AFbccE14e4101b7"),
        listed(904, "BlackNodes", "0x87297b0B63A0b93D3f7cAFA9E0f4C849e92642EB"),
        listed(920, "AlphaZIL (former Ezil)", "0x068C599686d2511AD709B8b4C578549A65D19491"),
        listed(937, "Shardpool", "0xE5e8158883A37449Ae07fe70B69E658766B317fc"),
        listed(954, "Zillet Staking Pool", "0x7E3A0AEbBF8EC2F12a8a885CD663EE4a490F923f"),
        listed(
            971, "Amazing Pool - Avely and ZilPay", "0x1f0e86Bc299Cc66df2e5512a7786C3F528C0b5b6",
            lst: ("aZIL", "0x8a2afD8Fe79F8C694210eB71f4d726Fc8cAFdB31")),
        listed(
            986, "StakeShark", "0xF7F4049e7472fC32805Aae5bcCE909419a34D254",
            lst: ("shZIL", "0x737EBf814D2C14fb21E00Fd2990AFc364C2AF506")),
        listed(1003, "2ZilMoon (Make Zilliqa Great Again)", "0xCDb0B23Db1439b28689844FD093C478d73C0786A"),
        listed(1020, "Citadel.one", "0xD12340c2D5A26e7f5C469B57ee81EE82c8CB7686"),
        listed(1037, "PathrockNetwork", "0xe67e119DCdC1168EC8089F4647702A72A0fCBc7f"),
        listed(1054, "Cryptech-Hacken", "0x26322705FcBF5d3065707C408B6594912dAa3488"),
        listed(1071, "RockX", "0x60571E6c6d55109e6705d17956201a0Cf39f1198"),
        listed(1088, "Stakin by The Tie", "0xba669Cc6B49218624E84920dc8136a05411B1Ec8", retired: true),
        listed(1106, "Binance", "0xe46e5D9aDC2617141c50a995FBEbd898943B20Dd"),
        listed(1122, "HTX", "0xB2D5dd48830ab8AeC288a44ee868EeE3251922bd"),
        listed(1139, "r3to", "0x2b5e0D8Db793955684ddC4eaD286900Cb791cc3F", retired: true),
        listed(1155, "LTIN", "0x91804C769EdbEbC8e63bEf06165B7a20d248458F"),
    ]
}
