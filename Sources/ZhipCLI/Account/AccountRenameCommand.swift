import CommandLineKit
import ZhipCore

/// `zhip-cli account rename N NAME`: gives account N of the saved wallet another name.
struct AccountRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename account N: 1 to 32 characters, no control characters.",
        discussion: """
            No password is needed; the name is trimmed. 'zhip-cli account list' shows the numbers and names.
            Exit codes: 0 renamed; 1 failed (no wallet, no such account, a name Zhip refuses, the home cannot be \
            written); 64 the command line was wrong.
            """)

    @Argument(help: "The account's number, 1 for the first (as 'account list' shows).", valueName: "number")
    var number: Int

    @Argument(help: "The new name (quote it when it has spaces).", valueName: "name")
    var name: String

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        home.use(console)
        let changed = try AccountChange.apply { wallet throws(WalletError) in
            try wallet.renamingAccount(number: number, to: name)
        }
        let report = AccountChangeReport(changed, number: number)
        try CommandOutput(console, output).emit(
            report, lines: report.account.lines(heading: ("renamed", "account \(number)")))
    }
}
