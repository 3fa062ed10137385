/// What the wallet says of an account that Zilliqa 2.0 froze
/// (``ZilliqaKit/AccountBalance/isFrozen``: a blocked recipient, balance swept to zero, nonce
/// at its largest), wherever the account is shown, instead of its nonce of 18 quintillion.
///
/// ```swift
/// if account.isFrozen { show(FrozenAccount.notice) }
/// ```
public enum FrozenAccount {
    /// The sentence shown for a frozen account.
    public static let notice =
        "frozen: Zilliqa 2.0 moved this account's balance away (it was on a list of blocked accounts) and"
        + " nothing can be sent from it; the exchange or service that held this address is the one to ask about"
        + " its ZIL"
}
