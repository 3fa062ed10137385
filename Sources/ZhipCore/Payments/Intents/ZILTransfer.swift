public import ZilliqaKit

/// ZIL to someone, from either account: a plain transfer, no call data, 21000 gas from the EVM
/// account (more only when given), the legacy account's 50 gas at its price.
///
/// ```swift
/// let intent = ZILTransfer(to: recipient, amount: .exactly(UInt256(Wei(15, unit: .zil).wei)))
/// let all = ZILTransfer(to: recipient, amount: .max)          // what the fee leaves
/// ```
public struct ZILTransfer: PaymentIntent, Hashable {
    public let counterparty: PaymentCounterparty
    public let amount: PaymentAmount

    /// `amount` wei to `recipient`, shown as `shown` (its `zil1…` form from the legacy account);
    /// `typedAsLegacy` when an EVM payment's recipient was typed as `zil1…`.
    public init(to recipient: EVMAddress, amount: PaymentAmount, shown: String? = nil, typedAsLegacy: Bool = false) {
        counterparty = PaymentCounterparty(
            address: recipient, role: .payee, shown: shown, typedAsLegacy: typedAsLegacy)
        self.amount = amount
    }

    public var kind: PaymentKind { .transfer }
    public var asset: PaymentAsset { .zil }
    public var contract: EVMAddress? { nil }
    public var calldata: [UInt8]? { [] }
    public var verb: String { "Send" }

    public func isPaid(from account: PayingAccount) -> Bool { true }

    public func gasBounds(for calldata: [UInt8]) -> PaymentGasBounds {
        PaymentGasBounds(
            least: EVMGas.transfer, most: EVMGas.blockLimit,
            leastWhy: "what an EVM transfer needs (the network drops a transfer given less)",
            mostWhy: "Zilliqa 2.0's block gas limit: the network refuses more")
    }
}
