import Foundation
import ZhipCore
import ZilliqaKit

/// The backup hub, the keystore, the passwords that reveal a key or a phrase, and the revealed phrase.
extension WalletScenes {
    func render(with hub: BackupWalletViewModel, firstVisit: Bool) throws(InteractiveExit) {
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

    func render(with keystore: BackUpKeystoreViewModel, firstVisit: Bool) throws(InteractiveExit) {
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
    func render(with decrypt: some PasswordRevealScene, firstVisit: Bool) async throws(InteractiveExit) {
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
    func render(with revealed: BackUpRevealedRecoveryPhraseViewModel) throws(InteractiveExit) {
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
}
