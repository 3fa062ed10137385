import CommandLineKit
import ZhipCore

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
        if let ledger = try SavedWallet.ledger() {
            try listLedgerAccounts(ledger, console: console)
            return
        }
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

    /// A Ledger wallet's accounts: `{"accounts": [{"number", "name", "evm": {"address"}, "path", "current"}],
    /// "current": N, "kind": "ledger"}`.
    private func listLedgerAccounts(_ ledger: LedgerWallet, console: Console) throws {
        let accounts = ledger.accounts.enumerated().map { position, account in
            LedgerAccountLine(
                number: position + 1, name: account.name, evm: EVMAddressForms(account.address),
                path: account.path.description, current: position == ledger.currentAccountIndex)
        }
        if output.json {
            console.print(
                try CommandOutput.encode(
                    LedgerAccountList(accounts: accounts, current: ledger.currentAccountIndex + 1)))
            return
        }
        let blocks = accounts.map { account in
            LabelledLines.format(
                [("account", "\(account.number)" + (account.current ? " (current)" : "")), ("name", account.name)]
                    + account.evm.lines + [("path", account.path)])
        }
        console.standardOutput(blocks.joined(separator: "\n"))
    }

    /// One account of a Ledger wallet as listed.
    struct LedgerAccountLine: Encodable {
        let number: Int
        let name: String
        let evm: EVMAddressForms
        let path: String
        let current: Bool
    }

    /// The list of a Ledger wallet's accounts.
    struct LedgerAccountList: Encodable {
        let accounts: [LedgerAccountLine]
        let current: Int
        let kind = "ledger"
    }
}
