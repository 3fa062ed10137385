/// The allowances an owner granted, as ``TokenAllowancesUseCase/allowances(of:among:)`` found them, and
/// whether the node's transaction search was among the places looked.
///
/// ```swift
/// let found = try await Container.shared.tokenAllowancesUseCase().allowances(of: owner, among: tokens)
/// if !found.searchedNode { print("allowances granted from another wallet are not shown") }
/// ```
public struct TokenAllowanceList: Sendable, Hashable {
    /// The allowances not zero now.
    public let allowances: [TokenAllowance]
    /// True when the node's search of the owner's transactions (`ots_`) was looked through too;
    /// false when the node does not serve it, so only the wallet's own record was.
    public let searchedNode: Bool

    public init(allowances: [TokenAllowance], searchedNode: Bool) {
        self.allowances = allowances
        self.searchedNode = searchedNode
    }
}
