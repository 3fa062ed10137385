public import ZilliqaKit

/// The blocks from which Zilliqa 2.0's mainnet and testnet stopped legacy transfers, as their
/// chain specifications give them (`zq2-legacy-api.md` section 7.1), for the words that explain
/// an era; unknown (nil) on any other network.
///
/// ```swift
/// LegacyTransferForks.firstBlock(of: .escrowOnly, on: .mainnet)   // 36383379
/// ```
public enum LegacyTransferForks {
    /// The first block of `era` on `network`, when the network is a preset whose forks are known.
    public static func firstBlock(of era: LegacyTransfers, on network: Network) -> UInt64? {
        switch (era, network.chainID) {
        // Legacy execution was switched off at 31,759,109 (`disable_zilliqa_txn_execution`).
        case (.disabled, Network.mainnet.chainID): 31_759_109
        case (.escrowOnly, Network.mainnet.chainID): 36_383_379
        // The testnet's deployer configuration (z2/src/chain.rs), not its stale TOML.
        case (.disabled, Network.testnet.chainID): 39_985_504
        case (.escrowOnly, Network.testnet.chainID): 40_599_772
        default: nil
        }
    }

    /// The era the known forks of `network` give at block `height`: legacy transfers accepted
    /// below the first fork, disabled from it, only into the escrow from the second; nil on a
    /// network whose forks are unknown. `height` is the node's final block (`GetBlockchainInfo`),
    /// about two blocks behind the head whose fork the node applies (`zq2-legacy-api.md` sections
    /// 1 and 2.2), so for those two blocks after a fork the era named is the one before, and the
    /// node's refusal of the payment says the new one.
    ///
    /// ```swift
    /// LegacyTransferForks.era(atHeight: 36_383_379, on: .mainnet)   // .escrowOnly
    /// LegacyTransferForks.era(atHeight: 36_383_378, on: .mainnet)   // .disabled
    /// ```
    public static func era(atHeight height: UInt64, on network: Network) -> LegacyTransfers? {
        guard let disabled = firstBlock(of: .disabled, on: network),
            let escrowOnly = firstBlock(of: .escrowOnly, on: network)
        else { return nil }
        if height >= escrowOnly { return .escrowOnly }
        return height >= disabled ? .disabled : .accepted
    }

    /// The era the known forks of the network with Zilliqa chain id `chainID` give as of now, for
    /// a choice made offline (no block height known): mainnet and testnet are past their last fork,
    /// so legacy transfers go only into the escrow; nil on a network whose forks are unknown.
    public static func eraAsOfNow(chainID: UInt16) -> LegacyTransfers? {
        Network.presets.contains { $0.chainID == chainID && firstBlock(of: .escrowOnly, on: $0) != nil }
            ? .escrowOnly : nil
    }

    /// ` since block 36,383,379` when the first block of `era` on `network` is known, else nothing.
    static func since(_ era: LegacyTransfers, on network: Network) -> String {
        guard let block = firstBlock(of: era, on: network) else { return "" }
        return " since block \(block.grouped())"
    }

}
