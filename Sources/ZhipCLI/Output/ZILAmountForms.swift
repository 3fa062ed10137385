import ZhipCore
import ZilliqaKit

/// An amount of either account in JSON as exact decimal strings: `{"qa": "1500000000000", "zil": "1.5"}`
/// for the legacy account, `{"wei": "1500000000000000000", "zil": "1.5"}` for the EVM one.
struct ZILAmountForms: Encodable, Equatable {
    /// A legacy amount in Qa, as the wire writes it.
    let qa: String?
    /// An EVM amount in wei (in decimal here; the wire writes hex).
    let wei: String?
    /// The amount in ZIL, exact, without thousands separators.
    let zil: String

    init(_ amount: ZILAmount) {
        switch amount {
        case .qa(let amount): (qa, wei) = (amount.qaString, nil)
        case .wei(let amount): (qa, wei) = (nil, amount.weiString)
        }
        zil = amount.zil
    }
}

extension AmountText {
    /// `1.5 ZIL`, exact in the account's unit.
    static func zil(_ amount: ZILAmount) -> String {
        amount.zil + " " + AmountUnit.zil.symbol
    }
}
