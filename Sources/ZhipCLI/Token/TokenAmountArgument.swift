import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `--amount` of a token, read by the one grammar of token amounts (``ZhipCore/TokenAmountValidator``:
/// more than 0, a dot for decimals, within the token's decimals), for `send --token` and
/// `tx sign --token` alike.
enum TokenAmountArgument {
    /// `amount` in `token`'s smallest units, or the usage error (exit 64) that says what it takes.
    static func units(_ amount: String, of token: Token) throws -> UInt256 {
        switch TokenAmountValidator(token: token).validate(amount) {
        case .valid(let units): return units
        case .invalid(let message):
            throw ValidationError("--amount (in \(token.symbol), \(token.decimals) decimals): \(message.message)")
        }
    }
}
