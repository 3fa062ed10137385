import CommandLineKit

/// `zhip-cli tx`: the group of commands for signed transactions.
struct TransactionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tx",
        abstract: "Sign a payment offline, send a signed transaction, or look one up.",
        discussion: """
            'tx sign' never touches the network, so a key can stay on a computer that is offline; 'tx send' \
            then sends the file from any computer. Sending the same file again is safe: the network gives it \
            the same id and does not take the amount twice.
            """,
        subcommands: [
            TransactionSignCommand.self, TransactionSendCommand.self, TransactionStatusCommand.self,
            TransactionSpeedUpCommand.self, TransactionCancelCommand.self,
        ])
}
