import ZilliqaKit

extension PayingAccount {
    /// The account that pays a payment signed offline (`tx sign`) when the person did not choose,
    /// with no node to ask: the EVM one where the network's known forks refuse legacy transfers
    /// (``LegacyTransferForks/eraAsOfNow(chainID:)``), and where the forks are unknown too (a
    /// devnet, a custom node), since the EVM account moves ZIL on every Zilliqa 2.0 network.
    ///
    /// ```swift
    /// PayingAccount.offlineDefault(chainID: Network.mainnet.chainID)   // .evm
    /// ```
    public static func offlineDefault(chainID: UInt16) -> PayingAccount {
        guard let era = LegacyTransferForks.eraAsOfNow(chainID: chainID) else { return .evm }
        return SendingAccounts(era).legacyCanSend ? .legacy : .evm
    }
}
