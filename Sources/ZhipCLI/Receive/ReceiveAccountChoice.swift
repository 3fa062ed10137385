import CommandLineKit

/// The `--account` values of `receive`: which of the key's two accounts to receive at.
enum ReceiveAccountChoice: String, CaseIterable, ExpressibleByArgument {
    /// The legacy `zil1…` account: Zhip's link and Zilliqa's QR payload.
    case legacy
    /// The EVM `0x…` account: an EIP-681 link on the network's EVM chain.
    case evm
}
