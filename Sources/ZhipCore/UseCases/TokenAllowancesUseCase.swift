public import ZilliqaKit

/// The allowances an account granted of its listed tokens: what `token allowances` and the Tokens
/// scene show, and what `token revoke` takes back.
///
/// ```swift
/// let list = try await Container.shared.tokenAllowancesUseCase().allowances(of: owner, among: tokens)
/// list.allowances     // each token, spender and amount not zero now
/// list.searchedNode   // false when the node offers no transaction search: the wallet's record alone
/// ```
public protocol TokenAllowancesUseCase: Sendable {
    /// The allowances `owner` granted of `tokens` on the wallet's network: the approvals the wallet
    /// sent (its own record) and the `approve` calls among the owner's transactions the node's
    /// Otterscan search finds (its newest pages, docs/zq2-ots.md), each confirmed with
    /// `allowance(owner, spender)` in one batch, those now zero left out.
    func allowances(of owner: EVMAddress, among tokens: [Token]) async throws(TransactionsError) -> TokenAllowanceList
}
