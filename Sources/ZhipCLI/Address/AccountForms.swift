import ZilliqaKit

/// What `zhip-cli address` prints: the forms of one 20-byte account, Zilliqa's and Ethereum's,
/// and the sentence saying they are one account.
///
/// JSON: ``AddressForms``' keys beside `eip55` and `note`, in one flat object
/// (`{"bech32", "checksummed", "eip55", "hex", "note"}`).
struct AccountForms: Encodable, Equatable {
    /// Zilliqa's forms: `zil1…`, checksummed hex and plain hex.
    let zilliqa: AddressForms
    /// `0x` and Ethereum's EIP-55 checksummed hex, as EVM wallets write it.
    let eip55: String
    /// That all the forms are one account on chain, whose owner's key decides what it can do.
    let note: String

    init(_ address: Address) {
        zilliqa = AddressForms(address)
        // An Address always has 20 bytes, so the EVM address of the same bytes always exists.
        eip55 = (try? EVMAddress(bytes: address.bytes)).map(\.checksummed) ?? "0x" + address.hex
        note = AccountForms.oneAccount
    }

    /// The labelled lines of the human form, in the JSON's order (labels sorted).
    var lines: [(label: String, value: String)] {
        (zilliqa.lines + [("eip55", eip55), ("note", note)]).sorted { $0.label < $1.label }
    }

    private enum CodingKeys: String, CodingKey { case eip55, note }

    func encode(to encoder: any Encoder) throws {
        try zilliqa.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(eip55, forKey: .eip55)
        try container.encode(note, forKey: .note)
    }

    static let oneAccount =
        "these are one account on chain, written in Zilliqa's and Ethereum's ways; what it can do depends on its"
        + " owner's key: a legacy (zil1) account signs with Schnorr, an EVM (0x) account with ECDSA, and the same key's"
        + " other account has another address"
}
