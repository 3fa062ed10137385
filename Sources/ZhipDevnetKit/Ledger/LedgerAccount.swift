public import ZilliqaKit

/// One account of the devnet's ledger: what `GetBalance` reports.
///
/// ```swift
/// ledger.account(address)   // LedgerAccount(balance: 1000000 ZIL, nonce: 0)
/// ```
public struct LedgerAccount: Sendable, Hashable {
    /// The confirmed balance.
    public var balance: Amount
    /// How many transactions from this account have been confirmed.
    public var nonce: UInt64

    public init(balance: Amount, nonce: UInt64 = 0) {
        self.balance = balance
        self.nonce = nonce
    }
}
