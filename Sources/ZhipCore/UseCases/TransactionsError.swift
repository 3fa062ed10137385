public import ZilliqaKit

/// Why a transactions use case failed; each description says what happened (and, for a
/// payment, that nothing was sent when nothing was) and what to do. None of them carries a
/// password or a key.
///
/// ```swift
/// do { prepared = try await sendTransactionUseCase.prepare(draft, from: sender) }
/// catch let error as TransactionsError { show(error.description) }   // error.refusesThePayment: no retry helps
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
    /// The node could not be asked, or failed to answer (see ``ZilliqaServiceError``). Nothing was
    /// sent: a send that may have gone out is ``SendOutcome/unknown(_:)``, never this.
    case service(ZilliqaServiceError)
    /// The network refused the transaction it was sent: nothing was transferred.
    case nodeRefused(ZilliqaServiceError)
    /// The transaction was signed for chain `signedFor`, but the wallet is set to `configured`.
    /// Nothing was sent.
    case signedForOtherChain(signedFor: UInt16, configured: Network)
    /// The transaction's signature is not its sender's over its fields (it was changed after
    /// signing). Nothing was sent.
    case signatureInvalid
    /// The send was cancelled before anything was sent.
    case cancelled

    // MARK: - Money

    /// The sender's `balance` does not cover `amount` plus `fee`. Nothing was sent.
    case insufficientFunds(balance: Amount, amount: Amount, fee: Amount)
    /// The fee (50 gas at the gas price) or the amount plus the fee is more than any amount can
    /// be. Nothing was sent.
    case amountTooLarge(AmountError)
    /// The gas price asked for is below the network's minimum. Nothing was signed.
    case gasPriceBelowMinimum(price: Amount, minimum: Amount)
    /// The gas price asked for is above ``PaymentLimits/maximumGasPrice`` and a high fee was not
    /// allowed. Nothing was signed.
    case gasPriceAboveLimit(price: Amount, limit: Amount)
    /// The node at `node` reports a minimum gas price above ``PaymentLimits/maximumGasPrice``:
    /// it is wrong or hostile, and nothing was signed.
    case nodeMinimumGasPriceAboveLimit(node: String, minimum: Amount, limit: Amount)
    /// The gas limit is below ``Payment/minimumGasLimit``. Nothing was signed.
    case gasLimitTooLow(UInt64)
    /// The gas limit is above ``Payment/maximumGasLimit``, more than a block holds: the node would
    /// refuse it. Nothing was signed.
    case gasLimitAboveBlock(UInt64)
    /// The payment carries `risk` (the sender or the zero address as recipient, a gas price above
    /// the ceiling, a lodging into the migration escrow) and the person did not accept it
    /// (``PaymentDraft/acceptedRisks``). Nothing was signed.
    case riskNotAccepted(PaymentRisk)
    /// Signing without asking a node needs `field` (the nonce, the gas price) given. Nothing was signed.
    case offlineNeeds(PaymentField)
    /// Zilliqa 2.0 froze the sending account (``ZilliqaKit/AccountBalance/isFrozen``): nothing can
    /// be sent from it. Nothing was signed.
    case accountFrozen(Address)
    /// The network no longer takes legacy (zil1) transfers at all (``ZilliqaKit/LegacyTransfers/disabled``).
    /// Nothing was signed.
    case legacyTransfersDisabled(Network)
    /// The network takes legacy (zil1) transfers only into the migration escrow
    /// (``ZilliqaKit/LegacyTransfers/escrowOnly``), and the payment is addressed elsewhere. Nothing was signed.
    case onlyEscrowAccepted(Network)

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
            "the node at \(configured.displayURL) is on chain \(nodeChainID)\(Self.presetName(nodeChainID)),"
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
        case .nodeRefused(let error):
            "the network refused the payment, and nothing was transferred: \(error)"
        case .signedForOtherChain(let signedFor, let configured):
            "the transaction was signed for chain \(signedFor)\(Self.presetName(signedFor)), but the wallet is set to"
                + " \(configured.name) (chain \(configured.chainID)): nothing was sent; send it on the network it was"
                + " signed for, or sign it again for this one"
        case .signatureInvalid:
            "the transaction's signature does not match its fields: it was changed after signing, and nothing was"
                + " sent; sign it again"
        case .cancelled:
            "the send was cancelled before anything was sent"
        case .insufficientFunds(let balance, let amount, let fee):
            Self.insufficientFundsDescription(balance: balance, amount: amount, fee: fee)
        case .amountTooLarge(let error):
            "the payment cannot be made, and nothing was sent: \(error)"
        case .gasPriceBelowMinimum(let price, let minimum):
            "the gas price \(Self.li(price)) is below the network's minimum of \(Self.li(minimum)): nothing was signed;"
                + " pay at least the minimum (leave the gas price out to pay it)"
        case .gasPriceAboveLimit(let price, let limit):
            "the gas price \(Self.li(price)) is above Zhip's ceiling of \(Self.li(limit)), far more than the network asks:"
                + " nothing was signed; leave the gas price out to pay the network's minimum, or allow a high fee"
                + " explicitly if you mean it"
        case .nodeMinimumGasPriceAboveLimit(let node, let minimum, let limit):
            "the node at \(node) says its minimum gas price is \(Self.li(minimum)), above Zhip's ceiling of"
                + " \(Self.li(limit)): the node is wrong or hostile, and nothing was signed; use another node, or"
                + " give a gas price yourself and allow a high fee explicitly"
        case .gasLimitTooLow(let limit):
            "the gas limit \(limit) is below \(Payment.minimumGasLimit), the least a payment needs: nothing was signed"
        case .gasLimitAboveBlock(let limit):
            "the gas limit \(limit) is more than a block holds (\(Payment.maximumGasLimit)), so the network would"
                + " refuse it: nothing was signed; a payment needs \(Payment.minimumGasLimit), and more costs nothing"
        case .riskNotAccepted(.escrowLodge):
            "the payment \(EscrowLodging.sentence) Nothing was signed; confirm"
                + " lodging into the escrow explicitly if you mean it"
        case .riskNotAccepted(let risk):
            "the payment \(risk.consequence): nothing was signed; check the recipient, or confirm this recipient"
                + " explicitly if you mean it"
        case .offlineNeeds(let field):
            "signing without a node needs the \(Self.name(of: field)) given: nothing was signed"
        case .accountFrozen(let account):
            "\(account.bech32) is frozen: Zilliqa 2.0 moved its balance away (it was on a list of blocked accounts)"
                + " and no transaction can be sent from it, so nothing was signed; the exchange or service that"
                + " held this address is the one to ask about its ZIL"
        case .legacyTransfersDisabled(let network):
            "\(network.displayName) no longer accepts legacy (zil1) transfers\(LegacyTransferForks.since(.disabled, on: network)):"
                + " Zilliqa 2.0 switched them off, so nothing was signed. Your balance is safe and can still be read;"
                + " it can move again once the network opens the migration escrow to legacy accounts (mainnet did at"
                + " block 36,383,379), and new ZIL moves through the EVM (0x) account of the same key"
        case .onlyEscrowAccepted(let network):
            "\(network.displayName) accepts legacy (zil1) transfers only into the migration escrow"
                + "\(LegacyTransferForks.since(.escrowOnly, on: network)), so a payment to anyone else cannot go"
                + " through: nothing was signed. Your balance is safe and can still be read; to move it, lodge it into"
                + " the migration escrow (\(Address.migrationEscrow.bech32)) and claim it with Zilliqa's official"
                + " recovery tool, and let new ZIL come to the EVM (0x) account of the same key"
        case .persistence(let error):
            "the cached balance could not be read or written: \(error)"
        }
    }

    /// True when the payment itself is refused, by one of ZhipCore's rules or by the network:
    /// trying it again as it is gets the same answer (the CLI's exit code 2). False when
    /// something around it failed (the password, the keystore, the node could not be asked, the
    /// settings, a cancel): it may go through once that is mended (exit code 1).
    public var refusesThePayment: Bool {
        switch self {
        case .insufficientFunds, .amountTooLarge, .gasPriceBelowMinimum, .gasPriceAboveLimit,
            .nodeMinimumGasPriceAboveLimit, .gasLimitTooLow, .gasLimitAboveBlock, .nodeRefused, .signedForOtherChain,
            .signatureInvalid, .offlineNeeds, .riskNotAccepted, .accountFrozen, .legacyTransfersDisabled,
            .onlyEscrowAccepted:
            true
        case .wrongPassword, .keystore, .keystoreNotForSender, .networkMismatch, .networkChanged, .networkSetting,
            .service, .cancelled, .persistence:
            false
        }
    }

    /// The field's name in a sentence: `gas price`.
    private static func name(of field: PaymentField) -> String {
        switch field {
        case .recipient: "recipient"
        case .amount: "amount"
        case .gasPrice: "gas price"
        case .gasLimit: "gas limit"
        case .nonce: "nonce"
        case .transactionType: "transaction type"
        case .maxFee: "max fee"
        case .priorityFee: "priority fee"
        }
    }

    /// `amount` in Li as the amount options take it: `2000 Li`.
    private static func li(_ amount: Amount) -> String {
        "\(amount.formatted(in: .li)) Li"
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
