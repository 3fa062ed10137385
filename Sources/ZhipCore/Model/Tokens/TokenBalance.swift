public import ZilliqaKit

/// A listed token's balance in an account: its smallest units, or why they could not be read (one
/// token that answers badly does not hide the others).
///
/// ```swift
/// for balance in try await reading.balances(of: owner, in: list.tokens) {
///     print(balance.token.label, (try? balance.units.get()).map(balance.token.text(of:)) ?? "unreadable")
/// }
/// ```
public struct TokenBalance: Sendable {
    /// The token.
    public let token: Token
    /// Its `balanceOf` the account, in the token's smallest unit.
    public let units: Result<UInt256, TokenError>

    public init(token: Token, units: Result<UInt256, TokenError>) {
        self.token = token
        self.units = units
    }
}
