import CommandLineKit
import ZilliqaKit

/// `zhip-cli keystore new --out FILE`: a new random key, saved in a new keystore file.
struct KeystoreNewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a keystore file holding a new random private key.",
        discussion: """
            The key comes from libsodium's random generator and is encrypted with a password of at least \
            \(Keystore.minimumPasswordLength) characters. Back up the file and remember the password: \
            without both the funds are lost. With --format ethereum the file is Ethereum's keystore, for geth, \
            MetaMask and eth-account.
            """)

    @OptionGroup var writing: KeystoreWriting

    func run(_ console: Console) async throws {
        try await writing.write(console) { PrivateKey() }
    }
}
