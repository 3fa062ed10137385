import ZhipCore
import ZilliqaKit

/// What `balance` prints. JSON: the legacy account as `{"address": {…}, "balance": {"qa", "zil"},
/// "frozen": false, "nonce": 0}`, the EVM account as `"evm": {"address": "0x…", "balance": {"wei",
/// "zil"}, "frozen": false, "nonce": 0}` (null for a wallet whose EVM address is not known yet), the
/// legacy account's `"escrow"` (``EscrowLodgementForms``), and `"network"`. Only the accounts read are there: a `zil1…` argument gives no `"evm"`, a `0x…` one no
/// legacy keys. A watched account in use adds `"watched"` (its name and both forms, `"watchOnly": true`).
struct BalanceReport: Encodable {
    /// The legacy account, when one was read.
    let legacy: Legacy?
    /// The EVM account, when one was read.
    let evm: EVMAccountForms?
    /// True when `"evm"` is in the JSON (null when ``evm`` is nil).
    let showsEVM: Bool
    let network: String
    /// The watched account read, when it is the one in use (`"watched"`: ``WatchedAccountReport``).
    var watched: WatchedAccountReport? = nil

    /// A legacy account, read by the legacy API, and what it holds of the listed tokens through
    /// their ERC-20 proxies and of the listed ZRC-2 tokens (each nil when none is listed).
    struct Legacy {
        let address: Address
        let balance: AccountBalance
        var tokens: [TokenBalance]? = nil
        var zrc2Tokens: [ZRC2Holding]? = nil
        /// What it lodged in the migration escrow, or why that is not known; nil when not asked.
        var escrow: EscrowLodgementForms? = nil
    }

    /// What the text says beside a legacy account's token.
    static let legacyTokenNote =
        "read-only: the legacy account's tokens move only with legacy transfers, which Zilliqa 2.0 mainnet no longer "
        + "carries"

    /// The labelled lines of both accounts (the network's line is the caller's).
    func lines(evmPart: BalanceAccounts.EVMPart) -> [(label: String, value: String)] {
        var lines: [(label: String, value: String)] = []
        if let legacy {
            let forms = AddressForms(legacy.address)
            let account = legacy.balance
            let nonceText =
                account.isFrozen
                ? FrozenAccount.notice : "\(account.nonce) (the next transaction carries \(account.nonce + 1))"
            lines += [
                ("bech32", forms.bech32), ("checksummed", forms.checksummed),
                ("balance", AmountText.zil(account.balance)), ("nonce", nonceText),
            ]
            let held =
                (legacy.tokens ?? []).map(TokenBalanceForms.init)
                + (legacy.zrc2Tokens ?? []).map(TokenBalanceForms.init)
            lines += held.filter(\.holdsAny).map { ("token", $0.line + " (\(Self.legacyTokenNote))") }
            // Nothing lodged is said in --json only: most accounts never lodged anything.
            if let escrow = legacy.escrow, escrow.isWorthSaying { lines.append(("escrow", escrow.line)) }
        }
        if let evm {
            lines += evm.lines(prefix: legacy == nil ? "" : "evm ")
        } else if evmPart == .notKnownYet {
            lines += [("evm address", WalletReport.evmNotKnownYet), ("evm balance", Self.evmBalanceNotKnownYet)]
        }
        return lines
    }

    /// What the text says of the EVM balance while the wallet's EVM address is not known.
    static let evmBalanceNotKnownYet =
        "shown once the EVM address is known: unlock the wallet ('zhip-cli wallet backup --reveal-private-key'"
        + " or a send), then run 'zhip-cli balance' again"

    private enum CodingKeys: String, CodingKey {
        case address, balance, nonce, frozen, tokens, zrc2Tokens, escrow, evm, network, watched
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let legacy {
            try container.encode(AddressForms(legacy.address), forKey: .address)
            try container.encode(AmountForms(legacy.balance.balance), forKey: .balance)
            try container.encode(legacy.balance.nonce, forKey: .nonce)
            try container.encode(legacy.balance.isFrozen, forKey: .frozen)
            try container.encodeIfPresent(legacy.tokens?.map(TokenBalanceForms.init), forKey: .tokens)
            try container.encodeIfPresent(legacy.zrc2Tokens?.map(TokenBalanceForms.init), forKey: .zrc2Tokens)
            try container.encodeIfPresent(legacy.escrow, forKey: .escrow)
        }
        if showsEVM { try container.encode(evm, forKey: .evm) }  // null while the EVM address is not known
        try container.encode(network, forKey: .network)
        try container.encodeIfPresent(watched, forKey: .watched)
    }
}
