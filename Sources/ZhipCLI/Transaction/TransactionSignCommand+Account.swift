import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `tx sign`'s choice of the account that signs and of the chain signed for, made offline.
extension TransactionSignCommand {
    /// The account that signs: `--account`, else the one whose own options are given (the
    /// migration escrow takes legacy transfers only), else ZhipCore's offline default for the
    /// chain (``ZhipCore/PayingAccount/offlineDefault(chainID:)``), as `send` chooses.
    func signingAccount(chainID: UInt16?) -> PayingAccount {
        if let account { return account.account }
        if allowHighFee || allowUnusualRecipient || lodgeIntoEscrow { return .legacy }
        if (try? Address(to))?.isMigrationEscrow == true { return .legacy }
        if type != nil || maxFee != nil || priorityFee != nil || allowLegacyRecipient { return .evm }
        return chainID.map(PayingAccount.offlineDefault(chainID:)) ?? .evm
    }

    /// The Zilliqa chain id signed for: `--network`'s (with `--chain-id` for a URL), or `--chain-id`
    /// alone (either id), which is all an EVM transaction needs; nil when neither is given.
    func signingChainID() throws -> UInt16? {
        if network.network == nil, let chainID = network.chainID {
            guard account != .legacy else {
                throw ValidationError(
                    "--chain-id goes with a node's URL for the legacy account: give --network (mainnet, testnet, "
                        + "devnet, or a URL with --chain-id N)")
            }
            return chainID.zilliqa
        }
        return try network.explicitNetwork()?.chainID
    }

    /// The legacy payment the options describe, read by ZhipCore (``ZhipCore/PaymentText/draft()``).
    func legacyDraft() throws -> PaymentDraft {
        try paymentText.draftFromOptions()
    }
}
