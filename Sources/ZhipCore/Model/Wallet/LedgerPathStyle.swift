public import ZilliqaKit

/// Where a Ledger's EVM accounts are, by the name wallets give the scheme: Ledger Live's (the
/// default), the legacy one of Ledger's early apps and MyEtherWallet, or a path given in full.
///
/// ```swift
/// try LedgerPathStyle.ledgerLive.path(index: 1)     // m/44'/60'/1'/0/0
/// try LedgerPathStyle.legacy.path(index: 1)         // m/44'/60'/0'/1
/// try LedgerPathStyle("m/44'/60'/0'/0/1")       // .custom: the index is not used
/// ```
public enum LedgerPathStyle: Sendable, Hashable, CustomStringConvertible {
    /// m/44'/60'/N'/0/0: Ledger Live's accounts.
    case ledgerLive
    /// m/44'/60'/0'/N: Ledger's legacy (MyEtherWallet) accounts.
    case legacy
    /// One path, given in full.
    case custom(DerivationPath)

    /// `text` as a style: "ledger-live", "legacy", or a path such as m/44'/60'/0'/0/0.
    /// - Throws: ``DerivationPathError`` for any other text.
    public init(_ text: String) throws(DerivationPathError) {
        switch text {
        case "ledger-live": self = .ledgerLive
        case "legacy": self = .legacy
        default: self = .custom(try DerivationPath(text))
        }
    }

    /// The path of account `index`; a custom path is the same whatever the index.
    /// - Throws: ``DerivationPathError/accountTooLarge`` for an index of 2^31 or more (never masked
    ///   into another account's).
    public func path(index: UInt32) throws(DerivationPathError) -> DerivationPath {
        let hardened = DerivationPath.hardenedOffset
        guard index < hardened else { throw .accountTooLarge }
        switch self {
        case .ledgerLive: return DerivationPath(indexes: [44 + hardened, 60 + hardened, index + hardened, 0, 0])
        case .legacy: return DerivationPath(indexes: [44 + hardened, 60 + hardened, hardened, index])
        case .custom(let path): return path
        }
    }

    /// The style `path` is one of (ledger-live or legacy), else `.custom(path)`: how a wallet's
    /// first account says where its next ones are.
    public static func of(_ path: DerivationPath) -> LedgerPathStyle {
        let candidates: [(LedgerPathStyle, UInt32?)] = [
            (.ledgerLive, path.indexes.count == 5 ? path.indexes[2] & (DerivationPath.hardenedOffset - 1) : nil),
            (.legacy, path.indexes.count == 4 ? path.indexes[3] : nil),
        ]
        for case (let style, let index?) in candidates where (try? style.path(index: index)) == path { return style }
        return .custom(path)
    }

    public var description: String {
        switch self {
        case .ledgerLive: "ledger-live"
        case .legacy: "legacy"
        case .custom(let path): path.description
        }
    }
}
