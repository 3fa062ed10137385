import CommandLineKit
import ZhipCore

/// `zhip-cli account use N|NAME`: makes account N (or the account called NAME, the wallet's or a
/// watched one) the current one.
struct AccountUseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "use",
        abstract: "Make an account the current one: the account 'balance', 'send' and 'receive' use.",
        discussion: """
            No password is needed. Give the wallet's account by its number or name, or a watched account by its \
            name ('zhip-cli account list' shows them): a watched account is read by balance, history, receive, \
            stake status and token allowances, and every signing command refuses it (exit 2). Choosing one of the \
            wallet's accounts makes the wallet's own account current again.
            Exit codes: 0 done; 1 failed (no wallet, no such account, the home cannot be written); 64 the command \
            line was wrong.
            """)

    @Argument(
        help: "The account's number (1 for the first, as 'account list' shows) or its name (any case).",
        valueName: "number|name")
    var account: String

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        home.use(console)
        let watching = Container.shared.watchedAccountsUseCase()
        if Int(account) == nil, let watched = try watching.watched.account(named: account) {
            try watching.use(watched.name)
            let report = WatchedAccountReport(watched, current: true)
            try CommandOutput(console, output).emit(
                ["account": report], lines: report.lines(heading: ("now current", "watch-only")))
            return
        }
        if let ledger = try SavedWallet.ledger() {
            let number = try Self.number(of: account, names: ledger.accounts.map(\.name))
            let changed: LedgerWallet
            do throws(WalletError) {
                changed = try ledger.switching(to: number)
                if changed != ledger { try Container.shared.ledgerWalletUseCase().saveChange(of: ledger, to: changed) }
            } catch {
                throw AccountCommandError(error)
            }
            try watching.use(nil)
            let report = LedgerWalletReport(changed)
            try CommandOutput(console, output).emit(report, lines: report.lines)
            return
        }
        let number = try Self.number(of: account, names: try SavedWallet.load().accounts.map(\.name))
        let changed = try AccountChange.apply { wallet throws(WalletError) in try wallet.usingAccount(number: number) }
        try watching.use(nil)
        let report = AccountChangeReport(changed, number: number)
        try CommandOutput(console, output).emit(
            report, lines: report.account.lines(heading: ("now current", "account \(number)")))
    }

    /// The number `text` gives, or the number of the account of `names` called `text` (any case).
    /// - Throws: a failure (exit 1) when no account is called so.
    static func number(of text: String, names: [String]) throws -> Int {
        if let number = Int(text) { return number }
        guard let index = names.firstIndex(where: { $0.lowercased() == text.lowercased() }) else {
            throw CommandFailure(
                "no account is called \"\(text)\": 'zhip-cli account list' lists the home's accounts; nothing was "
                    + "changed",
                exitCode: .failure)
        }
        return index + 1
    }
}
