import CommandLineKit
import ZilliqaKit

/// The `--kdf` values: the key derivation a new keystore uses, at the cost other wallets use.
enum KDFChoice: String, CaseIterable, ExpressibleByArgument {
    /// scrypt n=8192 r=8 p=1, zilliqa-js's choice.
    case scrypt
    /// PBKDF2-HMAC-SHA256 with 262144 rounds, pyzil's and gozilliqa's choice.
    case pbkdf2

    var parameters: KDFParameters {
        switch self {
        case .scrypt: .scrypt
        case .pbkdf2: .pbkdf2
        }
    }
}
