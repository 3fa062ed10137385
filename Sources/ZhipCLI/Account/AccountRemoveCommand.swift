import CommandLineKit
import ZhipCore

/// `zhip-cli account remove NAME`: stops watching the watched account called NAME.
struct AccountRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Stop watching a watched account (the wallet's own accounts go only with the wallet).",
        discussion: """
            No password is needed: a watched account holds no key. When it was the current account, the wallet's \
            own account is current again. --json prints {"removed": {"name", "address", "bech32", "evmAddress", \
            "watchOnly", "current"}}.
            Exit codes: 0 removed; 1 no watched account is called NAME, or the home cannot be written; 64 the \
            command line was wrong.
            """)

    @Argument(help: "The watched account's name (any case), as 'account list' shows it.", valueName: "name")
    var name: String

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        home.use(console)
        let removed = try Container.shared.watchedAccountsUseCase().remove(named: name)
        let report = WatchedAccountReport(removed, current: false)
        try CommandOutput(console, output).emit(
            ["removed": report], lines: report.lines(heading: ("removed", "watch-only")))
    }
}
