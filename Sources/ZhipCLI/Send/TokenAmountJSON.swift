import ZhipCore
import ZilliqaKit

/// A token amount in JSON: `{"units": "12500000", "text": "12.5"}`, the smallest unit's decimal
/// string (exact) and the amount in the token's own decimals.
struct TokenAmountJSON: Encodable, Equatable {
    let units: String
    let text: String

    init(units: UInt256, of token: Token) {
        self.units = units.description
        text = units.formatted(decimals: token.decimals)
    }
}
