public import ZilliqaKit

/// One JSON-RPC call a baseline's step expects: the method, a JSON Schema for its params, and
/// whether it is compared when the flow ends (`deferred`) instead of when its step ends.
///
/// ```swift
/// try ExpectedCall("GetBalance", params: ["type": "array", "prefixItems": [["const": "{{sender}}"]]])
/// ```
public struct ExpectedCall: Sendable, Hashable {
    /// The method, e.g. `CreateTransaction`.
    public let method: String
    /// The params schema as written in the file.
    public let params: JSONValue
    /// True for a call the app makes later (after its step's action returned): it is compared
    /// when the flow ends, with every call made since its step started.
    public let isDeferred: Bool
    let schema: ParamsSchema

    /// A call of `method` whose params must match `params` (a JSON Schema; `true`: any params).
    /// - Throws: ``BaselineError/invalidSchema(path:reason:)`` for a schema this reader does not support.
    public init(_ method: String, params: JSONValue = true, deferred: Bool = false) throws(BaselineError) {
        try self.init(method, params: params, deferred: deferred, at: "params")
    }

    init(_ method: String, params: JSONValue, deferred: Bool, at path: String) throws(BaselineError) {
        self.method = method
        self.params = params
        self.isDeferred = deferred
        schema = try ParamsSchema(parsing: params, at: path)
    }

    /// How the issues of `request`'s params against this call's schema read.
    func issues(with request: RPCRequest, variables: BaselineVariables, step: String) throws(BaselineError)
        -> [SchemaIssue]
    {
        try schema.issues(in: request.params, at: "params", variables: variables, step: step)
    }

    /// The call as the file writes it (`deferred` only when true).
    var json: JSONValue {
        var members: [String: JSONValue] = ["method": .string(method), "params": params]
        if isDeferred { members["deferred"] = true }
        return .object(members)
    }
}
