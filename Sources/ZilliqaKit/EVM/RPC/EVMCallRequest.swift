/// A message call for `eth_call` and `eth_estimateGas`: who asks (optional), the contract, its
/// calldata and the value sent with it (optional), written as Zilliqa 2.0 reads a transaction
/// request (`docs/zq2-eth-calls.md`).
///
/// ```swift
/// let balanceOf = EVMCallRequest(to: token, data: calldata)           // from and value left out
/// let transfer = EVMCallRequest(from: sender, to: token, data: transferCalldata)
/// let returned = try await service.call(balanceOf, at: .latest)      // the bytes the call returned
/// ```
public struct EVMCallRequest: Sendable, Hashable {
    /// The caller; nil leaves `from` out, and the node calls from the zero address.
    public let from: EVMAddress?
    /// The contract called.
    public let to: EVMAddress
    /// The calldata: a function selector and its ABI-encoded arguments; empty for none.
    public let data: [UInt8]
    /// The wei sent with the call; nil leaves `value` out (zero).
    public let value: Wei?

    public init(from: EVMAddress? = nil, to: EVMAddress, data: [UInt8], value: Wei? = nil) {
        self.from = from
        self.to = to
        self.data = data
        self.value = value
    }
}
