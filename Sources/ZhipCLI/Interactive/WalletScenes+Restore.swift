import Foundation
import ZhipCore
import ZilliqaKit

/// The restore form: a keystore, a private key or a recovery phrase with its accounts' preview.
extension WalletScenes {
    func render(with restore: RestoreWalletViewModel, firstVisit: Bool) async throws(InteractiveExit) {
        ui.showError(restore.state.errorMessage)
        switch try ui.choose(
            ["Restore with recovery phrase", "Restore with private key", "Restore with keystore", "Cancel"])
        {
        case 0: restore.didSelectMode(.recoveryPhrase)
        case 1: restore.didSelectMode(.privateKey)
        case 2: restore.didSelectMode(.keystore)
        default:
            restore.didTapCancel()
            return
        }
        ui.show(ui.styled(restore.state.header, .title))
        switch restore.state.mode {
        case .recoveryPhrase:
            guard try await choosePhraseAccount(restore) else { return }
            try askNewPassword(restore)
        case .privateKey:
            restore.didEditPrivateKey(try ui.askHidden("Private key (64 hex digits): "))
            restore.didEndEditingPrivateKey()
            if ui.showFieldError(restore.state.privateKeyDisplay) { return }
            try askNewPassword(restore)
        case .keystore:
            guard let json = try keystoreText() else { return }
            restore.didEditKeystore(json)
            restore.didEndEditingKeystore()
            if ui.showFieldError(restore.state.keystoreDisplay) { return }
            restore.didEditKeystorePassword(try ui.askHidden("Keystore password: "))
            restore.didEndEditingKeystorePassword()
            if ui.showFieldError(restore.state.keystorePasswordDisplay) { return }
        }
        guard restore.state.isRestoreEnabled else { return }
        await WaitingLine.showing("Restoring the wallet", on: ui) { await restore.didTapRestore() }
    }

    /// The new encryption password, typed twice; an error is shown under its prompt.
    private func askNewPassword(_ restore: RestoreWalletViewModel) throws(InteractiveExit) {
        let minimum = Keystore.minimumPasswordLength
        restore.didEditEncryptionPassword(try ui.askHidden("New encryption password (min \(minimum) chars): "))
        restore.didEndEditingEncryptionPassword()
        if ui.showFieldError(restore.state.encryptionPasswordDisplay) { return }
        restore.didEditConfirmEncryptionPassword(try ui.askHidden("Confirm encryption password: "))
        restore.didEndEditingConfirmEncryptionPassword()
        _ = ui.showFieldError(restore.state.confirmEncryptionPasswordDisplay)
    }

    /// The phrase (hidden), its passphrase, the preset or path, the preview of its first accounts
    /// with their balances, and the account index; false when a field was refused.
    private func choosePhraseAccount(_ restore: RestoreWalletViewModel) async throws(InteractiveExit) -> Bool {
        restore.didEditRecoveryPhrase(try ui.askHidden("Recovery phrase (12 to 24 words, not shown): "))
        restore.didEndEditingRecoveryPhrase()
        if ui.showFieldError(restore.state.recoveryPhraseDisplay) { return false }
        restore.didEditPassphrase(try ui.askHidden("BIP-39 passphrase (Enter for none, as most phrases have): "))
        let presets = DerivationPreset.allCases
        let choice = try ui.choose(
            presets.map { "\($0.rawValue): \(Self.presetNote($0))" } + ["A custom path (m/…)"])
        if choice < presets.count {
            restore.didSelectPreset(presets[choice])
        } else {
            restore.didSelectCustomPath()
            restore.didEditCustomPath(try ui.ask("Derivation path: "))
            restore.didEndEditingCustomPath()
            if ui.showFieldError(restore.state.customPathDisplay) { return false }
        }
        await WaitingLine.showing("Reading the first accounts and their balances", on: ui) {
            await restore.didTapPreviewAccounts()
        }
        for row in restore.state.previews {
            ui.show(
                "\(row.index.map(String.init) ?? "-")  \(row.path)  \(row.address)  \(row.balance ?? "?")  "
                    + "\(row.evmAddress)  \(row.evmBalance ?? "?")")
        }
        ui.showError(restore.state.previewError)
        if case .preset = restore.state.pathChoice {
            let answer = try ui.ask("Account index (Enter for 0): ").trimmingCharacters(in: .whitespaces)
            guard answer.isEmpty || UInt32(answer) != nil else {
                ui.showError("An account index is a whole number such as 0, 1 or 2")
                return false
            }
            restore.didSelectAccountIndex(UInt32(answer) ?? 0)
            if restore.state.errorMessage != nil { return false }
        }
        ui.show("Restoring the account at \(restore.state.chosenPath ?? "?")")
        return true
    }

    /// Which wallets use `preset`, for the choice.
    private static func presetNote(_ preset: DerivationPreset) -> String {
        switch preset {
        case .zilliqa: "m/44'/313'/0'/0/i, zilliqa-js and ZilPay"
        case .ledger: "m/44'/313'/i'/0'/0', the Zilliqa Ledger app"
        case .ethereum: "m/44'/60'/0'/0/i, MetaMask and most EVM wallets"
        }
    }

    /// The keystore's JSON: typed on one line, or read from the file named; nil (the failure
    /// shown) when the file cannot be read.
    private func keystoreText() throws(InteractiveExit) -> String? {
        let answer = try ui.ask("Keystore file (or its JSON on one line): ")
        if answer.hasPrefix("{") { return answer }
        do {
            let bytes = try FileReader.read(absolutePath(answer), kind: "a keystore", limit: Self.keystoreFileLimit)
            return String(decoding: bytes, as: UTF8.self)
        } catch {
            ui.showError(error.description)
            return nil
        }
    }
}
