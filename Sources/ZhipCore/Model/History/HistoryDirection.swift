/// Which way a history entry moved its asset, seen from the account whose history it is.
public enum HistoryDirection: String, Sendable, Hashable, Codable {
    /// Into the account, from someone else.
    case incoming = "in"
    /// Out of the account, to someone else.
    case outgoing = "out"
    /// From the account to itself.
    case toSelf = "self"
}
