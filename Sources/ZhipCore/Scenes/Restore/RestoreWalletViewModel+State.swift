import ZilliqaKit

extension RestoreWalletViewModel {
    /// Where the scene sends the flow.
    public enum Step: Equatable {
        /// The wallet is restored and saved.
        case restored(Wallet)
        /// The person left; nothing was saved.
        case cancel
    }

    /// Everything the scene shows (never a key or a password).
    public struct State: Equatable {
        /// The mode shown.
        public var mode: Mode
        /// The private key field (private-key mode).
        public var privateKeyDisplay: FieldDisplay
        /// The new encryption password field (private-key mode).
        public var encryptionPasswordDisplay: FieldDisplay
        /// The field confirming the new encryption password (private-key mode).
        public var confirmEncryptionPasswordDisplay: FieldDisplay
        /// The keystore JSON field (keystore mode).
        public var keystoreDisplay: FieldDisplay
        /// The keystore's password field (keystore mode).
        public var keystorePasswordDisplay: FieldDisplay
        /// The recovery phrase field (recovery-phrase mode).
        public var recoveryPhraseDisplay: FieldDisplay = .neutral
        /// Where the phrase's account is (recovery-phrase mode); the zilliqa preset unless chosen.
        public var pathChoice: PathChoice = .preset(.zilliqa)
        /// The preset's account index (recovery-phrase mode); 0 for the first.
        public var accountIndex: UInt32 = 0
        /// The custom path field (recovery-phrase mode, ``PathChoice/custom``).
        public var customPathDisplay: FieldDisplay = .neutral
        /// The path Restore would open, once it is known.
        public var chosenPath: String? = DerivationPreset.zilliqa.path(account: 0).description
        /// The accounts the last preview listed, for the preset or custom path then chosen.
        public var previews: [PreviewRow] = []
        /// True while the preview derives and reads balances.
        public var isPreviewing = false
        /// Why the preview has no balances (the addresses are still listed), or could not run.
        public var previewError: String?
        /// True when "Restore" may be tapped: every field of the mode is valid and nothing runs.
        public var isRestoreEnabled: Bool
        /// True while the wallet is being restored and saved.
        public var isRestoring: Bool
        /// A failure from the use cases, for the person to read.
        public var errorMessage: String?

        /// The header for the mode: "Restore with private key" or "Restore with keystore".
        public var header: String {
            switch mode {
            case .privateKey: "Restore with private key"
            case .keystore: "Restore with keystore"
            case .recoveryPhrase: "Restore with recovery phrase"
            }
        }
    }
}
