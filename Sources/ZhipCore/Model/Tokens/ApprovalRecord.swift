import ZilliqaKit

/// The wallet's record of the approvals it sent (``PreferencesKey/evmApprovals``): one entry a
/// network, owner, token and spender, the newest last, at most ``maximumEntries`` (the oldest
/// dropped), so `token allowances` finds them even where the node offers no transaction search.
///
/// ```swift
/// try ApprovalRecord(preferences: preferences).add(prepared)     // after an approval was sent
/// let pairs = try ApprovalRecord(preferences: preferences).approvals(of: owner, among: tokens, chainID: 32769)
/// ```
struct ApprovalRecord: Sendable {
    /// The most approvals kept, across accounts and networks.
    static let maximumEntries = 512

    let preferences: Preferences

    /// What every record of `owner`'s approvals of `token` starts with: `"<chain id>:0x<owner>:0x<token>:"`;
    /// the spender's `0x<spender>` follows.
    private static func prefix(owner: EVMAddress, token: EVMAddress, chainID: UInt64) -> String {
        "\(chainID):0x\(owner.hex):0x\(token.hex):"
    }

    /// Records `payment` when it is an approval (or a revocation) the node took.
    func add(_ payment: PreparedPayment) throws(PersistenceError) {
        let facts = payment.facts
        guard facts.kind == .approval || facts.kind == .revocation, let owner = facts.sender,
            let token = facts.asset.token
        else { return }
        let key =
            Self.prefix(owner: owner, token: token.contract, chainID: facts.chainID)
            + "0x\(facts.counterparty.address.hex)"
        // One atomic update (KeyValueStore.update): approvals recorded meanwhile by other processes are kept.
        try preferences.update(.evmApprovals, as: [String].self) { saved in
            var records = saved ?? []
            records.removeAll { $0 == key }
            records.append(key)
            records.removeFirst(max(0, records.count - Self.maximumEntries))
            saved = records
        }
    }

    /// The token and spender of each approval recorded for `owner` among `tokens` on `chainID`, oldest first.
    func approvals(of owner: EVMAddress, among tokens: [Token], chainID: UInt64) throws(TransactionsError)
        -> [(token: Token, spender: EVMAddress)]
    {
        let records: [String]
        do { records = try preferences.load(.evmApprovals, as: [String].self) ?? [] } catch {
            throw .persistence(error)
        }
        return records.compactMap { record in
            tokens.lazy.compactMap { token -> (Token, EVMAddress)? in
                let prefix = Self.prefix(owner: owner, token: token.contract, chainID: chainID)
                guard record.hasPrefix(prefix), let spender = try? EVMAddress(String(record.dropFirst(prefix.count)))
                else { return nil }
                return (token, spender)
            }.first
        }
    }
}
