import ZilliqaKit

/// The three written forms of an address, as JSON `{"bech32", "checksummed", "hex"}`.
struct AddressForms: Encodable, Equatable {
    /// `zil1…`, what people see.
    let bech32: String
    /// `0x` and Zilliqa's checksummed hex.
    let checksummed: String
    /// 40 lowercase hex characters.
    let hex: String

    init(_ address: Address) {
        bech32 = address.bech32
        checksummed = address.checksummed
        hex = address.hex
    }

    /// The labelled lines of the human form.
    var lines: [(label: String, value: String)] {
        [("bech32", bech32), ("checksummed", checksummed), ("hex", hex)]
    }
}
