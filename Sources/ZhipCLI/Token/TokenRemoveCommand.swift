import CommandLineKit
import ZhipCore

/// `zhip-cli token remove ADDRESS|SYMBOL`: stops showing a listed token.
struct TokenRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Stop showing a listed token on the network (nothing on chain changes).",
        discussion: """
            The token is named by its contract address (0x… for an ERC-20 token, zil1… for a ZRC-2 one), or by its \
            symbol when only one listed token of either kind has it. Prints the token removed; --json prints \
            {"removed": {"address", "symbol", "name", "decimals", "standard"}}.
            Exit codes: 0 removed; 1 no such token is listed, or the settings cannot be read or written; 64 the \
            command line was wrong.
            """)

    @Argument(help: "The token: its contract address (0x… or zil1…) or its symbol.", valueName: "token")
    var token: String

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        let chosen = try network.resolve()
        network.register(chosen, console: console)
        let removed = TokenReport(try Container.shared.tokenListUseCase().removeListed(token))
        try CommandOutput(console, output).emit(
            Report(removed: removed), lines: [("removed", "\(removed.symbol) (\(removed.address))")])
    }

    /// `{"removed": {…}}`.
    struct Report: Encodable {
        let removed: TokenReport
    }
}
