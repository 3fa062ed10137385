import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli balance [ADDRESS|--keystore FILE]`: an account's balance and nonce from the network's
/// node; for the saved wallet both of its accounts, the legacy one and the EVM one.
struct BalanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "balance",
        abstract: "Show an account's balance and nonce: for the saved wallet, its legacy and its EVM account.",
        discussion: """
            Without an address or --keystore: the wallet saved in Zhip's home (--home), both of its accounts: the \
            legacy zil1 one (the legacy API, in ZIL to the Qa) and the EVM 0x one ("evm": read by eth_, in ZIL to \
            the wei). An address after 0x in EIP-55 or in one case is an EVM account, read by eth_; zil1…, bare hex \
            or Zilliqa-checksummed 0x… is a legacy account. --keystore reads the address the file names (no password \
            is needed): a Zilliqa keystore's legacy account, or with --format ethereum (geth, MetaMask) its EVM account.
            An EVM account is shown with the balance of every token listed on the network ('zhip-cli token add'), \
            asked in one batched request; --token SYMBOL|0x… shows that listed token only. In --json they are under \
            "evm": "tokens": [{"address", "symbol", "decimals", "balance": {"units", "text"}}], units in the token's \
            smallest unit as a decimal string ("balance": null and "error" for a token that did not answer readably).
            A legacy account is shown with what it holds of the listed tokens, read-only (top-level "tokens", when \
            any is listed): balanceOf its 20 bytes, which the ERC-20 proxies of ZRC-2 tokens answer from the ZRC-2 \
            contract; and of the listed ZRC-2 tokens without a proxy ('zhip-cli token add zil1…'; top-level \
            "zrc2Tokens", the same form with a zil1… address): GetSmartContractSubState of each contract's balances, \
            in one batched legacy request. They move only with legacy transfers, which Zilliqa 2.0 mainnet no longer \
            carries. A legacy account is also shown with the ZIL it lodged in the migration escrow ("escrow": \
            {"lodged": {"wei", "zil"}}): balanceOf its 20 bytes at 0x00000000005a494c31455343524f5750524f5859; \
            claiming it needs Zilliqa's official recovery tool, whose claim 'zhip-cli escrow claim' sends. A node \
            with no escrow answer gives "lodged": null and "error", and the balance is shown all the same.
            The balance is exact; an account that never received anything has balance 0 and nonce 0. A legacy \
            account's next transaction carries its nonce plus one, an EVM account's its nonce. An account that \
            Zilliqa 2.0 froze (a blocked recipient: balance moved away, nonce at its largest) is said to be frozen.
            \(ExitCode.readingHelp)
            """)

    @Argument(help: "The address: zil1…, 40 hex characters, or an EVM 0x… address (EIP-55 or one case).")
    var address: String?

    @Option(help: "A keystore file: show the balance of the address it names.", valueName: "file")
    var keystore: String?

    @Option(
        help: "With --keystore: zilliqa (its legacy account) or ethereum (its EVM account, read by eth_).",
        valueName: "format")
    var format: KeystoreFormatChoice?

    @Option(
        help: "Show only this listed token's balance beside the EVM account's: its symbol or contract (0x…).",
        valueName: "token")
    var token: String?

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        switch (address, keystore) {
        case (nil, nil): break
        case (_?, _?): throw ValidationError("give the address or --keystore FILE, not both")
        case (let text?, nil):
            if try BalanceAccounts(argument: text).evm == .notShown, token != nil { throw Self.tokenNeedsEVM }
        case (nil, _?):
            if format != .ethereum, token != nil { throw Self.tokenNeedsEVM }
        }
        if format != nil && keystore == nil {
            throw ValidationError("--format says which keystore --keystore FILE is: add --keystore, or leave it out")
        }
    }

    func run(_ console: Console) async throws {
        let accounts = try chosenAccounts(console)
        let chosen = try network.resolve()
        network.register(chosen, console: console)
        let reader = BalanceReader(network: chosen, console: console)
        var legacy: BalanceReport.Legacy?
        if let address = accounts.legacy {
            let balance = try await reader.legacyAccount(address)
            let listed = token == nil ? try listedTokens() : []
            let zrc2Listed = token == nil ? try listedZRC2Tokens() : []
            legacy = BalanceReport.Legacy(
                address: address, balance: balance,
                tokens: listed.isEmpty ? nil : try await reader.legacyHoldings(of: address, in: listed),
                zrc2Tokens: zrc2Listed.isEmpty ? nil : try await reader.zrc2Holdings(of: address, in: zrc2Listed),
                escrow: await reader.escrowLodged(by: address))
        }
        var evm: EVMAccountForms?
        if case .account(let address) = accounts.evm {
            let state = try await reader.evmAccount(address)
            let tokens = try await reader.tokenBalances(of: address, in: try listedTokens())
            evm = EVMAccountForms(address, state, tokens: tokens)
        }
        let watched = accounts.watched.map { WatchedAccountReport($0, current: true) }
        let report = BalanceReport(
            legacy: legacy, evm: evm,
            showsEVM: accounts.evm != .notShown, network: chosen.displayName, watched: watched)
        var lines = report.lines(evmPart: accounts.evm)
        if let watched { lines.insert(("watching", "\(watched.name), \(watched.address) (watch-only)"), at: 0) }
        if keystore != nil && format == nil {
            lines.append(("note", Self.ethereumKeystoreHint))
        }
        lines.append(("network", chosen.description))
        try CommandOutput(console, output).emit(report, lines: lines)
    }

    /// The tokens whose balances are shown: the one --token names, else every listed one.
    /// An address or keystore needs no home: where there is none to read a list from, no token is listed.
    private func listedTokens() throws -> [Token] {
        let list = Container.shared.tokenListUseCase()
        if let token { return [try list.token(token)] }
        guard address == nil, keystore == nil else { return (try? list.tokens) ?? [] }
        return try list.tokens
    }

    /// The listed ZRC-2 tokens, whose holdings the legacy account shows; none where there is no home
    /// to read a list from (an address or keystore needs none).
    private func listedZRC2Tokens() throws -> [ZRC2Token] {
        let list = Container.shared.tokenListUseCase()
        guard address == nil, keystore == nil else { return (try? list.zrc2Tokens) ?? [] }
        return try list.zrc2Tokens
    }

    /// The accounts the command line names: the keystore's, the address argument's, else the
    /// saved wallet's two.
    private func chosenAccounts(_ console: Console) throws -> BalanceAccounts {
        if let keystore {
            let input = try KeystoreInput(path: console.absolutePath(keystore))
            let address = try input.address()
            guard format == .ethereum else { return BalanceAccounts(legacy: address) }
            // An Ethereum keystore's `address` names the key's EVM account: the same 20 bytes.
            guard let evm = input.keystore.evmAddress else { throw KeystoreInputError.noAddress(path: input.path) }
            return BalanceAccounts(evm: evm)
        }
        if let address { return try BalanceAccounts(argument: address) }
        network.useHome()
        if let watched = try SavedWallet.watched() { return BalanceAccounts(watched: watched) }
        if let ledger = try SavedWallet.ledger() { return BalanceAccounts(evm: ledger.currentAccount.address) }
        let wallet = try SavedWallet.load()
        return BalanceAccounts(legacy: wallet.address, evm: wallet.evmAddress)
    }

    /// The refusal of --token where no EVM account is read.
    static let tokenNeedsEVM = ValidationError(
        "--token shows an EVM account's token: give a 0x… address, a keystore with --format ethereum, or use the "
            + "saved wallet")

    /// What the text says under a keystore's legacy account: the file does not tell its format.
    static let ethereumKeystoreHint =
        "read as a Zilliqa keystore; for an Ethereum one (geth, MetaMask) add --format ethereum to read its EVM"
        + " account by eth_"
}
