public import ZilliqaKit

/// What a legacy account holds of a listed ``ZRC2Token``: its units, or why the contract's
/// balances could not be read.
public struct ZRC2Holding: Sendable, Equatable {
    /// The token.
    public let token: ZRC2Token
    /// The units held, in the token's smallest unit; the failure says why they are unknown.
    public let units: Result<UInt256, TokenError>

    public init(token: ZRC2Token, units: Result<UInt256, TokenError>) {
        self.token = token
        self.units = units
    }

    /// The units in `GetSmartContractSubState [contract, "balances", [holder]]`'s `outcome`:
    /// `{"balances": {"0x<holder>": "<units>"}}`, or `null`, which is the node's "no entry": zero.
    /// A read the node's rate quota refused says so, so that trying again later is the next step.
    public static func units(
        in outcome: Result<JSONValue, ZilliqaServiceError>, holderKey: String, of token: ZRC2Token
    ) -> Result<UInt256, TokenError> {
        let answer: JSONValue
        switch outcome {
        case .success(let value): answer = value
        case .failure(.rateLimited): return .failure(.node(.service(.rateLimited)))
        case .failure: return .failure(.zrc2BalanceUnreadable(token.contract))
        }
        if answer == .null { return .success(.zero) }
        guard let text = answer["balances"]?[holderKey]?.stringValue, let units = try? UInt256(decimal: text)
        else { return .failure(.zrc2BalanceUnreadable(token.contract)) }
        return .success(units)
    }
}
