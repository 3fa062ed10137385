extension Mnemonic {
    /// The key at `path` of this phrase's seed (with `passphrase`, BIP-39's optional 25th word).
    /// - Throws: ``BIP32Error`` in the cases the spec allows (about 1 in 2^127).
    public func privateKey(at path: DerivationPath, passphrase: String = "") throws(BIP32Error) -> PrivateKey {
        var seed = seed(passphrase: passphrase)
        defer { seed.zeroize() }
        return try ExtendedPrivateKey(seed: seed).derived(path).privateKey
    }
}

extension DerivationPath {
    /// The path `text` names: a preset's name (`zilliqa`, `ledger`, `ethereum`) for account
    /// `account` (0 when nil), or a path `m/…`, which takes no account.
    /// - Throws: ``DerivationPathError``; ``DerivationPathError/accountWithCustomPath`` for an account with a path.
    public init(presetOrPath text: String, account: UInt32?) throws(DerivationPathError) {
        if let preset = DerivationPreset(rawValue: text.lowercased()) {
            guard (account ?? 0) < DerivationPath.hardenedOffset else { throw .accountTooLarge }
            self = preset.path(account: account ?? 0)
            return
        }
        guard account == nil else { throw .accountWithCustomPath }
        try self.init(text)
    }
}
