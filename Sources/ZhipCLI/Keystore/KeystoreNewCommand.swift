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
            without both the funds are lost.
            """)

    @Option(help: "The key derivation function: scrypt (as zilliqa-js) or pbkdf2 (as pyzil and gozilliqa).")
    var kdf: KDFChoice = .scrypt

    @Option(help: "The keystore file to create; it must not exist yet.", valueName: "file")
    var out: String

    @OptionGroup var password: PasswordOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        try KeystoreWriting.validateOut(out)
    }

    func run(_ console: Console) async throws {
        let writing = KeystoreWriting(console: console, kdf: kdf, out: out, password: password, output: output)
        try writing.write { PrivateKey() }
    }
}
