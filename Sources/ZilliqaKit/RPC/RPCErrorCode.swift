/// The JSON-RPC error codes Zilliqa's node uses.
public enum RPCErrorCode {
    /// -32600: the request is not a valid JSON-RPC request.
    public static let invalidRequest = -32600
    /// -32601: the node has no such method.
    public static let methodNotFound = -32601
    /// -32602: the parameters are not what the method takes.
    public static let invalidParams = -32602
    /// -32603: the node failed internally.
    public static let internalError = -32603
    /// -32700: the request is not JSON.
    public static let parseError = -32700
    /// -1: miscellaneous.
    public static let miscellaneous = -1
    /// -5: an invalid address or key, or an account that does not exist.
    public static let invalidAddressOrKey = -5
    /// -8: an invalid parameter (nonce, gas limit, funds, checksum).
    public static let invalidParameter = -8
    /// -20: a database error, e.g. a transaction that is not (yet) there.
    public static let databaseError = -20
    /// -26: the transaction was rejected by verification (chain id, gas price, signature).
    public static let verifyRejected = -26
    /// -32: the method is switched off (Zilliqa 2.0's "CreateTransaction is disabled").
    public static let methodDeprecated = -32
    /// -32000: the node is limiting how many requests it takes (Zilliqa 2.0's "RPC_RATE_LIMIT").
    public static let rateLimited = -32000
}
