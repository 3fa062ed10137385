import Foundation
import ZilliqaKit

/// The wallet's own record of the transactions it sent (``PreferencesKey/sentTransactions``), kept
/// so the history can show them as pending until they are mined or replaced (another transaction of
/// the same nonce mined), at most ``maximumEntries``, the oldest dropped first.
///
/// ```swift
/// let record = SentTransactionRecord(preferences: preferences)
/// try record.add(send)
/// let pending = try record.sends(from: address, onChain: 32769)
/// ```
struct SentTransactionRecord: Sendable {
    /// The most sends kept, across accounts and networks: 256. A send leaves the record once its
    /// nonce is used, so only the newest unmined ones matter.
    static let maximumEntries = 256

    /// One send, read back.
    struct Send: Sendable {
        let chainID: UInt64
        let sender: EVMAddress
        let nonce: UInt64
        let hash: EVMHash
        let recipient: EVMAddress
        let value: Wei
        /// The token's contract and units, for a token transfer.
        let token: (contract: EVMAddress, units: UInt256)?
        let sentAt: Date
        /// The most its fee can be (zero in a record written before the wallet kept it).
        var maximumFee: Wei = .zero
    }

    private let preferences: Preferences

    init(preferences: Preferences) {
        self.preferences = preferences
    }

    /// Records `send`, dropping the oldest past ``maximumEntries``. Every change of the record is
    /// one atomic update (``KeyValueStore/update(_:as:_:)``), so sends recorded meanwhile by other
    /// processes are kept.
    func add(_ send: Send) throws(PersistenceError) {
        let entry = StoredSend(
            chainID: send.chainID, sender: "0x" + send.sender.hex, nonce: send.nonce, hash: send.hash.hex,
            recipient: "0x" + send.recipient.hex, wei: String(send.value.wei),
            token: send.token.map { "0x" + $0.contract.hex }, tokenUnits: send.token?.units,
            sentAt: Int64(send.sentAt.timeIntervalSince1970.rounded(.down)),
            maximumFee: send.maximumFee == .zero ? nil : String(send.maximumFee.wei))
        try change { stored in
            stored.removeAll { $0.hash == entry.hash && $0.chainID == entry.chainID }
            stored.append(entry)
            stored = Array(stored.suffix(Self.maximumEntries))
        }
    }

    /// The sends recorded from `sender` on the EVM chain `chainID`, oldest first; entries that no
    /// longer read are left out.
    func sends(from sender: EVMAddress, onChain chainID: UInt64) throws(PersistenceError) -> [Send] {
        (try preferences.load(.sentTransactions, as: [StoredSend].self) ?? []).compactMap { stored in
            guard stored.chainID == chainID, let from = try? EVMAddress(stored.sender), from == sender,
                let hash = try? EVMHash(stored.hash), let recipient = try? EVMAddress(stored.recipient),
                let wei = UInt128(stored.wei)
            else { return nil }
            var token: (contract: EVMAddress, units: UInt256)?
            if let contract = stored.token {
                guard let address = try? EVMAddress(contract), let units = stored.tokenUnits else { return nil }
                token = (address, units)
            }
            return Send(
                chainID: chainID, sender: from, nonce: stored.nonce, hash: hash, recipient: recipient,
                value: Wei(wei: wei), token: token, sentAt: Date(timeIntervalSince1970: TimeInterval(stored.sentAt)),
                maximumFee: Wei(wei: stored.maximumFee.flatMap { UInt128($0) } ?? 0))
        }
    }

    /// Forgets the sends of `hashes` on `chainID`: dropped by the node, never to be mined.
    func forget(_ hashes: Set<EVMHash>, onChain chainID: UInt64) throws(PersistenceError) {
        guard !hashes.isEmpty else { return }
        try change { stored in
            stored.removeAll { entry in
                entry.chainID == chainID && (try? EVMHash(entry.hash)).map(hashes.contains) == true
            }
        }
    }

    /// Forgets the sends from `sender` on `chainID` with a nonce below `nextNonce`: mined, or
    /// replaced by another transaction of the same nonce.
    func forget(from sender: EVMAddress, onChain chainID: UInt64, below nextNonce: UInt64) throws(PersistenceError) {
        try change { stored in
            stored.removeAll { entry in
                entry.chainID == chainID && (try? EVMAddress(entry.sender)) == sender && entry.nonce < nextNonce
            }
        }
    }

    /// Changes the stored sends as `edit` says, in one atomic update; nothing is written when
    /// `edit` changes nothing.
    private func change(_ edit: (inout [StoredSend]) -> Void) throws(PersistenceError) {
        try preferences.update(.sentTransactions, as: [StoredSend].self) { saved in
            var stored = saved ?? []
            edit(&stored)
            if saved != nil || !stored.isEmpty { saved = stored }
        }
    }
}
