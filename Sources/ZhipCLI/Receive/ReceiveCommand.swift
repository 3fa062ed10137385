import CommandLineKit
import Foundation
import ZhipCore
import ZilliqaKit

/// `zhip-cli receive [--account legacy|evm] [--amount ZIL] [--qr] [--address ADDRESS]`: what to give a
/// payer, from ZhipCore's ``ReceiveViewModel``: the saved wallet's address (or `--address`,
/// watch-only), the requested amount, Zhip's share link and the QR payload, or for the EVM account
/// the EIP-681 link on the network's EVM chain, optionally drawn as a QR code.
struct ReceiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receive",
        abstract: "Show the wallet's address to receive funds, with a link and a QR code to share.",
        discussion: """
            The address is the saved wallet's (see --home); --address shows another one (watch-only, no wallet \
            needed). --amount requests an amount in ZIL: it goes into the link (https://zhip.app/send?to=…&amount=Qa) \
            and the QR payload (zilliqa://zil1…?amount=Qa), which Zhip and other wallets open on their send screen.
            Without --account the account that can spend what it receives leads, as 'send' pays from it: the EVM \
            account (0x…, EIP-55) on Zilliqa 2.0 mainnet and testnet, which refuse legacy transfers, and on a \
            network whose era is not known offline (a devnet, a custom node; nothing is asked of it); the legacy \
            one while the wallet does not know its EVM address yet, or for a zil1 --address. \
            --account evm shows the EVM account with an EIP-681 link, \
            ethereum:0x…@<EVM chain id>?value=<wei>, which EVM wallets open on their send screen on that chain: the \
            network's (--network, else the one saved in settings, else mainnet), named beside it. \
            --account legacy shows the zil1 account (on Zilliqa 2.0 mainnet it can only lodge what it receives \
            into the migration escrow).
            --token SYMBOL|0x… asks for a token listed on the network ('zhip-cli token add'), at the EVM account: \
            the EIP-681 link calls the token's transfer, ethereum:<token>@<EVM chain id>/transfer?address=<you>\
            &uint256=<amount in its smallest unit>, and --amount is in the token's units (12.5).
            --qr draws the QR code with half blocks: black on white when standard output is a terminal and NO_COLOR \
            is unset; otherwise without colours, drawing the light modules in the text colour, which scans on a \
            terminal with light text on a dark background; use --invert where text is dark on light.
            Exit codes: 0 done; 1 failed (no wallet saved, the wallet or home unreadable); 64 the command line was \
            wrong (a bad address or amount).
            """)

    @Option(
        help: "Which account: evm (0x…, an EIP-681 link) or legacy (zil1…). Default: the one that can spend what it "
            + "receives on the network (evm on Zilliqa 2.0).",
        valueName: "account")
    var account: AccountChoice?

    @Option(help: "Request this amount, in ZIL (e.g. 1.5); with --token, in the token's units.", valueName: "amount")
    var amount: String?

    @Option(
        help: "Ask for this listed token (its symbol or contract) instead of ZIL, at the EVM account.",
        valueName: "token")
    var token: String?

    @Flag(help: "Draw the QR code of the payload in the terminal.")
    var qr = false

    @Flag(help: "With --qr and no colours: draw the dark modules instead, for dark text on a light background.")
    var invert = false

    @Flag(
        help: "With a Ledger wallet: show the address on the device too, to confirm there that it is the one shown "
            + "here (a rejection there exits 2).")
    var verifyOnDevice = false

    @Option(
        help: "Receive at this address (zil1… or hex; with --account evm 0x…) instead of the saved wallet's or the "
            + "watched account in use.",
        valueName: "address")
    var address: String?

    @OptionGroup var network: NetworkOptions

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let address {
            switch account {
            case .legacy?: _ = try Self.parse(address: address)
            case .evm?: _ = try Self.parse(evmAddress: address)
            case nil: if !Self.isEVMAddress(address) { _ = try Self.parse(address: address) }
            }
        }
        if token != nil && account == .legacy {
            throw ValidationError("--token asks for a token at the EVM account: leave out --account legacy")
        }
        if verifyOnDevice && (address != nil || account == .legacy) {
            throw ValidationError(
                "--verify-on-device shows a Ledger wallet's own EVM address: leave out --address and --account legacy")
        }
        if invert && !qr { throw ValidationError("--invert changes how --qr draws: add --qr, or leave out --invert") }
        if network.home.home?.isEmpty == true {
            throw ValidationError("--home is empty: give a directory, or leave it out")
        }
        let legacyChosen =
            account == .legacy || (account == nil && token == nil && address.map(Self.isEVMAddress) == false)
        if legacyChosen && (network.network != nil || network.chainID != nil) {
            throw ValidationError("--network chooses the EVM link's chain: add --account evm, or leave it out")
        }
    }

    func run(_ console: Console) async throws {
        network.useHome()
        let watching = address == nil ? try SavedWallet.watched() : nil
        let ledger = address == nil && watching == nil ? try SavedWallet.ledger() : nil
        if ledger != nil, account == .legacy { throw TransactionsError.ledgerHasNoLegacyAccount }
        if verifyOnDevice, ledger == nil {
            throw ValidationError("--verify-on-device needs a Ledger wallet ('zhip-cli wallet restore --ledger')")
        }
        if let ledger {
            try await runEVM(console, ledger: ledger)
            return
        }
        // A watched account's 20 bytes are one account on Zilliqa 2.0: the EVM form unless --account legacy.
        if let watching, account != .legacy {
            try await runEVM(console, watching: watching.evmAddress)
            return
        }
        if watching == nil, try chosenAccount() == .evm {
            try await runEVM(console)
            return
        }
        let storage = Container.shared.walletStorageUseCase()
        let watched = try address.map { try Self.parse(address: $0) } ?? watching.map { Address($0.evmAddress) }
        if watched == nil { try SavedWallet.ensureReadable() }
        let request = try await MainActor.run {
            try ReceiveRequest.make(storage: storage, address: watched, amount: amount)
        }
        if output.json {
            console.print(try CommandOutput.encode(request.report))
            return
        }
        console.standardOutput(LabelledLines.format(request.lines))
        try drawQRCode(of: request.payload, on: console)
    }

    /// `--account`, else the account ZhipCore leads with on the network: the legacy one for a zil1
    /// `--address`, and while the saved wallet does not know its EVM address.
    private func chosenAccount() throws -> AccountChoice {
        if let account { return account }
        if token != nil { return .evm }
        if let address, !Self.isEVMAddress(address) { return .legacy }
        if address == nil {
            guard (try? Container.shared.walletStorageUseCase().loadWallet())?.evmAddress != nil else { return .legacy }
        }
        guard let chosen = try? network.resolve() else { return .legacy }
        return PayingAccount.offlineDefault(chainID: chosen.chainID) == .evm ? .evm : .legacy
    }

    /// True when `text` reads as an EVM address (0x and 40 hex digits, EIP-55 or one case).
    private static func isEVMAddress(_ text: String) -> Bool {
        (try? EVMAddress(text)) != nil
    }

    /// `--account evm`: the EVM address and its EIP-681 link on the chosen network's EVM chain.
    private func runEVM(_ console: Console, ledger: LedgerWallet? = nil, watching: EVMAddress? = nil) async throws {
        let storage = Container.shared.walletStorageUseCase()
        let watched = try address.map { try Self.parse(evmAddress: $0) } ?? ledger?.currentAccount.address ?? watching
        if watched == nil { try SavedWallet.ensureReadable() }
        let chosen = try network.resolve()
        network.register(chosen, console: console)
        let asked = try token.map { try Container.shared.tokenListUseCase().token($0) }
        let request = try await MainActor.run {
            try EVMReceiveRequest.make(
                storage: storage, network: chosen, address: watched, amount: amount, token: asked,
                namingLegacy: account == nil && asked == nil && ledger == nil && watching == nil)
        }
        if output.json {
            console.print(try CommandOutput.encode(request.report))
            if verifyOnDevice, let ledger { try await verify(ledger.currentAccount, console: console) }
            return
        }
        console.standardOutput(LabelledLines.format(request.lines))
        try drawQRCode(of: request.link.text, on: console)
        if verifyOnDevice, let ledger { try await verify(ledger.currentAccount, console: console) }
    }

    /// Shows `account`'s address on the Ledger for the person to confirm that it is the one printed.
    private func verify(_ account: LedgerWalletAccount, console: Console) async throws {
        let signer = try LedgerDevice.signer(for: account, console: console)
        try await LedgerDevice.confirming("that the Ledger shows \(account.address.checksummed)", console: console) {
            try await signer.showAddressOnDevice()
        }
        console.printError("The Ledger confirmed the address \(account.address.checksummed).")
    }

    /// With `--qr`, a blank line and the QR code of `payload`.
    private func drawQRCode(of payload: String, on console: Console) throws {
        guard qr else { return }
        let code = try TerminalQRCode(payload: payload)
        console.print("")
        for line in code.lines(palette: .choose(for: console, inverted: invert)) { console.print(line) }
    }

    /// `text` as an address, or a usage error saying why it is not one (without repeating it).
    private static func parse(address text: String) throws -> Address {
        do { return try Address(text) } catch { throw ValidationError("--address is not a Zilliqa address: \(error)") }
    }

    /// `text` as an EVM address, or a usage error saying why it is not one (without repeating it).
    private static func parse(evmAddress text: String) throws -> EVMAddress {
        do { return try EVMAddress(text) } catch {
            throw ValidationError("--address is not an EVM address (0x and 40 hex characters): \(error)")
        }
    }
}
