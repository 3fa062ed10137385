public import ZilliqaKit

/// One listed token as Main shows it: its symbol beside its contract, and its balance exact in the
/// token's decimals, or why it is unknown.
///
/// ```swift
/// line.text   // "12.5 USDT (0xdAC17F958D2ee523a2206206994597C13D831ec7)"
/// line.text   // "USDT (0xdAC1…): unknown: the token 0xdAC1… did not answer balanceOf readably: …"
/// ```
public struct TokenBalanceLine: Sendable, Equatable {
    /// What is shown while no balance of the token is known and none has been read yet.
    public static let notReadYet = "not read yet"

    /// The token.
    public let token: Token
    /// The balance with the symbol, e.g. "12.5 USDT"; nil while it is unknown.
    public let amount: String?
    /// The same balance in the token's smallest unit, e.g. "12500000"; nil while it is unknown.
    public let units: String?
    /// Why the balance is unknown after the last read (the token answered badly), nil otherwise.
    public let problem: String?

    /// The line of `token` with `units` known, or `problem` saying why they are not.
    public init(token: Token, units: UInt256?, problem: String? = nil) {
        self.token = token
        amount = units.map(token.text(of:))
        self.units = units?.description
        self.problem = units == nil ? problem : nil
    }

    /// The line as shown: the amount beside the token's label, or the label and why it is unknown.
    public var text: String {
        guard let amount else { return "\(token.label): unknown: \(problem ?? Self.notReadYet)" }
        return "\(amount) (\(token.contract.checksummed))"
    }
}
