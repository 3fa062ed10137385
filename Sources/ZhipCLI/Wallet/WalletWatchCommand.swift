import CommandLineKit
import ZhipCore

/// `zhip-cli wallet watch ADDRESS [--name N]`: adds an account whose key the home does not hold.
struct WalletWatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Watch an address without its key: read its balance, tokens, staking and history.",
        discussion: """
            ADDRESS is 0x… (EIP-55 or one case) or zil1…, or a contact's name or a .zil name (named after it \
            unless --name says): on Zilliqa 2.0 both forms of the same 20 bytes are one \
            account, shown in the form given with the other beside it. Beside a saved wallet (keystore or Ledger) \
            the account joins 'zhip-cli account list' and 'zhip-cli account use NAME' reads it; in a home with no \
            wallet the first one watched is the one read. Names are unique among the home's accounts in any case \
            ("Watched 1", "Watched 2", … unless --name is given); a home watches at most \
            \(WatchedAccounts.maximumAccounts). The wallet's own account is refused (it is listed already).
            Nothing can be signed for a watched account here: signing commands exit 2 with the next step, sign on \
            the machine that holds the key ('zhip-cli tx sign … --out FILE'), then 'zhip-cli tx send FILE' here. \
            'zhip-cli account remove NAME' stops watching it.
            --json prints {"account": {"name", "address", "bech32", "evmAddress", "watchOnly": true, "current"}}.
            Exit codes: 0 added; 1 refused or failed (nothing added); 64 the command line was wrong (no address).
            """)

    @Argument(
        help: "The address to watch: 0x… (EIP-55 or one case) or zil1…, a contact's name, or a .zil name (resolved"
            + " on the home's network).",
        valueName: "address|name")
    var address: String

    @Option(help: "What to call it (1 to 32 characters); default: Watched N.", valueName: "name")
    var name: String?

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        home.use(console)
        let watched = try await WatchedAddressLookUp.address(of: address, console: console)
        // A contact's or a .zil name names the account too, when it fits and no --name is given.
        let fitting = watched.name.flatMap { $0.count <= WalletAccount.maximumNameLength ? $0 : nil }
        let added = try Container.shared.watchedAccountsUseCase().watch(watched.address, name: name ?? fitting)
        let current = try SavedWallet.watched() == added
        let report = Report(account: WatchedAccountReport(added, current: current))
        let note = current ? "the account read commands read now" : "'zhip-cli account use \"\(added.name)\"' reads it"
        try CommandOutput(console, output).emit(
            report, lines: report.account.lines(heading: ("watching", note)))
    }

    /// `{"account": {…}}`.
    struct Report: Encodable {
        let account: WatchedAccountReport
    }
}
