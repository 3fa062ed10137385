public import ZilliqaKit

extension RestoreWalletViewModel {
    /// What the person restores from.
    public enum Mode: Equatable, Sendable, CaseIterable {
        /// A private key, locked with a new encryption password.
        case privateKey
        /// A keystore and the password it was locked with.
        case keystore
        /// A BIP-39 recovery phrase, one of its accounts, and a new encryption password.
        case recoveryPhrase
    }

    /// Where the phrase's account is: a preset's account index, or a path typed in full.
    public enum PathChoice: Equatable, Sendable {
        /// zilliqa-js and ZilPay, the Ledger app, or MetaMask: the account is ``State/accountIndex``.
        case preset(DerivationPreset)
        /// A path typed in full (``didEditCustomPath(_:)``).
        case custom
    }
}
