/// A counterparty the wallet paid or approved, as ``PreferencesKey/counterparties`` keeps it: the
/// network's EVM chain id, the 20 bytes as `0x…`, its role, the `.zil` name it was paid as, and
/// when (seconds since 1970); read back through ZilliqaKit's checks.
struct StoredCounterparty: Codable, Sendable, Hashable {
    let chainID: UInt64
    let address: String
    /// ``PaymentCounterparty/Role``'s raw value: `payee` or `spender`.
    let role: String
    /// The `.zil` name given for it, if one was.
    let name: String?
    let paidAt: Int64
}
