public import ZilliqaKit

extension Wallet {
    /// The number people use for the current account: 1 for the first.
    public var currentAccountNumber: Int { currentAccountIndex + 1 }

    /// This wallet showing and paying from account `number` (1 for the first).
    /// - Throws: ``WalletError/noSuchAccount(number:count:)``.
    public func usingAccount(number: Int) throws(WalletError) -> Wallet {
        let index = try accountIndex(number: number)
        return Wallet(
            origin: origin, accounts: accounts, currentAccountIndex: index, sealedRecoveryPhrase: sealedRecoveryPhrase)
    }

    /// This wallet with account `number` called `name` (trimmed).
    /// - Throws: ``WalletError/noSuchAccount(number:count:)``, ``WalletError/invalidAccountName(maximumLength:)``.
    public func renamingAccount(number: Int, to name: String) throws(WalletError) -> Wallet {
        let index = try accountIndex(number: number)
        let valid = try WalletAccount.validName(name)
        var renamed = accounts
        renamed[index] = accounts[index].renamed(valid)
        return Wallet(
            origin: origin, accounts: renamed, currentAccountIndex: currentAccountIndex,
            sealedRecoveryPhrase: sealedRecoveryPhrase)
    }

    /// This seed-phrase wallet with `account` added last and made the current one.
    /// - Throws: ``WalletError/noRecoveryPhrase``, ``WalletError/tooManyAccounts(maximum:)``,
    ///   ``WalletError/accountAlreadyInWallet(number:)`` when an account has its path or key.
    func adding(_ account: WalletAccount) throws(WalletError) -> Wallet {
        guard hasRecoveryPhrase else { throw .noRecoveryPhrase }
        guard accounts.count < Self.maximumAccounts else { throw .tooManyAccounts(maximum: Self.maximumAccounts) }
        try checkNew(path: account.path, address: account.address)
        return Wallet(
            origin: origin, accounts: accounts + [account], currentAccountIndex: accounts.count,
            sealedRecoveryPhrase: sealedRecoveryPhrase)
    }

    /// Every refusal of an account added at `path` named `name` that needs no password: a raw-key
    /// wallet, a full one, a path an account has, a name Zhip would not keep. Returns the name to
    /// give it: `name` trimmed, or ``nextAccountName``. Run before asking for the password.
    /// - Throws: ``WalletError/noRecoveryPhrase``, ``WalletError/tooManyAccounts(maximum:)``,
    ///   ``WalletError/accountAlreadyInWallet(number:)``, ``WalletError/invalidAccountName(maximumLength:)``.
    public func checkAccountCanBeAdded(at path: DerivationPath, name: String?) throws(WalletError) -> String {
        guard hasRecoveryPhrase else { throw .noRecoveryPhrase }
        guard accounts.count < Self.maximumAccounts else { throw .tooManyAccounts(maximum: Self.maximumAccounts) }
        try checkNew(path: path, address: nil)
        guard let name else { return nextAccountName }
        return try WalletAccount.validName(name)
    }

    /// Throws when an account already has `path` or `address`.
    /// - Throws: ``WalletError/accountAlreadyInWallet(number:)``.
    func checkNew(path: DerivationPath?, address: Address?) throws(WalletError) {
        if let index = accounts.firstIndex(where: { ($0.path != nil && $0.path == path) || $0.address == address }) {
            throw .accountAlreadyInWallet(number: index + 1)
        }
    }

    /// The name the next added account gets: "Account N" for the first N not taken.
    public var nextAccountName: String {
        let taken = Set(accounts.map(\.name))
        var number = accounts.count + 1
        while taken.contains(WalletAccount.defaultName(number: number)) { number += 1 }
        return WalletAccount.defaultName(number: number)
    }

    private func accountIndex(number: Int) throws(WalletError) -> Int {
        guard (1...accounts.count).contains(number) else {
            throw .noSuchAccount(number: number, count: accounts.count)
        }
        return number - 1
    }
}

extension Wallet {
    /// Where ``WalletAccountsUseCase/addAccount(to:at:name:password:)`` puts the next account when
    /// asked for none: the smallest index not yet used of the preset of the wallet's first account
    /// (zilliqa-js's …/0/i, the Ledger app's i', MetaMask's …/0/i); nil for a raw-key wallet, or
    /// one whose first account has a custom path (then a path must be chosen).
    public var nextAccountPath: DerivationPath? {
        guard hasRecoveryPhrase, let first = accounts.first?.path,
            let (preset, _) = DerivationPreset.account(at: first)
        else { return nil }
        let used = Set(accounts.compactMap { $0.path })
        var index: UInt32 = 0
        while used.contains(preset.path(account: index)), index < DerivationPath.hardenedOffset - 1 { index += 1 }
        return preset.path(account: index)
    }
}
