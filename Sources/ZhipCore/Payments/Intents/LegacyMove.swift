public import ZilliqaKit

/// ZIL from the key's legacy (zil1) account to the same key's EVM (0x) account: a legacy transfer
/// whose recipient the key itself gives (``EVMAccountMove``), said as such in the review.
///
/// ```swift
/// let move = LegacyMove(of: publicKey, amount: .exactly(UInt256(Amount(10, unit: .zil).wei)))
/// ```
public struct LegacyMove: PaymentIntent, Hashable {
    /// The key whose accounts the ZIL moves between.
    public let publicKey: PublicKey
    public let amount: PaymentAmount

    public init(of publicKey: PublicKey, amount: PaymentAmount) {
        self.publicKey = publicKey
        self.amount = amount
    }

    public var kind: PaymentKind { .move }
    public var counterparty: PaymentCounterparty {
        PaymentCounterparty(address: publicKey.evmAddress, role: .payee)
    }
    public var asset: PaymentAsset { .zil }
    public var contract: EVMAddress? { nil }
    public var calldata: [UInt8]? { [] }
    public var verb: String { "Move" }
    /// Said beside the recipient in the review.
    public var recipientNote: String { EVMAccountMove.recipientNote(of: publicKey) }

    public func isPaid(from account: PayingAccount) -> Bool { account == .legacy }

    public func gasBounds(for calldata: [UInt8]) -> PaymentGasBounds {
        ZILTransfer(to: publicKey.evmAddress, amount: amount).gasBounds(for: calldata)
    }
}
