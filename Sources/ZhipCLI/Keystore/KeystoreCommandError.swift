import ZilliqaKit

/// Why a keystore or key file given to a command could not be used; each case names the file.
enum KeystoreCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not a keystore any Zilliqa wallet writes.
    case unreadableKeystore(path: String, KeystoreError)
    /// The private key file does not hold a private key.
    case unreadablePrivateKey(path: String, PrivateKeyError)
    /// The recovery phrase file does not hold a BIP-39 phrase.
    case unreadableMnemonic(path: String, MnemonicError)

    var description: String {
        switch self {
        case .unreadableKeystore(let path, let error): "\(path): \(error)"
        case .unreadablePrivateKey(let path, let error):
            "\(path): \(error); the file must hold the key as 64 hex characters, optionally after 0x"
        case .unreadableMnemonic(let path, let error) where path == "the prompt":
            "the phrase typed: \(error); run the command again and type the words separated by spaces"
        case .unreadableMnemonic(let path, let error):
            "\(path): \(error); the file must hold the recovery phrase's words, separated by spaces"
        }
    }
}
