/// One JSON-RPC method call: the method's name and its positional parameters.
///
/// ```swift
/// JSONRPCCall("GetBalance", params: [address.hex])
/// JSONRPCCall("GetNetworkId")          // sent with params [""], as the node expects
/// JSONRPCCall("eth_chainId", emptyParams: .emptyArray)   // sent with params []
/// ```
public struct JSONRPCCall: Sendable {
    /// The method, e.g. `GetBalance`.
    public let method: String
    /// The positional parameters; empty is sent as ``emptyParams`` says.
    public let params: [any Encodable & Sendable]
    /// How `params` is written when there are none.
    public let emptyParams: EmptyParams

    /// How a call without parameters writes its `params`.
    public enum EmptyParams: Sendable {
        /// `[""]`: the form the legacy Zilliqa API wants.
        case placeholder
        /// `[]`: the form the `eth_` API wants; Zilliqa 2.0 refuses `[""]` there as one
        /// parameter too many (`zq2-eth-api.md` section 0).
        case emptyArray
    }

    public init(_ method: String, params: [any Encodable & Sendable] = [], emptyParams: EmptyParams = .placeholder) {
        self.method = method
        self.params = params
        self.emptyParams = emptyParams
    }
}
