import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli balance ADDRESS|--keystore FILE`: an account's balance and nonce, from the network's node.
struct BalanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "balance",
        abstract: "Show an account's balance and nonce.",
        discussion: """
            Give the address, or a keystore file (its address is read from the file; no password is needed); \
            without either, the wallet saved in Zhip's home (--home). \
            The balance is exact, in ZIL; an account that never received anything has balance 0 and nonce 0. \
            The next transaction from the account carries its nonce plus one. An account that Zilliqa 2.0 froze             (a blocked recipient: balance moved away, nonce at its largest) is said to be frozen.
            \(ExitCode.readingHelp)
            """)

    @Argument(help: "The address: zil1… or 40 hex characters (0x optional).")
    var address: String?

    @Option(help: "A keystore file: show the balance of the address it names.", valueName: "file")
    var keystore: String?

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        switch (address, keystore) {
        case (nil, nil): break
        case (_?, _?): throw ValidationError("give the address or --keystore FILE, not both")
        case (_?, nil): _ = try parsedAddress()
        case (nil, _?): break
        }
    }

    func run(_ console: Console) async throws {
        let account: Address
        if let keystore {
            account = try KeystoreInput(path: console.absolutePath(keystore)).address()
        } else if address != nil {
            account = try parsedAddress()
        } else {
            network.useHome()
            account = try SavedWallet.load().address
        }
        let chosen = try network.resolve()
        let balance = try await network.session(for: chosen, console: console).balance(of: account)
        let report = Report(
            address: AddressForms(account), balance: AmountForms(balance.balance), nonce: balance.nonce,
            frozen: balance.isFrozen, network: chosen.displayName)
        let nonceText =
            balance.isFrozen
            ? FrozenAccount.notice
            : "\(balance.nonce) (the next transaction carries \(balance.nonce + 1))"
        try CommandOutput(console, output).emit(
            report,
            lines: [
                ("bech32", report.address.bech32), ("checksummed", report.address.checksummed),
                ("balance", AmountText.zil(balance.balance)), ("nonce", nonceText), ("network", chosen.description),
            ])
    }

    /// The address argument, or a usage error saying why it is not one (without repeating it).
    private func parsedAddress() throws -> Address {
        guard let address else { throw ValidationError("give the address, or --keystore FILE") }
        do { return try Address(address) } catch { throw ValidationError("not a Zilliqa address: \(error)") }
    }

    /// `{"address": {…}, "balance": {"qa", "zil"}, "frozen": false, "network": "mainnet", "nonce": 0}`.
    struct Report: Encodable {
        let address: AddressForms
        let balance: AmountForms
        let nonce: UInt64
        let frozen: Bool
        let network: String
    }
}
