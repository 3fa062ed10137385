/// One JSON-RPC method call: the method's name and its positional parameters.
///
/// ```swift
/// JSONRPCCall("GetBalance", params: [address.hex])
/// JSONRPCCall("GetNetworkId")          // sent with params [""], as the node expects
/// ```
public struct JSONRPCCall: Sendable {
    /// The method, e.g. `GetBalance`.
    public let method: String
    /// The positional parameters; empty is sent as `[""]`, the form Zilliqa's node wants.
    public let params: [any Encodable & Sendable]

    public init(_ method: String, params: [any Encodable & Sendable] = []) {
        self.method = method
        self.params = params
    }
}
