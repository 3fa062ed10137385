public import ZilliqaKit

/// What a mined migration escrow claim paid, read from its receipt's `Released(oldAddress,
/// newAddress, amount)` logs (`escrow_v1.sol:29-33,94`) that the escrow emitted for the claim's
/// old and new addresses, beside what was lodged when the claim was prepared.
///
/// ```swift
/// if let outcome = EscrowClaimOutcome(receipt: receipt, of: payment) {
///     print(outcome.paid.formatted(in: .zil))   // the ZIL the escrow paid the EVM account
/// }
/// ```
public struct EscrowClaimOutcome: Sendable, Hashable {
    /// The claim's old (legacy) address.
    public let oldAddress: Address
    /// The account paid.
    public let newAddress: EVMAddress
    /// The total of the matching `Released` logs (``ZilliqaKit/Wei/max`` if more).
    public let paid: Wei
    /// What was lodged when the claim was prepared.
    public let lodged: Wei
    /// True when the receipt holds a matching `Released` log.
    public let released: Bool

    /// The outcome of `payment`'s claim as `receipt` tells it; nil when `payment` is no claim.
    public init(receipt: EVMTransactionReceipt, claim: EscrowClaimCalldata, lodged: Wei) {
        let releases = MigrationEscrowRelease.all(in: receipt.logs).filter {
            $0.oldAddress == claim.oldAddress && $0.newAddress == claim.newAddress
        }
        oldAddress = claim.oldAddress
        newAddress = claim.newAddress
        paid = Wei.total(releases.map { Wei.atMost($0.amount) })
        self.lodged = lodged
        released = !releases.isEmpty
    }

    /// What the person is told when the escrow paid other than what was lodged; nil when it paid exactly that.
    public var warning: String? {
        guard released else {
            return "the escrow's receipt shows no Released log for \(oldAddress.bech32): look the transaction up"
                + " before claiming again"
        }
        guard paid != lodged else { return nil }
        return "the escrow paid \(paid.formatted(in: .zil)) ZIL, not the \(lodged.formatted(in: .zil)) ZIL lodged"
            + " when the claim was prepared: something was lodged or claimed in between"
    }
}
