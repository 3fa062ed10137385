import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli history [--account legacy|evm] [--limit N] [--before BLOCK] [--json | --csv [--out FILE]]`:
/// the account's transactions, newest first, from ZhipCore's ``HistoryUseCase``.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List an account's transactions, newest first, with their fees, status and explorer links.",
        discussion: """
            Reads the node's Otterscan search (ots_searchTransactionsBefore, served by Zilliqa 2.0) for the \
            account's 20 bytes, legacy and EVM accounts alike: one line per transaction with its time (UTC), \
            direction, the other party, the amount and asset, the fee the account paid (gas used at the price the \
            network charges, not the receipt's effectiveGasPrice), the status (success, failed, pending) and the \
            transaction's explorer link. Transactions this wallet sent that are not mined yet lead as pending until \
            they are mined or another of the same nonce is. The other party is named by its contact ('zhip-cli \
            contacts'), else by the primary .zil name it set (when that name resolves back to it). Dust or a \
            zero-value token transfer from an address that looks like one you know (the same first and last 4 \
            characters) but is not it is marked as suspected address poisoning: never copy it as a recipient.
            Directions: out (the account's own transaction, its ZIL value, or what its Transfer logs show left it \
            for a token listed with 'zhip-cli token add', a fee-on-transfer token's fee included); in (ZIL only when \
            the account is the transaction's recipient, tokens a Transfer log names it as receiving, ZIL a known \
            staking pool's Claimed or RewardPaid log or the migration escrow's Released log paid it); self; \
            approval (the account's approve: the spender and the allowance, 'unlimited' or 0 for a revoke); \
            interaction (someone else's transaction that touched the account without paying it, e.g. a contract \
            it called calling the account: value 0, the other party is that transaction's recipient); swap (the \
            account's swap through PlunderSwap's router, paid to itself: '-10 ZIL → +3.47 TUSD', what left and what \
            came in, read from the logs of WZIL and of the path's first and last tokens; a token not listed shows \
            its contract and raw units; a failed swap says 'nothing moved' and shows its fee).
            A figure no block allows (gas used above the latest block's gas limit, a time after the latest \
            block's, an amount above the whole supply of ZIL or of the token) is marked "(the node's claim)" with \
            a note saying why ("nodeClaims" in --json): the node said it, nothing proves it.
            The node pages by whole blocks, so a page may hold more than --limit; the next, older page is \
            'zhip-cli history --before N', N printed after the page ("nextBefore" in --json).
            Not found: the node's index records the callers and targets of calls, so a token someone else sends \
            you (transfer or transferFrom, where you are only an argument) does not appear, nor does any transfer \
            in which you are only an argument; your token balance ('zhip-cli balance') still counts it.
            --csv prints every page, newest first, as CSV (below); --out FILE writes it to a new file instead.
            --json prints {"account", "address", "entries": [{"hash", "time", "block", "direction", \
            "counterparty", "amount": {"asset", "units", "text"}, "swap": {"sent", "received"}, "fee": {"wei", \
            "zil"}, "status", "explorer", "nodeClaims": [{"field", "reason"}]}], "nextBefore"}; "swap" only for a \
            swap, each side {"asset", "contract", "units", "text"} or null when it did not move.
            \(Self.csvHelp)
            Exit codes: 0 listed; 1 failed (no wallet saved, the node unreachable or without the search, the \
            settings unreadable); 64 the command line was wrong.
            """)

    @Option(
        help: "Which account: evm (0x…) or legacy (zil1…). Default: the EVM account once the wallet knows it, else "
            + "the legacy one.",
        valueName: "legacy|evm")
    var account: AccountChoice?

    @Option(
        help: "Ask for at least this many transactions (1 to \(DefaultHistoryUseCase.maximumLimit); default "
            + "\(DefaultHistoryUseCase.defaultLimit), with --csv \(DefaultHistoryUseCase.maximumLimit) a page); the "
            + "page ends with a whole block.",
        valueName: "N")
    var limit: Int?

    @Option(help: "Only blocks before this one: the number printed after the previous page.", valueName: "BLOCK")
    var before: UInt64?

    @Flag(help: "Every page as CSV (RFC 4180) for a spreadsheet or tax tool, not one page as text.")
    var csv = false

    @Option(
        help: "With --csv: the CSV file to create; it must not exist yet. Default: standard output.",
        valueName: "FILE")
    var out: String?

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let limit, !(1...DefaultHistoryUseCase.maximumLimit).contains(limit) {
            throw ValidationError("--limit must be from 1 to \(DefaultHistoryUseCase.maximumLimit)")
        }
        try validateCSV()
        if before == 0 { throw ValidationError("--before must be a block number above 0: nothing is before block 0") }
    }

    func run(_ console: Console) async throws {
        let chosen = try network.resolve()
        network.register(chosen, console: console)
        let whose: HistoryAccount
        if let watched = try SavedWallet.watched() {
            whose = try historyAccount(of: watched)
        } else if let ledger = try SavedWallet.ledger() {
            if account == .legacy { throw TransactionsError.ledgerHasNoLegacyAccount }
            whose = HistoryAccount(evm: ledger.currentAccount.address)
        } else {
            whose = try historyAccount(of: try SavedWallet.load())
        }
        if csv { return try await exportCSV(of: whose, from: chosen, console) }
        let page: HistoryPage
        do throws(HistoryError) {
            let history = Container.shared.historyUseCase()
            page = try await WaitingLine.showing("Asking \(chosen.nodeLabel) for the history", on: console) {
                () async throws(HistoryError) in
                try await history.page(of: whose, before: before, limit: limit ?? DefaultHistoryUseCase.defaultLimit)
            }
        } catch {
            throw Self.failure(error, node: chosen.nodeLabel)
        }
        let report = HistoryReport(page)
        if output.json {
            console.print(try CommandOutput.encode(report))
            return
        }
        console.print("account: \(report.account) \(report.address)")
        if page.entries.isEmpty { console.print("no transactions found") }
        for entry in report.entries {
            console.print(entry.line)
            for note in entry.notes { console.print("    " + note) }
        }
        if let older = page.nextBefore { console.print("more: zhip-cli history --before \(older)" + repeatedOptions) }
    }

    /// `--account`, `--limit`, `--network`, `--chain-id` and `--home` as given, for the next page's
    /// command, so that it asks the same node for the same account.
    var repeatedOptions: String {
        let given: [(String, String?)] = [
            ("--account", account?.rawValue),
            ("--limit", limit.map(String.init)),
            ("--network", network.network), ("--chain-id", network.chainID.map { String($0.zilliqa) }),
            ("--home", network.home.home),
        ]
        return given.compactMap { option, value in value.map { " \(option) \(Self.shellWord($0))" } }.joined()
    }

    /// `text` as one shell word: as it is when it is plain, else in single quotes.
    private static func shellWord(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || "0123456789._:/-=@".unicodeScalars.contains($0))
            }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A watched account's 20 bytes, read as `--account` says, else in the form it was given.
    private func historyAccount(of watched: WatchedAccount) throws -> HistoryAccount {
        let legacy = account == .legacy || (account == nil && watched.address.form == .bech32)
        return legacy
            ? try HistoryAccount(legacy: Address(watched.evmAddress)) : HistoryAccount(evm: watched.evmAddress)
    }

    /// `--account`, else the EVM account when the wallet knows its address, else the legacy one.
    private func historyAccount(of wallet: Wallet) throws -> HistoryAccount {
        switch account {
        case .legacy?: return try HistoryAccount(legacy: wallet.address)
        case .evm?:
            guard let address = wallet.evmAddress else {
                throw CommandFailure(
                    "the wallet's EVM address is not known yet: "
                        + Wallet.evmAddressSavedAtNextUnlock(revealingTheKey: "'zhip-cli wallet backup'")
                        + "; or use --account legacy",
                    exitCode: .failure)
            }
            return HistoryAccount(evm: address)
        case nil:
            return try wallet.evmAddress.map(HistoryAccount.init(evm:)) ?? HistoryAccount(legacy: wallet.address)
        }
    }
}
