import CommandLineKit

/// The `--type` values of `send` and `tx sign` from the EVM account: the transaction type, which fixes its fees.
enum EVMTypeChoice: String, CaseIterable, ExpressibleByArgument {
    /// EIP-1559 (type 2): `--max-fee` and `--priority-fee`.
    case eip1559 = "1559"
    /// Legacy EIP-155 (type 0): `--gas-price`.
    case legacy
}
