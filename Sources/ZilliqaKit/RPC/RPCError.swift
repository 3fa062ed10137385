/// A JSON-RPC `error` object as the node sent it: its numeric code, its message and its optional
/// `data` (an `eth_call` revert carries the revert bytes there).
///
/// ```swift
/// RPCError(code: -20, message: "Txn Hash not Present")
/// ```
/// ``JSONRPCZilliqaService`` turns the ones a person can act on into ``ZilliqaServiceError`` cases.
public struct RPCError: Error, Hashable, Sendable, Decodable, CustomStringConvertible {
    /// The JSON-RPC error code, e.g. -8 (invalid parameter) or -26 (verify rejected).
    public let code: Int
    /// The node's message, as sent.
    public let message: String
    /// The `data` member, as sent; nil when absent or null. Never shown in ``description``.
    public let data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    private enum CodingKeys: String, CodingKey { case code, message, data }

    /// Decodes `{"code": <integer>, "message": <string>, "data": <any>}`; a missing or null
    /// message is empty, a missing or null `data` is nil.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(Int.self, forKey: .code)
        message = (try? container.decodeIfPresent(String.self, forKey: .message)) ?? ""
        let data = try? container.decodeIfPresent(JSONValue.self, forKey: .data)
        self.data = data == .null ? nil : data
    }

    public var description: String { "error \(code): \(message.sanitizedForDisplay())" }
}
