import CommandLineKit

/// `zhip-cli keystore`: the group of keystore file commands.
struct KeystoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keystore",
        abstract: "Create, import and read password-protected keystore files.",
        discussion: """
            Keystores are Web3 secret storage v3 files, in Zilliqa's format (readable by every Zilliqa wallet) \
            or, with --format ethereum, Ethereum's (readable by geth, MetaMask and eth-account); show reads \
            both. New files are created with mode 0600 and never replace an existing file.
            """,
        subcommands: [KeystoreNewCommand.self, KeystoreImportCommand.self, KeystoreShowCommand.self])
}
