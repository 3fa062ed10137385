import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli account add`: derives another account from the saved wallet's recovery phrase, saves
/// it and makes it current.
struct AccountAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an account of the wallet's recovery phrase, and make it the current one.",
        discussion: """
            Asks for the encryption password, which unlocks the recovery phrase; the new key is locked with \
            the same password. Without options the account is the next of the first account's preset (the \
            smallest index not used yet); --index N chooses that preset's account N; --path chooses the preset \
            (zilliqa, ledger, ethereum) or gives a whole path m/…. Only a wallet made from a recovery phrase \
            has more accounts.
            Exit codes: 0 added; 1 failed (no wallet, a raw-key wallet, an account already in the wallet, a \
            wrong password, the home cannot be written); 64 the command line was wrong or no password source.
            """)

    @Option(
        help: "The account's index N in the preset (--path's, else the first account's). Default: the next unused.",
        valueName: "n")
    var index: UInt32?

    @Option(
        help: "zilliqa (m/44'/313'/0'/0/N, zilliqa-js and ZilPay), ledger (m/44'/313'/N'/0'/0'), ethereum "
            + "(m/44'/60'/0'/0/N, MetaMask), or a path such as m/44'/313'/0'/0/7. Default: the first account's preset.",
        valueName: "preset|path")
    var path: String?

    @Option(help: "The new account's name, 1 to 32 characters. Default: Account N.", valueName: "name")
    var name: String?

    @OptionGroup var home: HomeOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        // Any preset takes the same indexes, so the wallet is not needed to check them.
        _ = try Self.derivationPath(path ?? DerivationPreset.zilliqa.rawValue, index: index)
    }

    func run(_ console: Console) async throws {
        home.use(console)
        if let ledger = try SavedWallet.ledger() {
            try await addLedgerAccount(to: ledger, console: console)
            return
        }
        let saved = try SavedWallet.load()
        let chosen = try refusingEarly(saved)
        let source = SecretSource.password(console: console, file: password.passwordFile)
        try source.checkAvailable()
        let secret = try source.readText(prompt: "Encryption password: ")
        defer { secret.wipe() }
        let accounts = Container.shared.walletAccountsUseCase()
        let added: Wallet
        do throws(WalletError) {
            added = try await WaitingLine.showing("Unlocking the recovery phrase", on: console) {
                () async throws(WalletError) -> Wallet in
                try await accounts.addAccount(to: saved, at: chosen, name: name, password: secret)
            }
        } catch {
            throw AccountCommandError(error)
        }
        try accounts.saveChange(of: saved, to: added)
        let report = AccountChangeReport(added, number: added.currentAccountNumber)
        try CommandOutput(console, output).emit(
            report,
            lines: report.account.lines(heading: ("added", "account \(report.account.number), now current")))
    }

    /// Adds the account the Ledger derives on the first account's path style at --index (else the
    /// next unused index), or on --path, and makes it current. No password: the device holds the key.
    private func addLedgerAccount(to ledger: LedgerWallet, console: Console) async throws {
        let path: DerivationPath
        do throws(DerivationPathError) {
            path = try ledger.nextPath(
                in: self.path.map { (text) throws(DerivationPathError) in try LedgerPathStyle(text) }, index: index)
        } catch {
            throw ValidationError(
                "--path and --index with a Ledger wallet: ledger-live, legacy or a path such as m/44'/60'/0'/0/1, "
                    + "and an index below 2147483648 (\(error))")
        }
        let accountName = try name.map { (text) throws(WalletError) in try WalletAccount.validName(text) }
        // Refused before the device is asked: a path already in the wallet.
        if let existing = ledger.accounts.firstIndex(where: { $0.path == path }) {
            throw AccountCommandError.refused(.accountAlreadyInWallet(number: existing + 1))
        }
        let app = try await LedgerDevice.openApp(console)
        let account = try await WaitingLine.showing("Reading the account at \(path) from the Ledger", on: console) {
            () async throws(LedgerError) in try await app.address(at: path)
        }
        let added: LedgerWallet
        do throws(WalletError) {
            added = try ledger.adding(
                LedgerWalletAccount(
                    name: accountName ?? WalletAccount.defaultName(number: ledger.accounts.count + 1), device: account))
            try Container.shared.ledgerWalletUseCase().saveChange(of: ledger, to: added)
        } catch {
            throw AccountCommandError.refused(error)
        }
        let report = LedgerWalletReport(added)
        try CommandOutput(console, output).emit(report, lines: report.lines)
    }

    /// The path of the new account, once every refusal that needs no password has passed: a raw-key
    /// wallet, a full wallet, a path already in it, a name Zhip would not keep.
    private func refusingEarly(_ wallet: Wallet) throws -> DerivationPath {
        guard wallet.hasRecoveryPhrase else { throw AccountCommandError.refused(.noRecoveryPhrase) }
        let chosen = try derivationPath(of: wallet)
        do throws(WalletError) {
            _ = try wallet.checkAccountCanBeAdded(at: chosen, name: name)
        } catch {
            throw AccountCommandError.refused(error)
        }
        return chosen
    }

    /// `--path` with `--index`; else `--index` of the first account's preset; else the next account.
    private func derivationPath(of wallet: Wallet) throws -> DerivationPath {
        if let path { return try Self.derivationPath(path, index: index) }
        let first = wallet.accounts.first?.path
        guard let preset = first.flatMap(DerivationPreset.account(at:))?.preset else {
            throw ValidationError(
                "the wallet's first account has its own path (\(first?.description ?? "none")), not a preset's, "
                    + "so Zhip cannot tell which account comes next: give --path (a preset with --index, or m/…)")
        }
        guard let index else {
            guard let next = wallet.nextAccountPath else {
                throw ValidationError("every account of the \(preset.rawValue) preset is taken: give --path m/…")
            }
            return next
        }
        return try Self.derivationPath(preset.rawValue, index: index)
    }

    /// The path `text` (a preset or `m/…`) and `index` name, as a usage error naming the option
    /// that is wrong when they name none.
    private static func derivationPath(_ text: String, index: UInt32?) throws -> DerivationPath {
        do throws(DerivationPathError) {
            return try DerivationPath(presetOrPath: text, account: index)
        } catch {
            let option = error == .accountTooLarge || error == .accountWithCustomPath ? "--index" : "--path"
            throw ValidationError("\(option): \(error)")
        }
    }
}
