import CommandLineKit
import ZhipCore

/// `zhip-cli account list`: every account of the saved wallet and every watched one, and which is current.
struct AccountListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the home's accounts: the wallet's (number, name, addresses, path) and the watched ones.",
        discussion: """
            No password is needed: the addresses are saved beside the locked keys. Each account is a block of \
            labelled lines, the current one marked; the accounts watched without their keys ('zhip-cli wallet \
            watch') follow, marked watch-only. --json prints {"accounts": [...], "current": N}: each account with \
            "watchOnly" (true for a watched one: {"name", "address", "bech32", "evmAddress", "watchOnly", \
            "current"}); "current" is null while a watched account is in use.
            Exit codes: 0 listed; 1 no wallet is saved and none is watched, or it cannot be read; 64 the command \
            line was wrong.
            """)

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        home.use(console)
        let watched = try Container.shared.watchedAccountsUseCase().watched
        let inUse = try SavedWallet.watched()
        if let ledger = try SavedWallet.ledger() {
            try listLedgerAccounts(ledger, watched: watched, inUse: inUse, console: console)
            return
        }
        if try !SavedWallet.holdsWallet(), !watched.accounts.isEmpty {
            try listWatchedOnly(watched, inUse: inUse, console: console)
            return
        }
        let wallet = try SavedWallet.load()
        let report = AccountListReport(wallet, watched: watched, inUse: inUse)
        if output.json {
            console.print(try CommandOutput.encode(report))
            return
        }
        let blocks = AccountReport.all(of: wallet).map { account in
            let current = account.current && inUse == nil
            return LabelledLines.format(
                account.lines(heading: ("account", "\(account.number)" + (current ? " (current)" : ""))))
        }
        console.standardOutput((blocks + Self.watchedBlocks(watched, inUse: inUse)).joined(separator: "\n"))
    }

    /// The blocks of the watched accounts, each marked watch-only.
    static func watchedBlocks(_ watched: WatchedAccounts, inUse: WatchedAccount?) -> [String] {
        watched.accounts.map { account in
            let report = WatchedAccountReport(account, current: account == inUse)
            return LabelledLines.format(
                report.lines(heading: ("account", "watch-only" + (report.current ? " (current)" : ""))))
        }
    }

    /// A home with watched accounts and no wallet: `{"accounts": [{watched}], "current": null, "kind": "watch-only"}`.
    private func listWatchedOnly(_ watched: WatchedAccounts, inUse: WatchedAccount?, console: Console) throws {
        if output.json {
            console.print(
                try CommandOutput.encode(WatchedOnlyList(accounts: ListedAccount.watched(watched, inUse: inUse))))
            return
        }
        console.standardOutput(Self.watchedBlocks(watched, inUse: inUse).joined(separator: "\n"))
    }

    /// A Ledger wallet's accounts: `{"accounts": [{"number", "name", "evm": {"address"}, "path", "current",
    /// "watchOnly": false}, {watched}], "current": N, "kind": "ledger"}`.
    private func listLedgerAccounts(
        _ ledger: LedgerWallet, watched: WatchedAccounts, inUse: WatchedAccount?, console: Console
    ) throws {
        let accounts = ledger.accounts.enumerated().map { position, account in
            LedgerAccountLine(
                number: position + 1, name: account.name, evm: EVMAddressForms(account.address),
                path: account.path.description, current: inUse == nil && position == ledger.currentAccountIndex)
        }
        if output.json {
            let listed = accounts.map { ListedAccount.own($0) } + ListedAccount.watched(watched, inUse: inUse)
            console.print(
                try CommandOutput.encode(
                    LedgerAccountList(accounts: listed, current: inUse == nil ? ledger.currentAccountIndex + 1 : nil)))
            return
        }
        let blocks = accounts.map { account in
            LabelledLines.format(
                [("account", "\(account.number)" + (account.current ? " (current)" : "")), ("name", account.name)]
                    + account.evm.lines + [("path", account.path)])
        }
        console.standardOutput((blocks + Self.watchedBlocks(watched, inUse: inUse)).joined(separator: "\n"))
    }

    /// One account of a Ledger wallet as listed.
    struct LedgerAccountLine: Encodable {
        let number: Int
        let name: String
        let evm: EVMAddressForms
        let path: String
        let current: Bool
    }

    /// The list of a Ledger wallet's accounts and the watched ones.
    struct LedgerAccountList: Encodable {
        let accounts: [ListedAccount]
        let current: Int?
        let kind = "ledger"

        private enum CodingKeys: String, CodingKey { case accounts, current, kind }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(accounts, forKey: .accounts)
            try container.encode(current, forKey: .current)  // null while a watched account is in use
            try container.encode(kind, forKey: .kind)
        }
    }

    /// The list of a home that holds only watched accounts.
    struct WatchedOnlyList: Encodable {
        let accounts: [ListedAccount]
        let kind = "watch-only"

        private enum CodingKeys: String, CodingKey { case accounts, current, kind }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(accounts, forKey: .accounts)
            try container.encodeNil(forKey: .current)
            try container.encode(kind, forKey: .kind)
        }
    }
}
