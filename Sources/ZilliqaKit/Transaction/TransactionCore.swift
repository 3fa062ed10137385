/// The fields a Zilliqa transaction signs (`ProtoTransactionCoreInfo`), and their proto2
/// encoding: the bytes the signature covers and whose SHA-256 is the transaction id.
public struct TransactionCore: Sendable, Hashable {
    public let version: TransactionVersion
    public let nonce: UInt64
    public let recipient: Address
    public let senderPublicKey: PublicKey
    public let amount: Amount
    public let gasPrice: Amount
    public let gasLimit: UInt64
    /// Contract code; empty for a payment.
    public let code: [UInt8]
    /// Contract call data; empty for a payment.
    public let data: [UInt8]

    public init(
        version: TransactionVersion, nonce: UInt64, recipient: Address, senderPublicKey: PublicKey,
        amount: Amount, gasPrice: Amount, gasLimit: UInt64, code: [UInt8] = [], data: [UInt8] = []
    ) {
        self.version = version
        self.nonce = nonce
        self.recipient = recipient
        self.senderPublicKey = senderPublicKey
        self.amount = amount
        self.gasPrice = gasPrice
        self.gasLimit = gasLimit
        self.code = code
        self.data = data
    }

    /// The fields of `payment` from `sender` on the chain with `chainID`.
    public init(payment: Payment, sender: PublicKey, chainID: UInt16) {
        self.init(
            version: TransactionVersion(chainID: chainID), nonce: payment.nonce, recipient: payment.recipient,
            senderPublicKey: sender, amount: payment.amount, gasPrice: payment.gasPrice, gasLimit: payment.gasLimit)
    }

    /// The proto2 serialization: fields 1-7 always (even when zero), 8 and 9 only when non-empty.
    public func encoded() -> [UInt8] {
        var writer = ProtobufWriter()
        writer.writeVarint(field: 1, UInt64(version.rawValue))
        writer.writeVarint(field: 2, nonce)
        writer.writeBytes(field: 3, recipient.bytes)
        writer.writeByteArray(field: 4, senderPublicKey.compressed)
        writer.writeByteArray(field: 5, amount.qa.bigEndianBytes)
        writer.writeByteArray(field: 6, gasPrice.qa.bigEndianBytes)
        writer.writeVarint(field: 7, gasLimit)
        if !code.isEmpty { writer.writeBytes(field: 8, code) }
        if !data.isEmpty { writer.writeBytes(field: 9, data) }
        return writer.bytes
    }

    /// SHA-256 of ``encoded()``: the id the network gives the transaction.
    public var id: TransactionID { TransactionID(digest: SHA256.hash(encoded())) }

    /// Signs ``encoded()`` (the bytes themselves, not their hash) with `keyPair`.
    public func signed(with keyPair: KeyPair) -> SignedTransaction {
        SignedTransaction(core: self, signature: keyPair.sign(encoded()))
    }

    /// True when `signature` is ``senderPublicKey``'s signature of ``encoded()``.
    public func isSigned(by signature: Signature) -> Bool {
        senderPublicKey.isValidSignature(signature, for: encoded())
    }
}
