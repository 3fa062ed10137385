import ZhipCore
import ZilliqaKit

extension PaymentReview {
    /// The sender a draft is read with before the EVM account is known (the grammar needs none).
    static let unknownSender: EVMAddress = {
        do { return try EVMAddress(bytes: [UInt8](repeating: 0, count: 20)) } catch {
            preconditionFailure("20 bytes are an EVM address: \(error)")
        }
    }()

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

    /// The question asked before unlocking.
    static func question(for draft: EVMPaymentDraft) -> String {
        let amount = if case .exactly(let value) = draft.amount { AmountText.zil(value) } else { "the most" }
        return "Send \(amount) to \(draft.to.checksummed)? Type yes, then the keystore's password: "
    }
}
