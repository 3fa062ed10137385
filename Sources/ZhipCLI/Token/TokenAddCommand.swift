import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli token add ADDRESS [--symbol S] [--decimals N]`: lists a token on the network, its
/// name, symbol and decimals read from the contract in one batched call.
struct TokenAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "List an ERC-20 token on the network: its name, symbol and decimals are read from its contract.",
        discussion: """
            The contract is asked name(), symbol() and decimals() in one batched request, with the node's chain id \
            (a node on another chain is refused). They are optional in ERC-20: a token without a symbol needs \
            --symbol, one without decimals --decimals; --symbol also replaces a symbol the contract gives, but \
            --decimals may not differ from decimals the contract gives (every amount would be wrong by a power of \
            ten). Text from a contract is cleaned (control and direction characters removed, the symbol cut to 11 \
            characters, the name to 64); a token with 78 decimals or more is refused, as no amount of it fits 256 \
            bits. Anyone can deploy a token with any name and symbol: check its address on an explorer first. \
            Adding a listed contract again replaces it. --json prints {"added": {"address", "symbol", "name", \
            "decimals"}}.
            Exit codes: 0 listed; 1 not listed (no token answers at the address, decimals missing or out of range, \
            the node, the settings); 64 the command line was wrong.
            """)

    @Argument(help: "The token's contract address (0x…).", valueName: "address")
    var address: String

    @Option(help: "The symbol to show, where the contract gives none or you want another.", valueName: "symbol")
    var symbol: String?

    @Option(help: "The token's decimals, where the contract does not say (0 to 77).", valueName: "n")
    var decimals: Int?

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        do { _ = try EVMAddress(address) } catch {
            throw ValidationError("the token's address is a 0x… EVM address of 40 hex digits: \(error)")
        }
        if let decimals, !(0...Token.maximumDecimals).contains(decimals) {
            throw ValidationError("--decimals is from 0 to \(Token.maximumDecimals), not \(decimals)")
        }
    }

    func run(_ console: Console) async throws {
        let contract = try EVMAddress(address)
        let chosen = try network.resolve()
        network.register(chosen)
        let metadata = try await readMetadata(of: contract, on: chosen, console: console)
        let token = try metadata.token(symbol: symbol, decimals: decimals)
        try Container.shared.tokenListUseCase().add(token)
        let added = TokenReport(token)
        var lines = added.lines
        lines.append(("note", "anyone can name a token \(token.symbol): check \(added.address) on an explorer"))
        lines.append(("network", chosen.description))
        try CommandOutput(console, output).emit(Report(added: added), lines: lines)
    }

    /// What the contract says of itself; a contract that says nothing passes when --symbol and
    /// --decimals both are given.
    private func readMetadata(of contract: EVMAddress, on chosen: Network, console: Console) async throws
        -> TokenMetadata
    {
        let reading = Container.shared.tokenReadingUseCase()
        do {
            return try await WaitingLine.showing(
                "Asking \(chosen.nodeLabel) for the name, symbol and decimals of \(contract.checksummed)", on: console
            ) {
                try await reading.metadata(of: contract)
            }
        } catch TokenError.notAToken where symbol != nil && decimals != nil {
            return TokenMetadata(
                contract: contract, evmChainID: chosen.evmChainID, name: nil, symbol: nil, decimals: nil)
        } catch TokenError.node(let error) {
            throw CommandFailure("\(chosen.nodeLabel): \(error)", exitCode: .failure)
        }
    }

    /// `{"added": {…}}`.
    struct Report: Encodable {
        let added: TokenReport
    }
}
