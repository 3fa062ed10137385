import CommandLineKit

/// `zhip-cli wallet show`: the saved wallet's address and where its key came from.
struct WalletShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract:
            "Show the saved wallet's two accounts (the legacy zil1 address in three forms, the EVM 0x one) and origin.",
        discussion: """
            No password is needed: the address is saved beside the locked keystore. A Ledger wallet shows its EVM \
            account and the path the device derives it on.
            Exit codes: 0 shown; 1 no wallet is saved, or it cannot be read; 64 the command line was wrong.
            """)

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        home.use(console)
        if let ledger = try SavedWallet.ledger() {
            let report = LedgerWalletReport(ledger)
            try CommandOutput(console, output).emit(report, lines: report.lines)
            return
        }
        let report = WalletReport(try SavedWallet.load())
        try CommandOutput(console, output).emit(report, lines: report.lines)
    }
}
