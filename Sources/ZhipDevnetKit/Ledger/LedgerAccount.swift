public import ZilliqaKit

/// One account of the devnet's ledger, keyed by its 20 bytes: both APIs read it. ZQ2 keeps wei
/// (zq2-eth-api.md §4, §5): `eth_getBalance` shows ``wei``, the legacy `GetBalance` shows
/// ``balance``, floor(wei / 10^6) Qa. One nonce counts both kinds of transaction.
///
/// ```swift
/// ledger.account(address)   // LedgerAccount(wei: 1000 ZIL, nonce: 0)
/// ledger.account(address)?.balance   // 1000 ZIL, in whole Qa
/// ```
public struct LedgerAccount: Sendable, Hashable {
    /// The confirmed balance, exact.
    public var wei: Wei
    /// How many transactions from this account have been confirmed (legacy and EVM together).
    public var nonce: UInt64

    /// An account holding `wei`.
    public init(wei: Wei, nonce: UInt64 = 0) {
        self.wei = wei
        self.nonce = nonce
    }

    /// An account holding `balance` Qa (× 10^6 wei); a balance past ``Wei/max`` is held as ``Wei/max``.
    public init(balance: Amount, nonce: UInt64 = 0) {
        self.init(wei: (try? Wei(balance)) ?? .max, nonce: nonce)
    }

    /// The balance as the legacy API shows it: whole Qa, rounded down. Setting it sets whole Qa
    /// (× 10^6 wei; past ``Wei/max``, ``Wei/max``).
    public var balance: Amount {
        get { wei.qaRoundedDown }
        set { wei = (try? Wei(newValue)) ?? .max }
    }

    /// The largest balance an account can hold, as the legacy API shows it: floor((2^128 - 1) / 10^6) Qa.
    public static let largestBalance = Wei.max.qaRoundedDown
}
