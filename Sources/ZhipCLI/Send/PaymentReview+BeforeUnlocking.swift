import ZhipCore
import ZilliqaKit

extension PaymentReview {
    /// The sender a draft is read with before the EVM account is known (the grammar needs none).
    static let unknownSender: EVMAddress = {
        do { return try EVMAddress(bytes: [UInt8](repeating: 0, count: 20)) } catch {
            preconditionFailure("20 bytes are an EVM address: \(error)")
        }
    }()

    /// The legacy sender a draft is read with before the key that tells it is unlocked.
    static let unknownLegacySender: Address = {
        do { return try Address(bytes: [UInt8](repeating: 0, count: 20)) } catch {
            preconditionFailure("20 bytes are an address: \(error)")
        }
    }()

    /// What can be shown of a legacy `draft` before unlocking a keystore that does not say its
    /// address: the recipient, the amount and the fee's terms as given; ZhipCore prices and checks
    /// the rest once the account is known, and nothing is signed if it refuses.
    static func beforeUnlocking(_ draft: PaymentDraft, network: Network) -> [(label: String, value: String)] {
        [
            (
                "from",
                "the legacy account of the keystore's key: its zil1 address is known only once the key is "
                    + "unlocked, after you confirm; the payment is checked against it before anything is signed"
            ),
            ("to", draft.recipient.bech32), ("amount", AmountText.zil(draft.amount)),
            ("gas price", draft.gasPrice.map(AmountText.li) ?? "the network's minimum"),
            ("gas limit", String(draft.gasLimit)), ("nonce", draft.nonce.map(String.init) ?? "the account's next"),
            ("network", network.description),
        ]
    }

    /// The question asked before unlocking, for either account's recipient and amount.
    static func question(sending amount: String, to recipient: String) -> String {
        "Send \(amount) to \(recipient)? Type yes, then the keystore's password: "
    }

    /// What can be shown of an EVM `draft` before unlocking the key that tells its EVM account: the
    /// recipient, the amount and the fee's terms; ZhipCore checks the rest (the balance, the
    /// chain, the recipient) once the account is known, and nothing is signed if it refuses.
    static func beforeUnlocking(_ draft: EVMPaymentDraft, quote: EVMFeeQuote, network: Network, keystoreFile: Bool)
        -> [(label: String, value: String)]
    {
        let whose = keystoreFile ? "the keystore's key" : "the saved wallet's key"
        let amount = amountText(of: draft)
        return [
            (
                "from",
                "the EVM account of \(whose): its 0x address is known only once the key is unlocked, after you "
                    + "confirm; the payment is checked against it before anything is signed"
            ),
            ("to", draft.to.checksummed + (draft.recipientGivenAsBech32 ? " (typed in its zil1 form)" : "")),
            ("amount", amount),
        ] + tokenAndFeeLines(of: draft, quote: quote) + [
            ("type", typeName(quote.fee)),
            ("nonce", draft.nonce.map(String.init) ?? "the account's next"),
            ("network", "\(network.description), EVM chain \(network.evmChainID)"),
        ]
    }

    /// The question asked before unlocking an EVM payment's key.
    static func question(for draft: EVMPaymentDraft) -> String {
        question(sending: amountText(of: draft), to: draft.to.checksummed)
    }

    /// A ZIL payment's fee lines; for a token call, the token and that its fee (its gas estimated
    /// from the account, unknown yet) is shown, and asked about again, once the key is unlocked.
    private static func tokenAndFeeLines(of draft: EVMPaymentDraft, quote: EVMFeeQuote)
        -> [(label: String, value: String)]
    {
        let callFee = (
            "fee",
            "the call's gas (eth_estimateGas, from the account) x \(gwei(quote.pricePerGasCharged)), in ZIL: "
                + "shown once the key is unlocked, and asked about again before anything is signed"
        )
        if draft.intent.escrowClaim != nil || draft.intent.staking != nil { return [callFee] }
        guard let token = draft.intent.token else { return feeLines(quote) }
        return [
            ("token", token.label), callFee,
        ]
    }

    /// What `draft` moves or allows: ZIL, everything the fee leaves, or the token's amount (the
    /// token's fee the gas estimate tells once the account is known).
    private static func amountText(of draft: EVMPaymentDraft) -> String {
        switch (draft.intent, draft.amount) {
        case (.tokenTransfer(let token, let amount), _): token.text(of: amount)
        case (.tokenApproval(let token, let amount), _):
            "an allowance of " + (amount == .max ? "unlimited \(token.symbol)" : token.text(of: amount))
        case (.escrowClaim(let claim), _):
            "what \(claim.oldAddress.bech32) lodged in the migration escrow, claimed for \(claim.newAddress.checksummed)"
        case (.staking(let call), _): "\(call.action.name) with \(call.pool.label)" + Self.stakeValue(call)
        case (.zil, .exactly(let value)): AmountText.zil(value)
        case (.zil, .max): "everything the fee leaves"
        }
    }

    /// `: 1000 ZIL` for a stake, else nothing.
    private static func stakeValue(_ call: StakingCall) -> String {
        if case .stake(let amount) = call.action { return ": " + AmountText.zil(amount) }
        return ""
    }
}
