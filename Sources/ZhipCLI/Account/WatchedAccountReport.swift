import ZhipCore

/// One watched account as the commands print it: `{"name": "Watched 1", "address": "zil1…" (as given),
/// "bech32": "zil1…", "evmAddress": "0x…", "watchOnly": true, "current": false}`.
struct WatchedAccountReport: Encodable, Equatable {
    let name: String
    /// The address in the form it was given.
    let address: String
    let bech32: String
    /// The same 20 bytes, EIP-55.
    let evmAddress: String
    /// Always true: no key for it is kept in the home.
    let watchOnly: Bool
    /// True for the account the commands read.
    let current: Bool

    init(_ account: WatchedAccount, current: Bool) {
        name = account.name
        address = account.address.shown
        bech32 = account.address.bech32
        evmAddress = account.evmAddress.checksummed
        watchOnly = true
        self.current = current
    }

    /// What the human form says of a watched account's key.
    static let watchOnlyNote =
        "yes: no key is kept here; sign elsewhere with 'zhip-cli tx sign', send here with 'zhip-cli tx send FILE'"

    /// The labelled lines of the human form after `heading`: the name, the address as given and in
    /// the other form, and that it is watch-only.
    func lines(heading: (label: String, value: String)) -> [(label: String, value: String)] {
        let other = address == bech32 ? evmAddress : bech32
        return [
            heading, ("name", name), ("address", address), ("other form", other), ("watch-only", Self.watchOnlyNote),
        ]
    }
}
