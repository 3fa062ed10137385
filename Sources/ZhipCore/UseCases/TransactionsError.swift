public import ZilliqaKit

/// Why a payment (or the balance cache) failed: each description says what happened (and, for a
/// payment, whether anything was sent) and what to do. A payment's own refusal by a rule is
/// ``refused(_:)``, with the rule's reason and next step; none of them carries a password or a key.
///
/// ```swift
/// do { prepared = try await session.prepare() }
/// catch let error as TransactionsError { show(error.description) }   // error.refusesThePayment: no retry helps
/// ```
public enum TransactionsError: Error, Equatable, Sendable, CustomStringConvertible {
    // MARK: - Unlocking the sender's key

    /// The password does not unlock the keystore. Nothing was sent.
    case wrongPassword
    /// The keystore could not be unlocked for another reason (a damaged file, a failing crypto
    /// library). Nothing was sent.
    case keystore(KeystoreError)
    /// The key unlocked is not the paying account's. Nothing was signed.
    case wrongKey(expected: String, key: String)
    /// The saved wallet could not be unlocked (``WalletError``). Nothing was signed.
    case wallet(WalletError)

    // MARK: - The network

    /// The payment was prepared for `preparedFor`, and the wallet has since been set to
    /// `configured`. Nothing was signed.
    case networkChanged(preparedFor: String, configured: Network)
    /// The wallet does not know which network to use (see ``NetworkSettingError``).
    case networkSetting(NetworkSettingError)
    /// The node could not be asked, or failed to answer (see ``ZilliqaServiceError``). Nothing was
    /// sent: a send that may have gone out is ``SendOutcome/unknown(_:)``, never this.
    case service(ZilliqaServiceError)
    /// The legacy API refused the transaction it was sent: nothing was transferred.
    case nodeRefused(ZilliqaServiceError)
    /// The node's `eth_` API refused or answered what cannot be used (see ``ZilliqaKit/EVMServiceError``).
    case evmService(EVMServiceError)
    /// A signed file's signature is not its sender's over its fields. Nothing was sent.
    case signatureInvalid
    /// Cancelled before anything was sent.
    case cancelled

    // MARK: - The payment

    /// A rule of ``PaymentRules`` refused the payment: nothing was signed.
    case refused(PaymentRefusal)
    /// Signing was asked of a payment that is not the one last reviewed and confirmed: nothing was signed.
    case notReviewed
    /// With `--yes`, a figure the review showed changed once the key was unlocked: nothing was signed.
    case reviewChanged([PaymentChange])
    /// Signing without asking a node needs `field` given. Nothing was signed.
    case offlineNeeds(PaymentField)
    /// Sent, or perhaps sent, without an answer: look it up, never sign it anew.
    case sendOutcomeUnknown(UnansweredSend)
    /// No receipt yet; it may still be mined.
    case notMinedYet(SentTransaction)
    /// A legacy payment the network dropped at its era switch: never mined, nothing moved.
    case droppedAtEraSwitch(LegacyPaymentDroppedError)

    // MARK: - What an intent read

    /// The token's contract refused the call when it was simulated from the sender, for `reason`.
    case tokenCallReverted(Token, reason: ABIRevertReason)
    /// The token's contract answered `false` to the simulated call: it would not move.
    case tokenReturnedFalse(Token)
    /// The token's contract answered what no ERC-20 answers: not a token, or not on this network.
    case tokenUnreadable(Token)
    /// A migration escrow claim the wallet will not sign (``EscrowClaimRefusal``).
    case escrowClaimRefused(EscrowClaimRefusal)
    /// A staking call the wallet will not sign (``StakingRefusal``).
    case stakingRefused(StakingRefusal)
    /// A pool could not be read while the staking call was prepared (``StakingError``).
    indirect case stakingUnreadable(StakingError)
    /// A swap the wallet will not sign (``SwapRefusal``).
    case swapRefused(SwapRefusal)

    // MARK: - A Ledger device

    /// The Ledger device did not sign: rejected on it, blind signing off, another app open, not found.
    case ledger(LedgerError)
    /// The Ledger derives another address on the account's path than the one saved: another device
    /// or another passphrase. Nothing was signed.
    case ledgerAccountMismatch(saved: EVMAddress, device: EVMAddress, path: DerivationPath)
    /// A Ledger wallet was asked to sign for a legacy (zil1) account, which it does not have.
    case ledgerHasNoLegacyAccount

    // MARK: - The wallet's records

    /// A record of the wallet (the cached balance, the sends, the approvals) could not be read or written.
    case persistence(PersistenceError)

