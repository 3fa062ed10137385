public import ZilliqaKit

extension PayingAccount {
    /// The account a payer is shown first on `network`, decided offline: the one that can spend
    /// what it receives there. Legacy transfers are refused on mainnet and testnet, which are past
    /// their forks (``LegacyTransferForks``), so a zil1 account could only lodge into the escrow;
    /// on a network whose forks are unknown (a devnet, a custom node) the EVM account leads too,
    /// since it can send on every Zilliqa 2.0 network and nothing is asked of the node.
    ///
    /// ```swift
    /// PayingAccount.leadingToReceive(on: .mainnet)   // .evm
    /// ```
    public static func leadingToReceive(on network: Network) -> PayingAccount {
        guard let era = knownEra(on: network) else { return .evm }
        return SendingAccounts(era).legacyCanSend ? .legacy : .evm
    }

    /// The era a network is in today, from its known forks: the latest one, nil when none is known.
    private static func knownEra(on network: Network) -> LegacyTransfers? {
        [LegacyTransfers.escrowOnly, .disabled].first { LegacyTransferForks.firstBlock(of: $0, on: network) != nil }
    }
}
