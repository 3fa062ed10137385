import Foundation
import ZhipCore
import ZilliqaKit

/// The scenes that make, back up and restore a wallet: the privacy warning, the new wallet's
/// password, the backup hub with the keystore, the revealed key pair and recovery phrase, the
/// passwords that reveal them, and the restore form.
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
        case let decrypt as DecryptToRevealRecoveryPhraseViewModel:
            try await render(with: decrypt, firstVisit: firstVisit)
        case let revealed as BackUpRevealedRecoveryPhraseViewModel:
            try render(with: revealed)
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
        // A seed-phrase wallet's hub offers its phrase too, before Done: the others keep their numbers.
        var choices: [HubChoice] = [.keystore, .privateKey]
        if hub.state.offersRecoveryPhrase { choices.append(.recoveryPhrase) }
        choices.append(.done)
        if hub.state.isCancelAvailable { choices.append(.cancel) }
        let titles = choices.map { choice in
            switch choice {
            case .keystore: "Back up the keystore"
            case .privateKey: "Reveal the private key"
            case .recoveryPhrase: hub.texts.revealRecoveryPhraseButtonTitle
            case .done: hub.texts.doneButtonTitle
            case .cancel: "Cancel"
            }
        }
        switch choices[try ui.choose(titles)] {
        case .keystore:
            hub.didTapBackUpKeystore()
        case .privateKey:
            hub.didTapRevealPrivateKey()
        case .recoveryPhrase:
            hub.didTapRevealRecoveryPhrase()
        case .done:
            if hub.state.isBackupConfirmationShown, !hub.state.hasConfirmedBackup {
                hub.didToggleHasBackedUp(try ui.confirm(hub.texts.hasBackedUpCheckbox))
            }
            if hub.state.isDoneEnabled {
                hub.didTapDone()
            } else {
                ui.show(ui.styled("Back up the keystore or the private key first.", .hint))
            }
        case .cancel:
            hub.didTapCancel()
        }
    }

    /// What the backup hub offers, in the order shown.
    private enum HubChoice {
        case keystore, privateKey, recoveryPhrase, done, cancel
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

    /// Either reveal's password, without echo; empty goes back.
    private func render(with decrypt: some PasswordRevealScene, firstVisit: Bool) async throws(InteractiveExit) {
        if firstVisit { ui.paragraph(decrypt.revealPrompt) }
        ui.showError(decrypt.revealError)
        let password = try ui.askHidden(decrypt.passwordPlaceholder + " (empty to go back): ")
        if password.isEmpty {
            decrypt.didTapCancel()
            return
        }
        decrypt.didEditEncryptionPassword(password)
        decrypt.didEndEditingEncryptionPassword()
        if ui.showFieldError(decrypt.passwordDisplay) { return }
        guard decrypt.canReveal else { return }
        await WaitingLine.showing(decrypt.waitingText, on: ui) { await decrypt.didTapReveal() }
    }

    /// The words numbered, styled as a warning; the passphrase only when asked. The screen is
    /// cleared on every way out, Ctrl-D included: the words must not stay on it.
    private func render(with revealed: BackUpRevealedRecoveryPhraseViewModel) throws(InteractiveExit) {
        defer { ui.clearScreen() }
        ui.show(ui.styled(revealed.texts.header, .title))
        ui.paragraph(revealed.texts.body)
        for (index, word) in revealed.state.words.enumerated() {
            ui.show(ui.styled("\(index + 1). \(word)", .warning))
        }
        if revealed.state.hasPassphrase {
            ui.show(ui.styled(revealed.texts.passphraseNotice + ".", .hint))
            if try ui.confirm(revealed.texts.revealPassphraseButtonTitle + "?") {
                revealed.didTapRevealPassphrase()
                if let passphrase = revealed.state.revealedPassphrase {
                    ui.show(revealed.texts.passphraseLabel + ": " + ui.styled(passphrase, .warning))
                }
            }
        }
        try ui.pressEnter(to: "clear the recovery phrase from the screen and go back")
        revealed.didTapDone()
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
