import CommandLineKit
import ZhipCore

/// `zhip-cli account use N`: makes account N of the saved wallet the current one.
struct AccountUseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "use",
        abstract: "Make account N the current one: the account 'balance', 'send' and 'receive' use.",
        discussion: """
            No password is needed. 'zhip-cli account list' shows the numbers.
            Exit codes: 0 done; 1 failed (no wallet, no such account, the home cannot be written); 64 the command \
            line was wrong.
            """)

    @Argument(help: "The account's number, 1 for the first (as 'account list' shows).", valueName: "number")
    var number: Int

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        home.use(console)
        if let ledger = try SavedWallet.ledger() {
            let changed: LedgerWallet
            do throws(WalletError) {
                changed = try ledger.switching(to: number)
                if changed != ledger { try Container.shared.ledgerWalletUseCase().saveChange(of: ledger, to: changed) }
            } catch {
                throw AccountCommandError(error)
            }
            let report = LedgerWalletReport(changed)
            try CommandOutput(console, output).emit(report, lines: report.lines)
            return
        }
        let changed = try AccountChange.apply { wallet throws(WalletError) in try wallet.usingAccount(number: number) }
        let report = AccountChangeReport(changed, number: number)
        try CommandOutput(console, output).emit(
            report, lines: report.account.lines(heading: ("now current", "account \(number)")))
    }
}
