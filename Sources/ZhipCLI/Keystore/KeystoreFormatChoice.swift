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
