import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli token add ADDRESS [--symbol S] [--decimals N]`: lists a token on the network, its
/// name, symbol and decimals read from the contract in one batched call; a `zil1…` address lists a
/// read-only ZRC-2 token from its contract's init.
struct TokenAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "List an ERC-20 token on the network: its name, symbol and decimals are read from its contract.",
        discussion: """
            The contract is asked name(), symbol() and decimals() in one batched request, with the node's chain id \
            (a node on another chain is refused). They are optional in ERC-20: a token without a symbol needs \
            --symbol, one without decimals --decimals; --symbol also replaces a symbol the contract gives, but \
            --decimals may not differ from decimals the contract gives (every amount would be wrong by a power of \
            ten). Text from a contract is cleaned (escape sequences, control, direction, invisible and blank \
            characters, and marks stacked on ASCII letters removed, the symbol cut to 11 \
            characters, the name to 64); a token with 78 decimals or more is refused, as no amount of it fits 256 \
            bits. Anyone can deploy a token with any name and symbol: check its address on an explorer first. \
            Adding a listed contract again replaces it. \
            A zil1… address lists a ZRC-2 token of the Zilliqa 1 era that has no ERC-20 proxy: its name, symbol and \
            decimals are read from the contract's init (GetSmartContractInit), and 'zhip-cli balance' shows what the \
            legacy account holds of it, read-only (ZRC-2 tokens move only with legacy transfers, which Zilliqa 2.0 \
            mainnet no longer carries). A ZRC-2 token that has an ERC-20 proxy is listed by the proxy's 0x… address. \
            The text says when the contract's had hidden characters, and marks a name or symbol that spells an \
            address (0x and four hex digits, or zil1 and six characters). \
            --json prints {"added": {"address", "symbol", "name", "decimals", "standard": "ERC-20"|"ZRC-2", \
            "spellsAnAddress"}, "hiddenCharactersRemoved"}.
            Exit codes: 0 listed; 1 not listed (no token answers at the address, decimals missing or out of range, \
            the node, the settings); 64 the command line was wrong.
            """)

    @Argument(
        help: "The token's contract: an ERC-20 0x… address, or a ZRC-2 token's zil1… address (read-only).",
        valueName: "address")
    var address: String

    @Option(help: "The symbol to show, where the contract gives none or you want another.", valueName: "symbol")
    var symbol: String?

    @Option(help: "The token's decimals, where the contract does not say (0 to 77).", valueName: "n")
    var decimals: Int?

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if isZRC2 {
            do { _ = try Address(bech32: address) } catch {
                throw ValidationError("a ZRC-2 token's address is a zil1… bech32 address: \(error)")
            }
            if symbol != nil || decimals != nil {
                throw ValidationError(
                    "--symbol and --decimals are for ERC-20 tokens: a ZRC-2 contract's init names its own; leave them out"
                )
            }
            return
        }
        do { _ = try EVMAddress(address) } catch {
            throw ValidationError(
                "the token's address is a 0x… EVM address of 40 hex digits, or a ZRC-2 token's zil1… address: \(error)")
        }
        if let decimals, !(0...Token.maximumDecimals).contains(decimals) {
            throw ValidationError("--decimals is from 0 to \(Token.maximumDecimals), not \(decimals)")
        }
    }

    /// True when the address is a `zil1…` one: a ZRC-2 token's legacy contract.
    private var isZRC2: Bool { address.lowercased().hasPrefix(Address.bech32Prefix + "1") }

    func run(_ console: Console) async throws {
        let chosen = try network.resolve()
        network.register(chosen, console: console)
        if isZRC2 { return try await addZRC2(try Address(bech32: address), on: chosen, console: console) }
        let contract = try EVMAddress(address)
        let metadata = try await readMetadata(of: contract, on: chosen, console: console)
        let token = try metadata.token(symbol: symbol, decimals: decimals)
        try Container.shared.tokenListUseCase().add(token)
        let added = TokenReport(token)
        var lines = added.lines
        if metadata.hadHiddenCharacters { lines.append(("careful", Self.hiddenCharactersNote)) }
        lines.append(("note", "anyone can name a token \(token.symbol): check \(added.address) on an explorer"))
        lines.append(("network", chosen.description))
        try CommandOutput(console, output).emit(
            Report(added: added, hiddenCharactersRemoved: metadata.hadHiddenCharacters), lines: lines)
    }

    /// What `token add` says when the contract's text had characters that show as nothing.
    static let hiddenCharactersNote =
        "the contract's name or symbol had hidden characters (invisible, blank or terminal escape characters), "
        + "removed here: such text is made to pass for another token's"

    /// Lists the ZRC-2 token at `contract` from its init, read-only.
    private func addZRC2(_ contract: Address, on chosen: Network, console: Console) async throws {
        let reading = Container.shared.tokenReadingUseCase()
        let token: ZRC2Token
        do {
            token = try await WaitingLine.showing(
                "Asking \(chosen.nodeLabel) for the init (name, symbol, decimals) of \(contract.bech32)", on: console
            ) {
                try await reading.zrc2Token(at: contract)
            }
        } catch TokenError.node(let error) {
            throw CommandFailure("\(chosen.nodeLabel): \(error)", exitCode: .failure)
        }
        try Container.shared.tokenListUseCase().add(token)
        let added = TokenReport(token)
        var lines = added.lines
        lines.append(("note", Self.zrc2Note))
        lines.append(("network", chosen.description))
        try CommandOutput(console, output).emit(Report(added: added), lines: lines)
    }

    /// What the text says of a ZRC-2 token once listed.
    static let zrc2Note =
        "read-only: 'zhip-cli balance' shows what the legacy account holds of it; ZRC-2 tokens move only with legacy "
        + "transfers, which Zilliqa 2.0 mainnet no longer carries"

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
        /// True when the contract's text had hidden characters, removed.
        var hiddenCharactersRemoved = false
    }
}
