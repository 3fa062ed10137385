public import ZilliqaKit

/// The recovery-phrase mode's inputs: the phrase, its passphrase, and which of its accounts.
extension RestoreWalletViewModel {
    /// The recovery phrase typed or pasted so far.
    public func didEditRecoveryPhrase(_ text: String) {
        recoveryPhrase.edit(text)
        updateDroppingPreview {
            $0.errorMessage = nil
        }
    }

    /// The person left the recovery phrase field.
    public func didEndEditingRecoveryPhrase() {
        recoveryPhrase.endEditing()
        updateRestoreEnabled()
    }

    /// BIP-39's optional passphrase typed so far ("" for none, as most phrases have).
    public func didEditPassphrase(_ text: String) {
        passphrase = text
        updateDroppingPreview {
            $0.errorMessage = nil
        }
    }

    /// The person chose a preset: the account is then ``State/accountIndex`` of it.
    public func didSelectPreset(_ preset: DerivationPreset) {
        updateDroppingPreview {
            $0.pathChoice = .preset(preset)
        }
    }

    /// The person chose to type the path in full.
    public func didSelectCustomPath() {
        updateDroppingPreview {
            $0.pathChoice = .custom
        }
    }

    /// The custom path typed so far.
    public func didEditCustomPath(_ text: String) {
        customPath.edit(text)
        updateDroppingPreview()
    }

    /// The person left the custom path field.
    public func didEndEditingCustomPath() {
        customPath.endEditing()
        updateRestoreEnabled()
    }

    /// The person chose the preset's account `index` (0 for the first); one of 2^31 or more is
    /// refused with a message, the index unchanged.
    public func didSelectAccountIndex(_ index: UInt32) {
        guard index < DerivationPath.hardenedOffset else {
            updateRestoreEnabled { $0.errorMessage = Self.accountIndexTooLarge }
            return
        }
        updateRestoreEnabled {
            $0.accountIndex = index
            $0.errorMessage = nil
        }
    }

    /// Shown for an account index of 2^31 or more.
    public static let accountIndexTooLarge = "An account index is a number below 2147483648 (2^31)"

    /// The path of the chosen account, when the choice is complete.
    func chosenPath(for choice: PathChoice, index: UInt32) -> DerivationPath? {
        switch choice {
        case .preset(let preset): preset.path(account: index)
        case .custom: customPath.value
        }
    }

    /// Applies `change` like ``updateRestoreEnabled(_:)``, and drops the preview: it no longer
    /// shows the phrase and choice typed, and one still running will not be shown.
    private func updateDroppingPreview(_ change: (inout State) -> Void = { _ in }) {
        previewGeneration += 1
        updateRestoreEnabled {
            change(&$0)
            $0.previews = []
            $0.previewError = nil
        }
    }
}
