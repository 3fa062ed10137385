import ZhipCore
import ZilliqaKit

/// The words of a replacement's review line: which pending transaction it replaces, at which nonce
/// and price, and what the person gets instead.
enum ReplacementText {
    /// `0x… (nonce 4, 4761.9048 gwei a gas): speeds it up` or `…: cancels it (nothing moves but the fee)`;
    /// a legacy one's `(nonce 5, 2000 Li a gas)`.
    static func replaces(_ replaced: ReplacedTransaction, kind: PaymentKind) -> String {
        let what =
            kind == .cancel
            ? "cancels it: only this transfer of nothing to the account itself can then be mined"
            : "speeds it up: only this copy at the higher price can then be mined"
        // A legacy one's nonce and price as its own review showed them: the Zilliqa nonce, Li a legacy gas.
        let terms =
            replaced.isLegacyZilliqa
            ? "nonce \(replaced.nonce &+ 1), \(AmountText.li(replaced.legacyGasPrice)) a gas"
            : "nonce \(replaced.nonce), \(replaced.poolPrice.formatted(in: .gwei)) gwei a gas"
        return "\(replaced.hash.hex) (\(terms)); " + what
    }
}
