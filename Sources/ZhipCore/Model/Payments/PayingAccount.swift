public import ZilliqaKit

/// Which of a key's two accounts pays: the legacy `zil1…` one (EC-Schnorr, CreateTransaction) or
/// the EVM `0x…` one (ECDSA, eth_sendRawTransaction).
///
/// ```swift
/// let account = await PayingAccount.default(on: network, asking: Container.shared.zilliqaService())
/// ```
public enum PayingAccount: String, Sendable, Hashable, CaseIterable {
    /// The `zil1…` account; Zilliqa 2.0 mainnet refuses its transfers since July 2026.
    case legacy
    /// The `0x…` account, which moves ZIL on every Zilliqa 2.0 network.
    case evm

    /// The account that pays when the person did not choose: the EVM one where the network refuses
    /// legacy transfers, the legacy one where it takes them, or when the node's answer did not say
    /// (then rule `legacy-era` of the ``PaymentSession`` names the era). The
    /// era is ``LegacyTransferForks/era(on:asking:)``'s: no probe on mainnet and testnet.
    public static func `default`(on network: Network, asking service: any ZilliqaService) async -> PayingAccount {
        guard let era = await LegacyTransferForks.era(on: network, asking: service) else { return .legacy }
        return SendingAccounts(era).legacyCanSend ? .legacy : .evm
    }
}
