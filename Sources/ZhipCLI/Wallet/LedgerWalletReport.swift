import ZhipCore

/// A Ledger wallet as commands print it: `{"kind": "ledger", "evm": {"address": "0x…"}, "legacy": null,
/// "account": {"number", "name", "path"}, "accounts": 1}`: the current account; no legacy account.
struct LedgerWalletReport: Encodable {
    let kind = "ledger"
    let evm: EVMAddressForms
    let account: WalletReport.CurrentAccount
    let accounts: Int

    init(_ wallet: LedgerWallet) {
        evm = EVMAddressForms(wallet.currentAccount.address)
        account = WalletReport.CurrentAccount(
            number: wallet.currentAccountIndex + 1, name: wallet.currentAccount.name,
            path: wallet.currentAccount.path.description)
        accounts = wallet.accounts.count
    }

    /// The labelled lines of the human form.
    var lines: [(label: String, value: String)] {
        [("wallet", "Ledger: the keys stay on the device, which signs each payment and message")] + evm.lines + [
            ("account", "\(account.number) of \(accounts), \(account.name), \(account.path ?? "")"),
            ("legacy account", "none: Ledger's Ethereum app signs only EVM transactions"),
        ]
    }

    private enum CodingKeys: String, CodingKey { case kind, evm, legacy, account, accounts }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(evm, forKey: .evm)
        try container.encodeNil(forKey: .legacy)
        try container.encode(account, forKey: .account)
        try container.encode(accounts, forKey: .accounts)
    }
}
