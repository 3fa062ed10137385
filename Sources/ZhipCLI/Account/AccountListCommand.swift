import CommandLineKit

/// `zhip-cli account list`: every account of the saved wallet, and which is current.
struct AccountListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the saved wallet's accounts: number, name, both addresses, path, which is current.",
        discussion: """
            No password is needed: the addresses are saved beside the locked keys. Each account is a block of \
            labelled lines, the current one marked; --json prints {"accounts": [...], "current": N}.
            Exit codes: 0 listed; 1 no wallet is saved, or it cannot be read; 64 the command line was wrong.
            """)

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        home.use(console)
        let report = AccountListReport(try SavedWallet.load())
        if output.json {
            console.print(try CommandOutput.encode(report))
        } else {
            let blocks = report.accounts.map { account in
                LabelledLines.format(
                    account.lines(heading: ("account", "\(account.number)" + (account.current ? " (current)" : ""))))
            }
            console.standardOutput(blocks.joined(separator: "\n"))
        }
    }
}
