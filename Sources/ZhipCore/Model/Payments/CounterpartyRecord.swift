import Foundation
import ZilliqaKit

/// The wallet's record of whom it paid or approved on each network (``PreferencesKey/counterparties``),
/// one entry an address and name, the newest kept: the past counterparties the look-alike guard
/// knows, and where a `.zil` name led when last paid. Written by the payment session once the node
/// took a send; at most ``maximumEntries``, the oldest dropped first.
///
/// ```swift
/// let record = CounterpartyRecord(preferences: preferences)
/// try record.add(payee, name: "alice.zil", onChain: 32769, at: now)
/// record.known(onChain: 32769)          // newest first
/// ```
struct CounterpartyRecord: Sendable {
    /// The most entries kept, across networks.
    static let maximumEntries = 1000

    private let preferences: Preferences

    init(preferences: Preferences) {
        self.preferences = preferences
    }

    /// Records a payment to (an approval of) `counterparty` on `chainID` at `date`, given as `name`.
    /// One atomic update (``KeyValueStore/update(_:as:_:)``): entries others add meanwhile are kept.
    func add(_ counterparty: PaymentCounterparty, name: String?, onChain chainID: UInt64, at date: Date)
        throws(PersistenceError)
    {
        guard counterparty.isTyped else { return }
        let entry = StoredCounterparty(
            chainID: chainID, address: "0x" + counterparty.address.hex, role: counterparty.role.rawValue, name: name,
            paidAt: Int64(date.timeIntervalSince1970.rounded(.down)))
        try preferences.update(.counterparties, as: [StoredCounterparty].self) { stored in
            var entries = stored ?? []
            entries.removeAll {
                $0.chainID == entry.chainID && $0.address == entry.address && $0.name == entry.name
                    && $0.role == entry.role
            }
            entries.append(entry)
            stored = Array(entries.suffix(Self.maximumEntries))
        }
    }

    /// Whom the wallet paid or approved on `chainID`, newest first; entries that no longer read are left out.
    func known(onChain chainID: UInt64) -> [KnownCounterparty] {
        let stored = (try? preferences.load(.counterparties, as: [StoredCounterparty].self)) ?? nil
        return (stored ?? []).reversed().compactMap { entry in
            guard entry.chainID == chainID, let address = try? EVMAddress(entry.address),
                let role = PaymentCounterparty.Role(rawValue: entry.role)
            else { return nil }
            let date = Date(timeIntervalSince1970: TimeInterval(entry.paidAt))
            return KnownCounterparty(address: address, seen: .paid(on: date, role: role, name: entry.name))
        }
    }
}
