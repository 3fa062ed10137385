import CommandLineKit

/// `zhip-cli token`: the group of commands for the ERC-20 tokens listed on a network.
struct TokenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token",
        abstract: "Add, list and remove the ERC-20 tokens the wallet shows, per network; approve and revoke spenders.",
        discussion: """
            Nothing is listed by itself: a token appears only once you list it, for the network chosen \
            (--network, else the one in settings). Anyone can deploy a token with any name and symbol, so every \
            display shows the token's contract address beside its symbol; a token is named by its address, or by \
            its symbol when only one listed token has it.
            """,
        subcommands: [
            TokenAddCommand.self, TokenListCommand.self, TokenRemoveCommand.self, TokenApproveCommand.self,
            TokenRevokeCommand.self, TokenAllowancesCommand.self,
        ])
}
