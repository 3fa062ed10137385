/// An account's balance and nonce, as `GetBalance` reports them.
///
/// ```swift
/// let account = try await service.balance(of: address)
/// account.balance    // 1.5 ZIL
/// account.nonce      // 7: the next transaction is signed with nonce 8
/// ```
/// A never-funded account has balance zero and nonce zero.
public struct AccountBalance: Sendable, Hashable, Codable {
    /// What the account holds.
    public let balance: Amount
    /// How many transactions the account has sent; the next one carries `nonce + 1`.
    public let nonce: UInt64

    public init(balance: Amount, nonce: UInt64) {
        self.balance = balance
        self.nonce = nonce
    }

    /// True for an account Zilliqa 2.0 froze: a blocked recipient, whose balance a sweep moved
    /// away and whose nonce it set to the largest there is, so that nothing can be sent from it.
    public var isFrozen: Bool { nonce == .max }

    /// A never-funded account: balance zero, nonce zero.
    public static let empty = AccountBalance(balance: .zero, nonce: 0)

    private enum CodingKeys: String, CodingKey { case balance, nonce }

    /// Decodes `{"balance":"<Qa>","nonce":<integer>}`; the nonce may also be a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        balance = try container.decode(Amount.self, forKey: .balance)
        nonce = try WireNumber.decode(from: container, forKey: .nonce)
    }

    /// Encodes the node's form: the balance as a string of Qa, the nonce as a number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(balance, forKey: .balance)
        try container.encode(nonce, forKey: .nonce)
    }
}
