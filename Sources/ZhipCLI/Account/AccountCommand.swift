import CommandLineKit

/// `zhip-cli account`: the group of commands for the accounts of the saved wallet.
struct AccountCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "List, add, switch, rename and remove the accounts of the home: the wallet's and the watched ones.",
        discussion: """
            A wallet made from a recovery phrase holds up to 100 accounts, each the key at one derivation path of \
            the phrase; a wallet from a private key or keystore holds one. The current account is the one \
            'wallet show', 'balance', 'send' and 'receive' use. Only 'account add' needs the encryption password: \
            it unlocks the recovery phrase to derive the new key.
            """,
        subcommands: [
            AccountListCommand.self, AccountAddCommand.self, AccountUseCommand.self, AccountRenameCommand.self,
            AccountRemoveCommand.self,
        ])
}
