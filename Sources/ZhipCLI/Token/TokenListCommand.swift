import CommandLineKit
import ZhipCore

/// `zhip-cli token list`: the tokens listed on the network.
struct TokenListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the tokens listed on the network: symbol, contract address, name, decimals.",
        discussion: """
            No node is asked. --json prints {"network": "mainnet", "tokens": [{"address", "symbol", "name", \
            "decimals"}]}.
            Exit codes: 0 listed (the list may be empty); 1 the settings cannot be read; 64 the command line was wrong.
            """)

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        let chosen = try network.resolve()
        network.register(chosen)
        let tokens = try Container.shared.tokenListUseCase().tokens.map(TokenReport.init)
        if output.json {
            console.print(try CommandOutput.encode(Report(network: chosen.displayName, tokens: tokens)))
        } else if tokens.isEmpty {
            console.standardOutput(
                "No tokens are listed on \(chosen.displayName): add one with 'zhip-cli token add ADDRESS'.\n")
        } else {
            console.standardOutput(tokens.map { LabelledLines.format($0.lines) }.joined(separator: "\n"))
        }
    }

    /// `{"network": "mainnet", "tokens": […]}`.
    struct Report: Encodable {
        let network: String
        let tokens: [TokenReport]
    }
}
