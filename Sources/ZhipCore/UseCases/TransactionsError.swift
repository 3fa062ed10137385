public import ZilliqaKit

/// Why a transactions use case failed; each description says what happened (and, for a
/// payment, that nothing was sent when nothing was) and what to do. None of them carries a
/// password or a key.
///
/// ```swift
/// do { prepared = try await payments.prepare(.legacy(draft, from: sender)) }
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
    /// An EVM payment was prepared for the EVM chain `preparedFor`, and the wallet's network has
    /// changed since: nothing was signed.
    case evmNetworkChanged(preparedFor: UInt64, configured: Network)
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

    // MARK: - The EVM account

    /// The EVM balance does not cover value + gasLimit × price (`maximumFee`, the most the fee can
    /// be). Nothing was signed.
    case insufficientEVMFunds(required: Wei, balance: Wei, maximumFee: Wei)
    /// The node answers for the EVM chain `nodeChainID`, but the wallet is set to `configured`.
    /// Nothing was signed.
    case evmNetworkMismatch(nodeChainID: UInt64, configured: Network)
    /// A priority fee above maxFee: Zilliqa 2.0 drops such a transaction without a word.
    case priorityFeeAboveMaxFee(priorityFee: Wei, maxFee: Wei)
    /// A maxFee or gas price below the network's: Zilliqa 2.0 refuses it.
    case feeBelowGasPrice(offered: Wei, gasPrice: Wei)
    /// The EVM sender is a swept account (nonce 2^64−1): nothing can be sent from it.
    case frozenSender(EVMAddress)
    /// The recipient was swept by Zilliqa 2.0: a transfer to it is mined as failed, the fee charged.
    case sweptRecipient(EVMAddress)
    /// The fee takes the whole balance: nothing is left to send.
    case nothingLeftAfterFee(balance: Wei, fee: Wei)
    /// The key given to sign is not the prepared payment's EVM sender.
    case wrongKey(expected: EVMAddress, key: EVMAddress)
    /// A transaction signed earlier went out, or may have, without an answer: look it up, never
    /// sign it anew.
    case sendOutcomeUnknown(UnansweredSend)
    /// Mined with status 0: the fee was charged, the value did not move.
    case failedOnChain(EVMTransactionReceipt)
    /// No receipt yet; it may still be mined.
    case notMinedYet(EVMHash)
    /// The wallet's record of the EVM nonces it used could not be read or written.
    case nonceRecord(PersistenceError)
    /// The node's `eth_` API refused or answered what cannot be used (see ``ZilliqaKit/EVMServiceError``).
    case evmService(EVMServiceError)
    /// A signed transaction's nonce is ahead of the account's next one: the node would queue it,
    /// unmined, until the gap is filled.
    case nonceGap(EVMNonceGap)
    /// A signed transaction's nonce is below the account's next one: another transaction has it.
    case nonceTaken(nonce: UInt64, nextNonce: UInt64)
    /// An EVM gas limit below a plain transfer's 21000: Zilliqa 2.0 takes it and drops it. Nothing was signed.
    case evmGasLimitTooLow(UInt64)
    /// An EVM gas limit above Zilliqa 2.0's block gas limit: the network refuses it. Nothing was signed.
    case evmGasLimitAboveBlock(UInt64)
    /// The amount plus the largest fee is more than can be counted in wei. Nothing was signed.
    case evmCostOverflow

    // MARK: - Tokens

    /// The token's contract refused the call when it was simulated from the sender (`eth_call`,
    /// `eth_estimateGas`), for `reason` (its own words, decoded). Nothing was signed.
    case tokenCallReverted(Token, reason: ABIRevertReason)
    /// The token's contract answered `false` to the simulated call: it would not move. Nothing was signed.
    case tokenReturnedFalse(Token)
    /// The token's contract answered what no ERC-20 answers (`balanceOf` not one word, a
    /// `transfer` returning neither nothing nor a boolean): not a token, or not at this address on
    /// this network. Nothing was signed.
    case tokenUnreadable(Token)
    /// The sender's `balance` of the token is below the `required` amount (both in its smallest
    /// unit). Nothing was signed.
    case insufficientTokenBalance(Token, required: UInt256, balance: UInt256)
    /// The gas of a token call (estimated or given) is above ``EVMPaymentRules/maximumTokenGas``.
    /// Nothing was signed.
    case tokenGasAboveCeiling(UInt64, ceiling: UInt64)
    /// A gas limit below the `intrinsic` gas of the transaction's call data: the network refuses
    /// it. Nothing was signed.
    case evmGasLimitBelowIntrinsic(UInt64, intrinsic: UInt64)
    /// The wallet's record of the approvals it sent could not be read or written.
    case approvalRecord(PersistenceError)
    /// A migration escrow claim the wallet will not sign (``EscrowClaimRefusal``).
    case escrowClaimRefused(EscrowClaimRefusal)
    /// A staking call the wallet will not sign (``StakingRefusal``).
    case stakingRefused(StakingRefusal)
    /// A pool could not be read while the staking call was prepared (``StakingError``).
    indirect case stakingUnreadable(StakingError)

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
            Self.mismatch(
                node: "chain \(nodeChainID)\(Self.presetName(nodeChainID))", configured: configured,
                wallet: "chain \(configured.chainID)")
        case .networkChanged(let preparedFor, let configured):
            "the payment was prepared for \(preparedFor.displayName) (chain \(preparedFor.chainID)), but the wallet is now"
                + " set to \(configured.displayName) (chain \(configured.chainID)): nothing was sent; prepare the payment"
                + " again"
        case .evmNetworkChanged(let preparedFor, let configured):
            "the payment was prepared for \(Self.chain(preparedFor)), but the wallet is now set to"
                + " \(configured.displayName) (\(Self.chain(configured.evmChainID))): nothing was sent; prepare the"
                + " payment again"
        case .networkSetting(let error):
            error.description
        case .service(let error):
            error.description
        case .nodeRefused(let error):
            "the network refused the payment, and nothing was transferred: \(error)"
        case .signedForOtherChain(let signedFor, let configured):
            "the transaction was signed for chain \(signedFor)\(Self.presetName(signedFor)), but the wallet is set to"
                + " \(configured.displayName) (chain \(configured.chainID)): nothing was sent; send it on the network it was"
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
        case .offlineNeeds(let field) where [.maxFee, .priorityFee].contains(field):
            "signing without a node needs the \(Self.name(of: field)) given: nothing was signed; give it in wei or gwei"
                + " (Zilliqa 2.0's gas price is 4761904800000 wei, 4761.9048gwei)"
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
        case .insufficientEVMFunds(let required, let balance, let maximumFee):
            "Insufficient funds: the payment needs \(Self.zil(required)) (the amount and the most the fee can be) and "
                + "the balance is \(Self.zil(balance)): nothing was signed; "
                + (balance > maximumFee
                    ? "send at most \(Self.zil(Wei(wei: balance.wei - maximumFee.wei))) at this fee, or fund the account."
                    : "the balance does not even cover the fee; fund the account first.")
        case .evmNetworkMismatch(let nodeChainID, let configured):
            Self.mismatch(
                node: Self.chain(nodeChainID), configured: configured, wallet: Self.chain(configured.evmChainID))
        case .priorityFeeAboveMaxFee(let priority, let maxFee):
            "The priority fee (\(priority.weiString) wei) is above the max fee (\(maxFee.weiString) wei); the node "
                + "would drop it silently. Lower the priority fee."
        case .feeBelowGasPrice(let offered, let gasPrice):
            "The fee offered (\(offered.weiString) wei a gas) is below the network's gas price "
                + "(\(gasPrice.weiString) wei); the node refuses it. Offer at least the gas price."
        case .frozenSender(let address):
            "The account \(address) was swept by Zilliqa 2.0 (its nonce is the largest there is): nothing can be sent from it."
        case .sweptRecipient(let address):
            "The recipient \(address) was swept by Zilliqa 2.0 (a blocked recipient): a transfer to it fails on "
                + "chain and the fee is charged. Ask its owner for another address."
        case .nothingLeftAfterFee(let balance, let fee):
            "The fee (\(fee.weiString) wei) takes the whole balance (\(balance.weiString) wei): nothing is left to send."
        case .wrongKey(let expected, let key):
            "The key's EVM account is \(key), not the payment's sender \(expected); unlock the sender's wallet."
        case .sendOutcomeUnknown(let unanswered): unanswered.description
        case .failedOnChain(let receipt):
            "The transaction \(receipt.transactionHash.hex) failed (status 0): the fee was charged, the amount did not move."
        case .notMinedYet(let hash):
            "The transaction \(hash.hex) is not mined yet; check later with `zhip-cli tx status \(hash.hex)`."
        case .nonceRecord(let error): "The wallet's record of sent nonces: \(error)"
        case .evmService(let error): "\(error)"
        case .nonceGap(let gap):
            "The transaction's nonce \(gap.nonce) is ahead of the account's next nonce \(gap.nextNonce): the node "
                + "would keep it unmined until \(gap.missingNonces) are used, and then it would go out too. Nothing "
                + "was sent; sign it again with nonce \(gap.nextNonce)."
        case .evmGasLimitTooLow(let limit):
            "the gas limit \(limit) is below \(EVMPaymentRules.transferGas), what an EVM transfer needs: the network"
                + " drops it, and nothing was signed. Give at least \(EVMPaymentRules.transferGas)"
        case .evmGasLimitAboveBlock(let limit):
            "the gas limit \(limit) is above Zilliqa 2.0's block gas limit, \(EVMPaymentRules.blockGasLimit): the"
                + " network refuses it, and nothing was signed. Give at most \(EVMPaymentRules.blockGasLimit)"
        case .evmCostOverflow:
            "the amount plus the fee is more than can be counted in wei, and nothing was signed: give a smaller"
                + " amount or fee"
        case .nonceTaken(let nonce, let next):
            "The transaction's nonce \(nonce) was already used by another transaction of this account (its next "
                + "nonce is \(next)), so the network refuses it and nothing was sent; sign it again with nonce \(next)."
        case .persistence(let error):
            "the cached balance could not be read or written: \(error)"
        case .tokenCallReverted(let token, let reason):
            "The token \(token.label) refuses this call: "
                + "\(TokenText.cleaned(reason.description, limit: TokenText.maximumNameLength * 4)). "
                + "Nothing was signed; check the amount and the token balance, or ask the token's issuer why."
        case .tokenReturnedFalse(let token):
            "The token \(token.label) answered false to this call: it would not move anything. Nothing was signed;"
                + " check the amount and the token balance with 'zhip-cli balance --token \(token.symbol)'."
        case .tokenUnreadable(let token):
            "The contract \(token.contract.checksummed) does not answer as an ERC-20 token on this network, so "
                + "nothing was signed. Check that the network is the token's, or remove it with "
                + "'zhip-cli token remove \(token.contract.checksummed)'."
        case .insufficientTokenBalance(let token, let required, let balance):
            "Insufficient \(token.label): the payment needs \(token.text(of: required)) and the balance is "
                + "\(token.text(of: balance)): nothing was signed; send at most \(token.text(of: balance)), or fund the account."
        case .tokenGasAboveCeiling(let gas, let ceiling):
            "The token call needs \(gas) gas, above Zhip's ceiling of \(ceiling) for a token call (a transfer or "
                + "an approval uses about 30000 to 100000): nothing was signed. This token does far more than move "
                + "units; do not use it, or ask its issuer why."
        case .evmGasLimitBelowIntrinsic(let limit, let intrinsic):
            "the gas limit \(limit) is below \(intrinsic), what this transaction's call data costs before it runs:"
                + " the network refuses it, and nothing was signed. Give at least \(intrinsic)"
        case .approvalRecord(let error): "The wallet's record of the approvals it sent: \(error)"
        case .escrowClaimRefused(let refusal): "\(refusal)"
        case .stakingRefused(let refusal): "\(refusal)"
        case .stakingUnreadable(let error): "\(error); nothing was signed"
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
            .onlyEscrowAccepted, .insufficientEVMFunds, .priorityFeeAboveMaxFee, .feeBelowGasPrice, .frozenSender,
            .sweptRecipient, .nothingLeftAfterFee, .nonceGap, .nonceTaken, .evmGasLimitTooLow, .evmGasLimitAboveBlock,
            .evmCostOverflow, .tokenCallReverted, .tokenReturnedFalse, .tokenUnreadable, .insufficientTokenBalance,
            .tokenGasAboveCeiling, .evmGasLimitBelowIntrinsic, .escrowClaimRefused, .stakingRefused,
            .stakingUnreadable:
            true
        case .evmService(let refusal):
            switch refusal {
            case .hashMismatch, .malformedAnswer, .sendOutcomeUnknown, .receiptNotFound: false
            default: true
            }
        case .wrongPassword, .keystore, .keystoreNotForSender, .networkMismatch, .networkChanged, .evmNetworkChanged,
            .networkSetting,
            .service, .cancelled, .persistence, .evmNetworkMismatch, .wrongKey, .sendOutcomeUnknown, .failedOnChain,
            .notMinedYet, .nonceRecord, .approvalRecord:
            false
        }
    }

    /// What the EVM service's `error` (or the legacy service's, for a read) means for a payment:
    /// its own refusal or failure, the node's refusal (a JSON-RPC error answer), or the node not
    /// reached or not read.
    init(evmNode error: any Error) {
        switch error {
        case let error as TransactionsError: self = error
        case let error as EVMServiceError: self = .evmService(error)
        case let error as NetworkSettingError: self = .networkSetting(error)
        case let error as ZilliqaServiceError:
            switch error {
            case .transport, .notSent, .invalidResponse, .requestNotEncodable, .rateLimited, .receiptNotFound:
                self = .service(error)
            default: self = .nodeRefused(error)
            }
        case is CancellationError: self = .cancelled
        // The EVM service throws only the errors above; anything else is an answer it could not read.
        default: self = .service(.invalidResponse("an answer the wallet could not read"))
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

    /// `1000.1000000008 ZIL (1000100000000800000000 wei)`: exact in both units.
    private static func zil(_ amount: Wei) -> String {
        "\(amount.formatted(in: .zil)) ZIL (\(amount.weiString) wei)"
    }

    /// `EVM chain 32769 (0x8001, Zilliqa chain 1)`; the Zilliqa id only where one maps to it.
    /// Either account's chain-id mismatch: the node's chain and the wallet's, each as its account
    /// names it, and what to do (for a custom network, whose name is the node's URL, another URL
    /// would not help: its chain id is what is wrong).
    private static func mismatch(node: String, configured: Network, wallet: String) -> String {
        let advice =
            Network.presets.contains(configured)
            ? "choose the network that matches the node, or give the URL of a \(configured.displayName) node"
            : "give the node's own chain id with its URL, or use a node on \(wallet)"
        return "the node at \(configured.displayURL) is on \(node), but the wallet is set to \(configured.displayName)"
            + " (\(wallet)): the chain ids do not match, and nothing was signed or sent; \(advice)"
    }

    private static func chain(_ evmChainID: UInt64) -> String {
        let zilliqa = Network.zilliqaChainID(forEVMChainID: evmChainID).map { ", Zilliqa chain \($0)" } ?? ""
        return "EVM chain \(evmChainID) (0x\(String(evmChainID, radix: 16))\(zilliqa))"
    }
}
