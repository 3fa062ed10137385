import ZilliqaKit

/// The JSON `"evm"` object of a key's commands (keystore, wallet): `{"address": "0x…"}`, the
/// key's EVM address in EIP-55, beside the Zilliqa `"address"` forms.
struct EVMAddressForms: Encodable, Equatable {
    /// `0x` and the EIP-55 mixed-case hex.
    let address: String

    init(_ address: EVMAddress) {
        self.address = address.checksummed
    }

    /// The labelled line of the human form.
    var lines: [(label: String, value: String)] { [("evm address", address)] }
}
