import CommandLineKit
import ZhipCore

/// `zhip-cli token list`: the tokens listed on the network.
struct TokenListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the tokens listed on the network: symbol, contract address, name, decimals.",
        discussion: """
            No node is asked. The ERC-20 tokens come first, then the read-only ZRC-2 tokens (zil1… contracts, held by \
            the legacy account). --json prints {"network": "mainnet", "tokens": [{"address", "symbol", "name", \
            "decimals", "standard": "ERC-20"}], "zrc2Tokens": [{… "standard": "ZRC-2"}]}.
            Exit codes: 0 listed (the list may be empty); 1 the settings cannot be read; 64 the command line was wrong.
            """)

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        let chosen = try network.resolve()
        network.register(chosen, console: console)
        let list = Container.shared.tokenListUseCase()
        let tokens = try list.tokens.map(TokenReport.init)
        let zrc2Tokens = try list.zrc2Tokens.map(TokenReport.init)
        if output.json {
            console.print(
                try CommandOutput.encode(Report(network: chosen.displayName, tokens: tokens, zrc2Tokens: zrc2Tokens)))
        } else if tokens.isEmpty && zrc2Tokens.isEmpty {
            console.standardOutput(
                "No tokens are listed on \(chosen.displayName): add one with 'zhip-cli token add ADDRESS'.\n")
        } else {
            console.standardOutput((tokens + zrc2Tokens).map { LabelledLines.format($0.lines) }.joined(separator: "\n"))
        }
    }

    /// `{"network": "mainnet", "tokens": […], "zrc2Tokens": […]}`.
    struct Report: Encodable {
        let network: String
        let tokens: [TokenReport]
        let zrc2Tokens: [TokenReport]
    }
}
