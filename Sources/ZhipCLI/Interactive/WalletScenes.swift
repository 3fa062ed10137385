import Foundation
import ZhipCore
import ZilliqaKit

/// The scenes that make, back up and restore a wallet: the privacy warning, the new wallet's
/// password, the backup hub with the keystore and the revealed key pair, the password that
/// reveals it, and the restore form.
struct WalletScenes: SceneRenderer {
    /// A keystore file larger than this is refused: keystores are about 500 bytes.
    static let keystoreFileLimit = 64 * 1024

    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        switch scene {
        case let warning as EnsureThatYouAreNotBeingWatchedViewModel:
            ui.paragraph(ui.styled(warning.state.message, .warning))
            switch try ui.choose([warning.state.understandButtonTitle, "Cancel"]) {
            case 0: warning.didTapUnderstand()
            default: warning.didTapCancel()
            }
        case let create as CreateNewWalletViewModel:
            try await render(with: create, firstVisit: firstVisit)
        case let hub as BackupWalletViewModel:
            try render(with: hub, firstVisit: firstVisit)
        case let keystore as BackUpKeystoreViewModel:
            try render(with: keystore, firstVisit: firstVisit)
        case let decrypt as DecryptKeystoreToRevealKeyPairViewModel:
            try await render(with: decrypt, firstVisit: firstVisit)
        case let revealed as BackUpRevealedKeyPairViewModel:
            ui.show(revealed.texts.privateKeyLabel + ": " + ui.styled(revealed.state.privateKeyHex, .warning))
            ui.show(revealed.texts.uncompressedPublicKeyLabel + ": " + revealed.state.uncompressedPublicKeyHex)
            // Clear the screen on every path out, Ctrl-D included: the key must not stay on it.
            defer { ui.clearScreen() }
            try ui.pressEnter(to: "clear the keys from the screen and go back")
            revealed.didTapDone()
        case let restore as RestoreWalletViewModel:
            try await render(with: restore, firstVisit: firstVisit)
        default:
            return false
        }
        return true
    }

    // MARK: - New wallet

    private func render(with create: CreateNewWalletViewModel, firstVisit: Bool) async throws(InteractiveExit) {
        if firstVisit {
            ui.paragraph(create.texts.header)
            ui.paragraph(create.texts.body)
        }
        ui.showError(create.state.errorMessage)
        let password = try ui.askHidden(create.texts.encryptionPasswordPlaceholder + " (empty to cancel): ")
        if password.isEmpty {
            create.didTapCancel()
            return
        }
        create.didEditEncryptionPassword(password)
        create.didEndEditingEncryptionPassword()
        if ui.showFieldError(create.state.encryptionPassword) { return }
        create.didEditPasswordConfirmation(try ui.askHidden(create.texts.passwordConfirmationPlaceholder + ": "))
        create.didEndEditingPasswordConfirmation()
        if ui.showFieldError(create.state.passwordConfirmation) { return }
        create.didToggleHasBackedUpPassword(try ui.confirm(create.texts.hasBackedUpPasswordCheckbox + "."))
        guard create.state.isContinueEnabled else {
            ui.show(ui.styled("Back up the password first, then type it again.", .hint))
            return
        }
        await WaitingLine.showing("Creating your wallet", on: ui) { await create.didTapContinue() }
    }

    // MARK: - Backup

    private func render(with hub: BackupWalletViewModel, firstVisit: Bool) throws(InteractiveExit) {
        if firstVisit { ui.paragraph(hub.texts.urgeBackup) }
        var options = ["Back up the keystore", "Reveal the private key", hub.texts.doneButtonTitle]
        if hub.state.isCancelAvailable { options.append("Cancel") }
        switch try ui.choose(options) {
        case 0:
            hub.didTapBackUpKeystore()
        case 1:
            hub.didTapRevealPrivateKey()
        case 2:
            if hub.state.isBackupConfirmationShown, !hub.state.hasConfirmedBackup {
                hub.didToggleHasBackedUp(try ui.confirm(hub.texts.hasBackedUpCheckbox))
            }
            if hub.state.isDoneEnabled {
                hub.didTapDone()
            } else {
                ui.show(ui.styled("Back up the keystore or the private key first.", .hint))
            }
        default:
            hub.didTapCancel()
        }
    }

    private func render(with keystore: BackUpKeystoreViewModel, firstVisit: Bool) throws(InteractiveExit) {
        if firstVisit {
            ui.paragraph(keystore.state.keystoreJSON)
            ui.show(ui.styled("The keystore is a backup only together with its encryption password.", .hint))
        }
        switch try ui.choose(["Save it to a file", "Done"]) {
        case 0:
            let suggested = keystore.state.suggestedFileName
            let answer = try ui.ask("File to save it to [\(suggested)]: ")
            let path = absolutePath(answer.isEmpty ? suggested : answer)
            do {
                try SecretFile.create(at: path, contents: Array(keystore.state.keystoreJSON.utf8))
                ui.show(ui.styled("Saved the keystore to \(path) (readable by you only).", .success))
            } catch {
                ui.showError(error.description)
            }
        default:
            keystore.didTapDone()
        }
    }

    private func render(
        with decrypt: DecryptKeystoreToRevealKeyPairViewModel, firstVisit: Bool
    ) async throws(InteractiveExit) {
        if firstVisit { ui.paragraph(decrypt.texts.decryptToReveal) }
        ui.showError(decrypt.state.errorMessage)
        let password = try ui.askHidden(decrypt.texts.encryptionPasswordPlaceholder + " (empty to go back): ")
        if password.isEmpty {
            decrypt.didTapCancel()
            return
        }
        decrypt.didEditEncryptionPassword(password)
        decrypt.didEndEditingEncryptionPassword()
        if ui.showFieldError(decrypt.state.encryptionPassword) { return }
        guard decrypt.state.isRevealEnabled else { return }
        await WaitingLine.showing("Decrypting the keystore", on: ui) { await decrypt.didTapReveal() }
    }

    // MARK: - Restore

    private func render(with restore: RestoreWalletViewModel, firstVisit: Bool) async throws(InteractiveExit) {
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

    /// `path` from the current directory when it is relative.
    private func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
