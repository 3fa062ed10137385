import ZilliqaKit

/// What the pool's pending payments would credit each recipient, kept up to date as payments
/// join and leave the pool, so that the ceiling check of a new payment
/// (``LedgerState/accept(_:id:sender:rules:)``) looks its recipient up instead of walking the whole
/// pool under the ledger's lock.
///
/// The sums are exact: a sum past `UInt128.max` counts its carries, and an amount with no wei form
/// is counted apart, so that a payment leaving the pool (replaced by another of the same nonce)
/// takes away exactly what it added.
struct PendingCredits: Sendable {
    /// One recipient's pending payments.
    private struct Total: Sendable {
        var wei: UInt128 = 0
        /// How many times the sum in wei wrapped past `UInt128.max`.
        var carries = 0
        /// Payments whose amount has no wei form (more than `UInt128.max` wei).
        var unrepresentable = 0
        var payments = 0
    }

    private var totals: [Address: Total] = [:]

    /// Counts a payment of `amount` to `recipient` joining the pool.
    mutating func add(_ amount: Amount, to recipient: Address) {
        var total = totals[recipient] ?? Total()
        total.payments += 1
        if let wei = try? Wei(amount) {
            let (sum, carried) = total.wei.addingReportingOverflow(wei.wei)
            total.wei = sum
            if carried { total.carries += 1 }
        } else {
            total.unrepresentable += 1
        }
        totals[recipient] = total
    }

    /// Counts a payment of `amount` to `recipient` leaving the pool (one ``add(_:to:)`` counted).
    mutating func remove(_ amount: Amount, to recipient: Address) {
        guard var total = totals[recipient] else { return }
        total.payments -= 1
        guard total.payments > 0 else {
            totals[recipient] = nil
            return
        }
        if let wei = try? Wei(amount) {
            let (difference, borrowed) = total.wei.subtractingReportingOverflow(wei.wei)
            total.wei = difference
            if borrowed { total.carries -= 1 }
        } else {
            total.unrepresentable -= 1
        }
        totals[recipient] = total
    }

    /// The pending payments to `recipient` in wei; nil when their sum passes ``Wei/max`` or one
    /// of them has no wei form.
    func total(to recipient: Address) -> Wei? {
        guard let total = totals[recipient] else { return .zero }
        guard total.carries == 0, total.unrepresentable == 0 else { return nil }
        return Wei(wei: total.wei)
    }
}
