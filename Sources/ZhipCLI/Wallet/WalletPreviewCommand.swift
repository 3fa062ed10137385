import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli wallet preview --mnemonic-file F [--path P]`: the first accounts a recovery phrase
/// opens at a preset, with both balances of each, read in one batched request through ZhipCore's
/// restore scene; nothing is saved and no password is asked.
struct WalletPreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "List the first accounts of a recovery phrase with their balances, before restoring one.",
        discussion: """
            For --path zilliqa (the default), ledger or ethereum, the first \(AccountPreview.presetCount) accounts \
            (indexes 0 to \(AccountPreview.presetCount - 1)); for a path m/…, that one account. Each shows its \
            legacy and EVM addresses and what each holds, so you can tell which index to give 'zhip-cli wallet \
            restore --mnemonic-file F --index N'. The balances come from the network (--network, else the saved \
            setting) in one request; when it cannot be reached the addresses are still listed.
            Exit codes: 0 listed (even without balances); 1 the phrase file could not be read or is not a phrase; \
            64 the command line was wrong.
            """)

    @OptionGroup var mnemonic: RecoveryPhraseOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard mnemonic.mnemonicFile != nil else { throw ValidationError("give --mnemonic-file FILE") }
        _ = try mnemonic.derivationPath(account: nil)
    }

    func run(_ console: Console) async throws {
        let chosen = try network.resolve()
        network.register(chosen, console: console)
        guard let phrase = try mnemonic.recoveryPhrase(console) else {
            throw ValidationError("give --mnemonic-file FILE")
        }
        let report = try await Self.preview(phrase, choice: mnemonic.sceneChoice(index: nil), console: console)
        try CommandOutput(console, output).emit(report, lines: report.lines + [("network", chosen.description)])
    }

    /// Walks the restore scene's recovery-phrase mode to its preview.
    @MainActor
    private static func preview(
        _ phrase: RecoveryPhrase, choice: (preset: DerivationPreset?, index: UInt32, customPath: String?),
        console: Console
    ) async throws -> AccountPreviewReport {
        let scene = RestoreWalletViewModel()
        scene.didSelectMode(.recoveryPhrase)
        scene.didEditRecoveryPhrase(phrase.mnemonic.revealedPhrase())
        scene.didEditPassphrase(phrase.passphrase)
        if let preset = choice.preset {
            scene.didSelectPreset(preset)
        } else {
            scene.didSelectCustomPath()
            scene.didEditCustomPath(choice.customPath ?? "")
            scene.didEndEditingCustomPath()
            if let message = scene.state.customPathDisplay.errorMessage {
                throw WalletCommandError.rejected(what: "--path", message: message)
            }
        }
        await WaitingLine.showing("Reading the accounts' balances", on: console) {
            await scene.didTapPreviewAccounts()
        }
        let report = AccountPreviewReport(rows: scene.state.previews, balanceError: scene.state.previewError)
        scene.didTapCancel()
        return report
    }
}

/// The accounts a phrase opens, as `wallet preview` prints them: `{"accounts": [{"index", "path",
/// "address", "balance", "evmAddress", "evmBalance"}], "balanceError": null}`.
struct AccountPreviewReport: Encodable {
    /// One account.
    struct Account: Encodable {
        let index: UInt32?
        let path: String
        let address: String
        let balance: String?
        let evmAddress: String
        let evmBalance: String?

        private enum CodingKeys: String, CodingKey { case index, path, address, balance, evmAddress, evmBalance }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encode(path, forKey: .path)
            try container.encode(address, forKey: .address)
            try container.encode(balance, forKey: .balance)  // null when unknown
            try container.encode(evmAddress, forKey: .evmAddress)
            try container.encode(evmBalance, forKey: .evmBalance)
        }
    }

    let accounts: [Account]
    let balanceError: String?

    init(rows: [RestoreWalletViewModel.PreviewRow], balanceError: String?) {
        accounts = rows.map {
            Account(
                index: $0.index, path: $0.path, address: $0.address, balance: $0.balance, evmAddress: $0.evmAddress,
                evmBalance: $0.evmBalance)
        }
        self.balanceError = balanceError
    }

    private enum CodingKeys: String, CodingKey { case accounts, balanceError }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(accounts, forKey: .accounts)
        try container.encode(balanceError, forKey: .balanceError)
    }

    /// One line per account, then why balances are missing, if they are.
    var lines: [(label: String, value: String)] {
        accounts.map { account in
            (
                account.index.map { "account \($0)" } ?? "account",
                "\(account.path)  \(account.address) \(account.balance ?? "?")  \(account.evmAddress) "
                    + (account.evmBalance ?? "?")
            )
        } + (balanceError.map { [("balances", $0)] } ?? [])
    }
}
