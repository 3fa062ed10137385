public import ZilliqaKit

/// A wallet whose keys stay on a Ledger device: the EVM accounts it was shown (each a path and the
/// public key the device gave) and the one in use. Kept under ``SecurePersistenceKey/ledgerWallet``;
/// nothing in it is secret. Ledger's Ethereum app signs its transactions and messages
/// (``LedgerSigner``); it has no legacy (zil1) account.
///
/// ```swift
/// let account = try await EthereumApp(transport: transport).address(at: try LedgerPathStyle.ledgerLive.path(index: 0))
/// let wallet = LedgerWallet(firstAccount: LedgerWalletAccount(name: "Account 1", device: account))
/// try Container.shared.ledgerWalletUseCase().save(wallet)
/// ```
public struct LedgerWallet: Sendable, Hashable {
    /// The accounts, in the order they were added (at most ``Wallet/maximumAccounts``).
    public let accounts: [LedgerWalletAccount]
    /// The position in ``accounts`` of the account the wallet shows and pays from.
    public let currentAccountIndex: Int

    /// A wallet of one account.
    public init(firstAccount: LedgerWalletAccount) {
        self.init(accounts: [firstAccount], currentAccountIndex: 0)
    }

    private init(accounts: [LedgerWalletAccount], currentAccountIndex: Int) {
        self.accounts = accounts
        self.currentAccountIndex = currentAccountIndex
    }

    /// The account the wallet shows and pays from.
    public var currentAccount: LedgerWalletAccount { accounts[currentAccountIndex] }

    /// This wallet with `account` added and made current.
    /// - Throws: ``WalletError/tooManyAccounts(maximum:)``, or
    ///   ``WalletError/accountAlreadyInWallet(number:)`` when its path is one of the wallet's.
    public func adding(_ account: LedgerWalletAccount) throws(WalletError) -> LedgerWallet {
        if let existing = accounts.firstIndex(where: { $0.path == account.path }) {
            throw .accountAlreadyInWallet(number: existing + 1)
        }
        guard accounts.count < Wallet.maximumAccounts else { throw .tooManyAccounts(maximum: Wallet.maximumAccounts) }
        return LedgerWallet(accounts: accounts + [account], currentAccountIndex: accounts.count)
    }

    /// The path of the account to add next: `index` in `style` (the first account's when nil),
    /// else the smallest index whose path the wallet does not hold; a custom path is itself.
    /// - Throws: ``DerivationPathError/accountTooLarge``, or
    ///   ``DerivationPathError/accountWithCustomPath`` for an index with a custom path.
    public func nextPath(in style: LedgerPathStyle? = nil, index: UInt32?) throws(DerivationPathError)
        -> DerivationPath
    {
        let style = style ?? LedgerPathStyle.of(accounts[0].path)
        if case .custom(let path) = style {
            guard index == nil else { throw .accountWithCustomPath }
            return path
        }
        if let index { return try style.path(index: index) }
        let used = Set(accounts.map(\.path))
        for index in 0...UInt32(Wallet.maximumAccounts) {
            let path = try style.path(index: index)
            if !used.contains(path) { return path }
        }
        throw .accountTooLarge
    }

    /// This wallet paying from account `number` (1-based).
    /// - Throws: ``WalletError/noSuchAccount(number:count:)``.
    public func switching(to number: Int) throws(WalletError) -> LedgerWallet {
        guard accounts.indices.contains(number - 1) else { throw .noSuchAccount(number: number, count: accounts.count) }
        return LedgerWallet(accounts: accounts, currentAccountIndex: number - 1)
    }
}

extension LedgerWallet: Codable {
    private enum CodingKeys: String, CodingKey {
        case accounts, currentAccount
    }

    /// Read bounded (at most ``Wallet/maximumAccounts`` accounts, no path twice, a current account that is one of them).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var list = try container.nestedUnkeyedContainer(forKey: .accounts)
        var accounts: [LedgerWalletAccount] = []
        while !list.isAtEnd {
            guard accounts.count < Wallet.maximumAccounts else {
                throw DecodingError.dataCorruptedError(
                    forKey: .accounts, in: container, debugDescription: "more accounts than a wallet holds")
            }
            accounts.append(try list.decode(LedgerWalletAccount.self))
        }
        let index = try container.decode(Int.self, forKey: .currentAccount)
        guard accounts.indices.contains(index), Set(accounts.map(\.path)).count == accounts.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .currentAccount, in: container, debugDescription: "no such account, or a path twice")
        }
        self.init(accounts: accounts, currentAccountIndex: index)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(accounts, forKey: .accounts)
        try container.encode(currentAccountIndex, forKey: .currentAccount)
    }
}
