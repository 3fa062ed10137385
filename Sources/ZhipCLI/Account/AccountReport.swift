import ZhipCore

/// One account of the saved wallet as the `account` commands print it: `{"address": {"bech32",
/// "checksummed", "hex"}, "current": true, "evmAddress": "0x…", "name": "Account 1", "number": 1,
/// "path": "m/44'/313'/0'/0/0"}`; `"evmAddress"` is null while not known, `"path"` null for a raw key.
struct AccountReport: Encodable, Equatable {
    /// The number people use: 1 for the first account.
    let number: Int
    let name: String
    /// The legacy account's forms (`zil1…`, checksummed and plain hex).
    let address: AddressForms
    /// The EVM account in EIP-55, nil while the public key is not known.
    let evmAddress: String?
    /// Where the key is derived from the recovery phrase; nil for a raw-key wallet's account.
    let path: String?
    /// True for the account the wallet shows and pays from.
    let current: Bool

    /// Account `number` (1 for the first) of `wallet`; never current while a watched account is
    /// in use (`ownInUse` false).
    init(_ wallet: Wallet, number: Int, ownInUse: Bool = true) {
        let account = wallet.accounts[number - 1]
        self.number = number
        name = account.name
        address = AddressForms(account.address)
        evmAddress = account.evmAddress?.checksummed
        path = account.path?.description
        current = ownInUse && number == wallet.currentAccountNumber
    }

    /// Every account of `wallet`, in order.
    static func all(of wallet: Wallet) -> [AccountReport] {
        wallet.accounts.indices.map { AccountReport(wallet, number: $0 + 1) }
    }

    /// What the human form says of an account with no derivation path.
    static let rawKey = "raw key (a wallet from a private key or keystore has only this account)"

    /// The labelled lines of the human form after `heading`: the name, both addresses and the path.
    func lines(heading: (label: String, value: String)) -> [(label: String, value: String)] {
        [
            heading, ("name", name), ("bech32", address.bech32),
            ("evm address", evmAddress ?? WalletReport.evmNotKnownYet), ("path", path ?? Self.rawKey),
        ]
    }

    private enum CodingKeys: String, CodingKey { case number, name, address, evmAddress, path, current }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .number)
        try container.encode(name, forKey: .name)
        try container.encode(address, forKey: .address)
        try container.encode(evmAddress, forKey: .evmAddress)  // null while not known
        try container.encode(path, forKey: .path)  // null for a raw key
        try container.encode(current, forKey: .current)
    }
}

/// What `account list` prints with `--json`: `{"accounts": [{…}, …], "current": 1}`, the wallet's
/// accounts first (`"watchOnly": false`), then the watched ones (``WatchedAccountReport``,
/// `"watchOnly": true`); `"current"` is null while a watched account is in use.
struct AccountListReport: Encodable {
    let accounts: [ListedAccount]
    /// The current account's number, nil while a watched account is in use.
    let current: Int?

    init(_ wallet: Wallet, watched: WatchedAccounts, inUse: WatchedAccount?) {
        accounts =
            wallet.accounts.indices.map { .own(AccountReport(wallet, number: $0 + 1, ownInUse: inUse == nil)) }
            + ListedAccount.watched(watched, inUse: inUse)
        current = inUse == nil ? wallet.currentAccountNumber : nil
    }

    private enum CodingKeys: String, CodingKey { case accounts, current }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(accounts, forKey: .accounts)
        try container.encode(current, forKey: .current)  // null while a watched account is in use
    }
}

/// One entry of `account list --json`: an account of the wallet (its own fields and `"watchOnly": false`)
/// or a watched one.
enum ListedAccount: Encodable {
    case own(any Encodable)
    case watched(WatchedAccountReport)

    /// The watched accounts of `watched`, `inUse` marked current.
    static func watched(_ watched: WatchedAccounts, inUse: WatchedAccount?) -> [ListedAccount] {
        watched.accounts.map { .watched(WatchedAccountReport($0, current: $0 == inUse)) }
    }

    private enum CodingKeys: String, CodingKey { case watchOnly }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .own(let account):
            try account.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(false, forKey: .watchOnly)
        case .watched(let account):
            try account.encode(to: encoder)
        }
    }
}

/// What `account add`, `use` and `rename` print with `--json`: the account changed and the
/// current account's number, `{"account": {…}, "current": 2}`.
struct AccountChangeReport: Encodable {
    let account: AccountReport
    let current: Int

    init(_ wallet: Wallet, number: Int) {
        account = AccountReport(wallet, number: number)
        current = wallet.currentAccountNumber
    }
}
