import CommandLineKit
import ZilliqaKit

/// The `--format` values: which wallets a new keystore is for, Zilliqa's or Ethereum's.
enum KeystoreFormatChoice: String, CaseIterable, ExpressibleByArgument {
    /// Zilliqa's keystore (HMAC-SHA256 MAC, the Zilliqa address), as every Zilliqa wallet writes it.
    case zilliqa
    /// Ethereum's keystore (Keccak-256 MAC, the EVM address), as geth, MetaMask and eth-account read it.
    case ethereum

    var dialect: KeystoreDialect {
        switch self {
        case .zilliqa: .zilliqa
        case .ethereum: .ethereum
        }
    }
}

/// The JSON `"evm"` object of a keystore command: `{"address": "0x…"}`, the key's EVM address in
/// EIP-55, beside the Zilliqa `"address"` forms.
struct EVMAddressForms: Encodable, Equatable {
    /// `0x` and the EIP-55 mixed-case hex.
    let address: String

    init(_ address: EVMAddress) {
        self.address = address.checksummed
    }

    /// The labelled line of the human form.
    var lines: [(label: String, value: String)] { [("evm address", address)] }
}
