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
        let amount: String
        switch draft.amount {
        case .exactly(let value): amount = AmountText.zil(value)
        case .max: amount = "everything the fee leaves"
        }
        return [
            (
                "from",
                "the EVM account of \(whose): its 0x address is known only once the key is unlocked, after you "
                    + "confirm; the payment is checked against it before anything is signed"
            ),
            ("to", draft.to.checksummed + (draft.recipientGivenAsBech32 ? " (typed in its zil1 form)" : "")),
            ("amount", amount),
        ] + feeLines(quote) + [
            ("type", typeName(quote.fee)),
            ("nonce", draft.nonce.map(String.init) ?? "the account's next"),
            ("network", "\(network.description), EVM chain \(network.evmChainID)"),
        ]
    }

    /// The question asked before unlocking an EVM payment's key.
    static func question(for draft: EVMPaymentDraft) -> String {
        let amount = if case .exactly(let value) = draft.amount { AmountText.zil(value) } else { "the most" }
        return question(sending: amount, to: draft.to.checksummed)
    }
}
