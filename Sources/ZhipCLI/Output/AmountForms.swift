import ZilliqaKit

/// An amount in JSON as exact decimal strings: `{"qa": "1500000000000", "zil": "1.5"}`.
struct AmountForms: Encodable, Equatable {
    /// The amount in Qa, as the wire writes it.
    let qa: String
    /// The amount in ZIL, exact, without thousands separators.
    let zil: String

    init(_ amount: Amount) {
        qa = amount.qaString
        zil = amount.formatted(in: .zil)
    }
}

/// A gas price in JSON as exact decimal strings: `{"li": "2000", "qa": "2000000000"}`.
struct GasPriceForms: Encodable, Equatable {
    /// The price in Li, the unit gas prices are quoted in.
    let li: String
    /// The price in Qa, as the wire writes it.
    let qa: String

    init(_ amount: Amount) {
        li = amount.formatted(in: .li)
        qa = amount.qaString
    }
}

/// An EVM amount in JSON as exact decimal strings: `{"wei": "1500000000000000000", "zil": "1.5"}`.
struct WeiForms: Encodable, Equatable {
    /// The amount in wei, as the `eth_` API counts it (in decimal here; the wire writes hex).
    let wei: String
    /// The amount in ZIL, exact (up to 18 decimals), without thousands separators.
    let zil: String

    init(_ amount: Wei) {
        wei = amount.weiString
        zil = amount.formatted(in: .zil)
    }
}

/// Amounts as people read them: exact, with the unit, and written as the amount options take them (no
/// thousands separators), so a figure copied from a review or a balance can be typed back.
enum AmountText {
    /// `1000.5 ZIL`.
    static func zil(_ amount: Amount) -> String {
        amount.formatted(in: .zil) + " " + AmountUnit.zil.symbol
    }

    /// `1000.000000000000000001 ZIL`: an EVM amount, to the wei.
    static func zil(_ amount: Wei) -> String {
        amount.formatted(in: .zil) + " " + WeiUnit.zil.symbol
    }

    /// `2000 Li`.
    static func li(_ amount: Amount) -> String {
        amount.formatted(in: .li) + " " + AmountUnit.li.symbol
    }
}