    public var description: String {
        switch self {
        case .wrongPassword:
            "wrong password: it does not unlock the wallet's keystore, and nothing was sent; check it for typos,"
                + " caps lock and keyboard layout, then try again"
        case .keystore(let error):
            "the wallet's keystore could not be unlocked, and nothing was sent: \(error)"
        case .wrongKey(let expected, let key):
            "the key unlocked is \(key)'s, not the paying account \(expected)'s: nothing was signed; unlock that"
                + " account's keystore, or prepare the payment from \(key)"
        case .wallet(let error): "\(error); nothing was signed"
        case .networkChanged(let preparedFor, let configured):
            "the payment was prepared for \(preparedFor), but the wallet is now set to \(configured.displayName):"
                + " nothing was signed; prepare the payment again"
        case .networkSetting(let error): error.description
        case .service(let error): error.description
        case .nodeRefused(let error): "the network refused the payment, and nothing was transferred: \(error)"
        case .evmService(let error): "\(error)"
        case .signatureInvalid:
            "the transaction's signature does not match its fields: it was changed after signing, and nothing was"
                + " sent; sign it again"
        case .cancelled: "the send was cancelled before anything was sent"
        case .refused(let refusal): refusal.description
        case .notReviewed:
            "the payment to sign is not the one reviewed and confirmed: nothing was signed; review it again"
        case .reviewChanged(let changes):
            "the payment changed once the key was unlocked ("
                + changes.map(\.description).joined(separator: "; ")
                + "): nothing was signed; run the command again to review it as it is now"
        case .offlineNeeds(let field) where [.maxFee, .priorityFee].contains(field):
            "signing without a node needs the \(field.name) given: nothing was signed; give it in wei or gwei"
                + " (Zilliqa 2.0's gas price is 4761904800000 wei, 4761.9048gwei)"
        case .offlineNeeds(let field): "signing without a node needs the \(field.name) given: nothing was signed"
        case .sendOutcomeUnknown(let unanswered): unanswered.description
        case .notMinedYet(let sent):
            "the transaction \(sent) is not mined yet; look it up later with 'zhip-cli tx status \(sent)'"
        case .droppedAtEraSwitch(let dropped): dropped.description
        case .tokenCallReverted(let token, let reason):
            "the token \(token.label) refuses this call: "
                + "\(TokenText.cleaned(reason.description, limit: TokenText.maximumNameLength * 4)); nothing was"
                + " signed; check the amount and the token balance, or ask the token's issuer why"
        case .tokenReturnedFalse(let token):
            "the token \(token.label) answered false to this call: it would not move anything, and nothing was"
                + " signed; check the amount and the token balance with 'zhip-cli balance'"
        case .tokenUnreadable(let token):
            "the contract \(token.contract.checksummed) does not answer as an ERC-20 token on this network, so"
                + " nothing was signed; check that the network is the token's, or remove it with"
                + " 'zhip-cli token remove \(token.contract.checksummed)'"
        case .escrowClaimRefused(let refusal): "\(refusal)"
        case .stakingRefused(let refusal): "\(refusal)"
        case .swapRefused(let refusal): "\(refusal)"
        case .stakingUnreadable(let error): "\(error); nothing was signed"
        case .persistence(let error): "the wallet's records could not be read or written: \(error)"
        case .ledger(let error): "\(error)"
        case .ledgerHasNoLegacyAccount:
            "a Ledger wallet has no legacy (zil1) account, only its EVM account: nothing was signed; pay from the "
                + "EVM account (0x…)"
        case .ledgerAccountMismatch(let saved, let device, let path):
            "the Ledger derives \(device.checksummed) on \(path), not the saved account \(saved.checksummed): "
                + "nothing was signed; connect the Ledger this wallet was restored from (with the same passphrase), "
                + "or restore the wallet again with 'zhip-cli wallet restore --ledger'"
        }
    }

    /// True when the payment itself is refused, by a rule, an intent's reads or the network:
    /// trying it again as it is gets the same answer (the CLI's exit code 2). False when
    /// something around it failed (the password, the keystore, the node could not be asked, the
    /// settings, a cancel): it may go through once that is mended (exit code 1).
    public var refusesThePayment: Bool {
        switch self {
        case .refused, .reviewChanged, .nodeRefused, .signatureInvalid, .tokenCallReverted, .tokenReturnedFalse,
            .tokenUnreadable, .escrowClaimRefused, .stakingRefused, .stakingUnreadable, .droppedAtEraSwitch,
            .swapRefused, .ledger(.rejectedOnDevice), .ledger(.blindSigningOff):
            true
        case .evmService(let refusal):
            switch refusal {
            case .hashMismatch, .malformedAnswer, .sendOutcomeUnknown, .receiptNotFound: false
            default: true
            }
        case .wrongPassword, .keystore, .wrongKey, .wallet, .networkChanged, .networkSetting, .service, .cancelled,
            .notReviewed, .offlineNeeds, .sendOutcomeUnknown, .notMinedYet, .persistence, .ledger,
            .ledgerAccountMismatch, .ledgerHasNoLegacyAccount:
            false
        }
    }

    /// What a node's `error` (either API's) means for a payment: its own refusal or failure, the
    /// node's refusal (a JSON-RPC error answer), or the node not reached or not read.
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
        // The services throw only the errors above; anything else is an answer that could not be read.
        default: self = .service(.invalidResponse("an answer the wallet could not read"))
        }
    }
}
