import CommandLineKit

/// `zhip-cli wallet`: the group of commands for the one wallet saved in Zhip's home.
struct WalletCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wallet",
        abstract: "Create, restore, back up, show and remove the wallet saved in Zhip's home.",
        discussion: """
            Zhip keeps one wallet: its keystore, locked with your encryption password, in data/secure.json \
            (mode 0600, in a 0700 directory) under --home or $ZHIP_HOME. 'balance' and 'send' use it when no \
            address or --keystore is given. A saved wallet is never replaced: remove it first.
            """,
        subcommands: [
            WalletCreateCommand.self, WalletRestoreCommand.self, WalletPreviewCommand.self, WalletBackupCommand.self,
            WalletShowCommand.self, WalletRemoveCommand.self, WalletWatchCommand.self,
        ])
}
