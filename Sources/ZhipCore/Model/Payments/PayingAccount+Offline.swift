import ZilliqaKit

extension PayingAccount {
    /// The account that leads when nothing is asked of a node: the one that pays a payment signed
    /// offline (`tx sign`) when the person did not choose, and the one a payer is shown first
    /// (`receive`, the Receive scene), since it is the one that can spend what it receives. The EVM
    /// one where the network's known forks refuse legacy transfers
    /// (``LegacyTransferForks/eraAsOfNow(chainID:)``: mainnet and testnet, where a zil1 account can only
    /// lodge into the escrow), and where the forks are unknown too (a devnet, a custom node), since the
    /// EVM account moves ZIL on every Zilliqa 2.0 network.
    ///
    /// ```swift
    /// PayingAccount.offlineDefault(chainID: Network.mainnet.chainID)   // .evm
    /// ```
    public static func offlineDefault(chainID: UInt16) -> PayingAccount {
        guard let era = LegacyTransferForks.eraAsOfNow(chainID: chainID) else { return .evm }
        return SendingAccounts(era).legacyCanSend ? .legacy : .evm
    }
}
