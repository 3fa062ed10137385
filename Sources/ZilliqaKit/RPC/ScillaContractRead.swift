/// One read of a Scilla contract's state through the legacy API, as ``ZilliqaService/chainIDAndContractReads(_:)``
/// batches it.
///
/// ```swift
/// ScillaContractRead.initFields(of: token)                                   // GetSmartContractInit
/// ScillaContractRead.subState(of: token, variable: "balances", indices: ["0x" + holder.hex])
/// ```
public enum ScillaContractRead: Sendable, Hashable {
    /// `GetSmartContractInit [contract]`: the contract's immutable fields, `[{"vname","type","value"}]`.
    case initFields(of: Address)
    /// `GetSmartContractSubState [contract, variable, indices]`: `{"<variable>": {…}}` for the keys
    /// `indices` name, or `null` where there is nothing (an account that is no contract, an unknown
    /// variable or key).
    case subState(of: Address, variable: String, indices: [String])

    /// The call that makes the read; the address as 40 lowercase hex digits, a form every node takes.
    var call: JSONRPCCall {
        switch self {
        case .initFields(let contract):
            JSONRPCCall("GetSmartContractInit", params: [contract.hex])
        case .subState(let contract, let variable, let indices):
            JSONRPCCall("GetSmartContractSubState", params: [contract.hex, variable, indices])
        }
    }
}
