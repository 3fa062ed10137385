public import ZilliqaKit

/// What address poisoning leaves in a history: a zero-value token transfer, or dust (less than
/// ``dustBelow`` of ZIL, or a token's smallest units below one whole token), with an address the
/// wallet does not know that looks like one it does (``AddressResemblance``), there to be copied
/// from the history by mistake. Such an entry is marked, and never offered as a recipient.
///
/// ```swift
/// PoisoningGuard.suspected(entry, known: known)     // the known address it imitates, or nil
/// ```
public enum PoisoningGuard {
    /// ZIL below this that came in is dust: 1 ZIL (a ZQ2 transfer's fee is 0.1 ZIL).
    public static let dustBelow = Wei(1, unit: .zil)

    /// The known address `entry`'s counterparty imitates when the entry looks like poisoning; nil otherwise.
    public static func suspected(_ entry: HistoryEntry, known: KnownCounterparties) -> KnownCounterparty? {
        guard let counterparty = entry.counterparty, !known.knows(counterparty), isBait(entry) else { return nil }
        return known.resembled(by: counterparty)
    }

    /// True for a zero-value token transfer either way, or dust that came in.
    static func isBait(_ entry: HistoryEntry) -> Bool {
        switch entry.amount {
        case .token(let token, let units):
            guard entry.direction == .incoming || entry.direction == .outgoing else { return false }
            return units == 0 || (entry.direction == .incoming && units < oneWhole(of: token))
        case .zil(let wei):
            return entry.direction == .incoming && wei < dustBelow
        case .allowance, .swap:
            return false
        }
    }

    /// 10^decimals units, or the largest there is when that does not fit.
    private static func oneWhole(of token: Token) -> UInt256 {
        var units = UInt256(1)
        for _ in 0..<token.decimals {
            let (next, overflow) = units.multipliedReportingOverflow(by: 10)
            if overflow { return .max }
            units = next
        }
        return units
    }

    /// What the wallet knows besides its stores, from `entries` of its own history: whom the account
    /// itself paid a real amount (a transaction it sent, so its fee is known, moving more than nothing).
    public static func paid(in entries: [HistoryEntry]) -> [KnownCounterparty] {
        entries.compactMap { entry in
            guard entry.direction == .outgoing, entry.status == .succeeded, entry.fee != nil, !isBait(entry),
                entry.amount.units > 0, let counterparty = entry.counterparty, let time = entry.time
            else { return nil }
            return KnownCounterparty(address: counterparty, seen: .paid(on: time, role: .payee, name: nil))
        }
    }
}
