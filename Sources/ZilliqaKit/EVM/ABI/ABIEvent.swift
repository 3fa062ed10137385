/// A contract event: its signature text and its topic, the first topic of every log it
/// emits (Keccak-256 of the signature).
/// ```swift
/// Hex.encode(ERC20.transferEvent.topic)   // "ddf252ad…"
/// ```
public struct ABIEvent: Sendable, Hashable {
    /// The canonical signature, e.g. `Transfer(address,address,uint256)`.
    public let signature: String
    /// Keccak-256 of ``signature``: the log's topic 0.
    public let topic: [UInt8]

    /// The event with this name and these parameter types.
    public init(name: String, parameters: [ABIType]) {
        self.signature = ABIType.signature(name: name, parameters: parameters)
        self.topic = Keccak256.hash(Array(signature.utf8))
    }
}
