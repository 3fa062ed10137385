import ZhipCore
import ZilliqaKit

/// An EVM account as `balance` prints it, read by `eth_`: the JSON `"evm"` object
/// `{"address": "0x…", "balance": {"wei", "zil"}, "frozen": false, "nonce": 0, "tokens": […]}`, the
/// listed tokens' balances (``TokenBalanceForms``) when they were read.
struct EVMAccountForms: Encodable, Equatable {
    /// `0x` and the EIP-55 mixed-case hex.
    let address: String
    /// The exact balance at the head, in wei and ZIL.
    let balance: WeiForms
    /// How many of the account's transactions are mined (`eth_getTransactionCount`, `latest`).
    let nonce: UInt64
    /// True for an account Zilliqa 2.0 swept as a blocked recipient.
    let frozen: Bool
    /// The listed tokens' balances, when read (the key is left out otherwise).
    let tokens: [TokenBalanceForms]?
    /// The nonce the next transaction carries (pooled ones counted); not in the JSON.
    private let nextNonce: UInt64

    init(_ address: EVMAddress, _ state: EVMAccountState, tokens: [TokenBalance]? = nil) {
        self.tokens = tokens?.map(TokenBalanceForms.init)
        self.address = address.checksummed
        balance = WeiForms(state.balance)
        nonce = state.nonce
        frozen = state.isFrozen
        nextNonce = state.nextNonce
        balanceText = AmountText.zil(state.balance)
    }

    /// `1000.000000000000000001 ZIL`; not in the JSON.
    private let balanceText: String

    /// The labelled lines of the human form, each label starting with `prefix` (`evm `, or none);
    /// no label is longer than the legacy account's, so that its lines keep their alignment.
    func lines(prefix: String) -> [(label: String, value: String)] {
        let nonceText =
            frozen ? FrozenAccount.notice : "\(nonce) (the next transaction carries \(nextNonce))"
        return [
            (prefix + "address", address), (prefix + "balance", "\(balanceText) (\(balance.wei) wei)"),
            (prefix + "nonce", nonceText),
        ] + (tokens ?? []).map { (prefix + "token", $0.line) }
    }

    private enum CodingKeys: String, CodingKey { case address, balance, nonce, frozen, tokens }
}
