/// Which way a history entry moved its asset, seen from the account whose history it is.
public enum HistoryDirection: String, Sendable, Hashable, Codable {
    /// Into the account, from someone else: a payment whose recipient is the account, tokens a
    /// `Transfer` log names it as receiving, or ZIL a staking pool or the migration escrow paid it.
    case incoming = "in"
    /// Out of the account, to someone else.
    case outgoing = "out"
    /// From the account to itself.
    case toSelf = "self"
    /// Someone else's transaction that touched the account (a contract it called called the
    /// account) without paying it: its value went to its own recipient, not here.
    case interaction
    /// An allowance the account set (or took back) for a spender of its tokens.
    case approval
    /// A swap the account made through a known DEX router: something left it and something else came
    /// in (``HistoryAmount/swap(_:)`` says both), or, for a failed one, nothing moved.
    case swap
}
