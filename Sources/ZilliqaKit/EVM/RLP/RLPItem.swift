/// One value of Ethereum's Recursive Length Prefix encoding: a byte string or a list of items.
public indirect enum RLPItem: Sendable, Hashable {
    /// A byte string (an integer is its big-endian bytes without leading zeros).
    case bytes([UInt8])
    /// A list of items.
    case list([RLPItem])
}
