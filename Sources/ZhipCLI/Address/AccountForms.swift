import ZilliqaKit

/// What `zhip-cli address` prints: the forms of one 20-byte account, Zilliqa's and Ethereum's,
/// and the sentence saying they are one account.
struct AccountForms: Encodable, Equatable {
    /// `zil1…`.
    let bech32: String
    /// `0x` and Zilliqa's checksummed hex.
    let checksummed: String
    /// `0x` and Ethereum's EIP-55 checksummed hex, as EVM wallets write it.
    let eip55: String
    /// 40 lowercase hex characters.
    let hex: String
    /// That all the forms are one account on chain, whose owner's key decides what it can do.
    let note: String

    init(_ address: Address) {
        bech32 = address.bech32
        checksummed = address.checksummed
        // An Address always has 20 bytes, so the EVM address of the same bytes always exists.
        eip55 = (try? EVMAddress(bytes: address.bytes)).map(\.checksummed) ?? "0x" + address.hex
        hex = address.hex
        note = AccountForms.oneAccount
    }

    /// The labelled lines of the human form.
    var lines: [(label: String, value: String)] {
        [("bech32", bech32), ("checksummed", checksummed), ("eip55", eip55), ("hex", hex), ("note", note)]
    }

    static let oneAccount =
        "these are one account on chain, written in Zilliqa's and Ethereum's ways; what it can do depends on its"
        + " owner's key: a legacy (zil1) account signs with Schnorr, an EVM (0x) account with ECDSA, and the same key's"
        + " other account has another address"
}
