import CommandLineKit

/// The `--account` values of `tx sign`: which of a key's two accounts signs.
enum AccountChoice: String, CaseIterable, ExpressibleByArgument {
    /// The legacy (zil1) account: a Zilliqa transaction for `CreateTransaction`.
    case legacy
    /// The EVM (0x) account: an Ethereum transaction for `eth_sendRawTransaction`.
    case evm
}
