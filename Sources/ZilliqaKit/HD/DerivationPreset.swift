/// The derivation paths other wallets use, by name: where a phrase's accounts are.
public enum DerivationPreset: String, Sendable, Hashable, CaseIterable {
    /// m/44'/313'/0'/0/i: zilliqa-js (`addByMnemonic`) and ZilPay.
    case zilliqa
    /// m/44'/313'/i'/0'/0': the Zilliqa Ledger app.
    case ledger
    /// m/44'/60'/0'/0/i: MetaMask and most EVM wallets.
    case ethereum

    /// The path of account `index` (below 2^31).
    public func path(account index: UInt32) -> DerivationPath {
        let hardened = DerivationPath.hardenedOffset
        let account = index & (hardened - 1)
        switch self {
        case .zilliqa: return DerivationPath(indexes: [44 + hardened, 313 + hardened, hardened, 0, account])
        case .ledger:
            return DerivationPath(indexes: [44 + hardened, 313 + hardened, account + hardened, hardened, hardened])
        case .ethereum: return DerivationPath(indexes: [44 + hardened, 60 + hardened, hardened, 0, account])
        }
    }
}

extension DerivationPreset {
    /// The preset and account index whose path `path` is, or nil for a path no preset makes.
    ///
    /// ```swift
    /// DerivationPreset.account(at: try DerivationPath("m/44'/313'/0'/0/5"))   // (.zilliqa, 5)
    /// ```
    public static func account(at path: DerivationPath) -> (preset: DerivationPreset, index: UInt32)? {
        for preset in allCases {
            // The index sits at the fifth component (zilliqa, ethereum) or the third (ledger).
            let position = preset == .ledger ? 2 : 4
            guard path.indexes.count == 5 else { return nil }
            let raw = path.indexes[position]
            let index = preset == .ledger ? raw &- DerivationPath.hardenedOffset : raw
            if index < DerivationPath.hardenedOffset, preset.path(account: index) == path { return (preset, index) }
        }
        return nil
    }
}
