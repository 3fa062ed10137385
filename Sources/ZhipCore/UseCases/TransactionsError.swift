public import ZilliqaKit

/// Why a transactions use case failed; each description says what happened (and, for a
/// payment, that nothing was sent when nothing was) and what to do. None of them carries a
/// password or a key.
///
/// ```swift
/// do { id = try await sendTransactionUseCase.send(prepared, keystore: keystore, password: typed) }
/// catch TransactionsError.wrongPassword { askAgain() }
/// catch let error as TransactionsError { show(error.description) }
/// ```
public enum TransactionsError: Error, Equatable, Sendable, CustomStringConvertible {
    // MARK: - Unlocking the sender's key

    /// The password does not unlock the keystore. Nothing was sent.
    case wrongPassword
    /// The keystore could not be unlocked for another reason (a damaged file, a failing crypto
    /// library). Nothing was sent.
    case keystore(KeystoreError)
    /// The keystore holds the key of `keystore`, but the payment was prepared for `sender`.
    /// Nothing was sent.
    case keystoreNotForSender(keystore: Address, sender: Address)

    // MARK: - The network

    /// The node answers for the chain `nodeChainID`, but the wallet is set to `configured`.
    /// Nothing was sent.
    case networkMismatch(nodeChainID: UInt16, configured: Network)
    /// The payment was prepared for `preparedFor`, but the wallet has since been set to
    /// `configured`. Nothing was sent.
    case networkChanged(preparedFor: Network, configured: Network)
    /// The wallet does not know which network to use (see ``NetworkSettingError``).
    case networkSetting(NetworkSettingError)
    /// The node failed or refused (see ``ZilliqaServiceError``; ``ZilliqaServiceError/transport(_:)``
    /// during a send means the outcome is unknown).
    case service(ZilliqaServiceError)

    // MARK: - Money

    /// The sender's `balance` does not cover `amount` plus `fee`. Nothing was sent.
    case insufficientFunds(balance: Amount, amount: Amount, fee: Amount)
    /// The fee (gas price x gas limit) or the amount plus the fee is more than any amount can
    /// be. Nothing was sent.
    case amountTooLarge(AmountError)

    // MARK: - The balance cache

    /// The cached balance could not be read, written or deleted.
    case persistence(PersistenceError)

    public var description: String {
        switch self {
        case .wrongPassword:
            "wrong password: it does not unlock the wallet's keystore, and nothing was sent; check it for typos,"
                + " caps lock and keyboard layout, then try again"
        case .keystore(let error):
            "the wallet's keystore could not be unlocked, and nothing was sent: \(error)"
        case .keystoreNotForSender(let keystore, let sender):
            "the keystore holds the key of \(keystore.bech32), not of the sending account \(sender.bech32):"
                + " nothing was sent; prepare the payment again from \(keystore.bech32), or unlock \(sender.bech32)'s"
                + " keystore"
        case .networkMismatch(let nodeChainID, let configured):
            "the node at \(configured.url.absoluteString) is on chain \(nodeChainID)\(Self.presetName(nodeChainID)),"
                + " but the wallet is set to \(configured.name) (chain \(configured.chainID)): nothing was sent;"
                + " choose the network that matches the node, or give the URL of a \(configured.name) node"
        case .networkChanged(let preparedFor, let configured):
            "the payment was prepared for \(preparedFor.name) (chain \(preparedFor.chainID)), but the wallet is now"
                + " set to \(configured.name) (chain \(configured.chainID)): nothing was sent; prepare the payment"
                + " again"
        case .networkSetting(let error):
            error.description
        case .service(let error):
            error.description
        case .insufficientFunds(let balance, let amount, let fee):
            Self.insufficientFundsDescription(balance: balance, amount: amount, fee: fee)
        case .amountTooLarge(let error):
            "the payment cannot be made, and nothing was sent: \(error)"
        case .persistence(let error):
            "the cached balance could not be read or written: \(error)"
        }
    }

    /// ` (testnet)` when a preset has chain `chainID`, else nothing.
    private static func presetName(_ chainID: UInt16) -> String {
        Network.presets.first { $0.chainID == chainID }.map { " (\($0.name))" } ?? ""
    }

    private static func insufficientFundsDescription(balance: Amount, amount: Amount, fee: Amount) -> String {
        let (total, overflow) = amount.qa.addingReportingOverflow(fee.qa)
        let needs =
            overflow
            ? "\(amount) plus a fee of \(fee)" : "\(amount) plus a fee of \(fee), \(Amount(qa: total)) in all"
        let advice =
            balance.qa > fee.qa
            ? "send at most \(Amount(qa: balance.qa - fee.qa)) at this gas price, or add funds to the account first"
            : "the balance covers no more than the fee; add funds to the account first"
        return "the account holds \(balance) but the payment needs \(needs): nothing was sent; \(advice)"
    }
}
