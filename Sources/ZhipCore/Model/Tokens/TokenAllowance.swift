public import ZilliqaKit

/// What a spender may move of an owner's token, as the token's `allowance(owner, spender)` answers.
///
/// ```swift
/// for allowance in try await payments.allowances(of: owner, among: try tokens.tokens) {
///     print(allowance.token.label, allowance.spender, allowance.amountText)
/// }
/// ```
public struct TokenAllowance: Sendable, Hashable {
    /// The token.
    public let token: Token
    /// Who may move it.
    public let spender: EVMAddress
    /// How much, in the token's smallest unit.
    public let amount: UInt256

    public init(token: Token, spender: EVMAddress, amount: UInt256) {
        self.token = token
        self.spender = spender
        self.amount = amount
    }

    /// True when it is every unit there is (an unlimited approval).
    public var isUnlimited: Bool { amount == .max }

    /// The amount in the token's decimals with its symbol, or `unlimited USDT`.
    public var amountText: String { isUnlimited ? "unlimited \(token.symbol)" : token.text(of: amount) }
}
