public import ZilliqaKit

/// Moving ZIL from a key's legacy account to the same key's EVM account: a legacy payment to the
/// EVM account's 20 bytes (Zilliqa 2.0 keeps one state, so it arrives as wei). Possible only in
/// an era that takes legacy transfers; elsewhere rule `legacy-era` of ``PaymentSession/prepare()``
/// refuses it with the era's plain explanation, before anything is signed.
///
/// ```swift
/// let order = try EVMAccountMove.order(of: wallet.publicKey, amount: "12.5", gasPrice: nil)
/// let prepared = try await PaymentSession(order: order).prepare()
/// ```
public enum EVMAccountMove {
    /// The legacy address that credits `publicKey`'s EVM account.
    public static func recipient(of publicKey: PublicKey) -> Address {
        // An EVM address has 20 bytes, as an Address does: this cannot fail (and no other
        // recipient may ever stand in for it).
        guard let address = try? Address(bytes: publicKey.evmAddress.bytes) else {
            preconditionFailure("an EVM address has 20 bytes")
        }
        return address
    }

    /// The order that moves `amount` ZIL (at the gas price in Li, or nil for the network's minimum)
    /// from `publicKey`'s legacy account to its EVM account (``LegacyMove``).
    /// - Throws: ``PaymentFieldError`` for the amount or the gas price.
    public static func order(of publicKey: PublicKey, amount: String, gasPrice: String?) throws(PaymentFieldError)
        -> PaymentOrder
    {
        let text = LegacyPaymentText(recipient: recipient(of: publicKey).bech32, amount: amount, gasPrice: gasPrice)
        let transfer = try text.order(from: EVMAddress(publicKey.address))
        return PaymentOrder(
            LegacyMove(of: publicKey, amount: transfer.intent.amount), from: .legacy, sender: transfer.sender,
            terms: transfer.terms)
    }

    /// What the review says beside the recipient.
    public static func recipientNote(of publicKey: PublicKey) -> String {
        "this key's own EVM account \(publicKey.evmAddress.checksummed)"
    }
}
