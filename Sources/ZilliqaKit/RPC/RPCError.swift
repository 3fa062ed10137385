/// A JSON-RPC `error` object as the node sent it: its numeric code and message.
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

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    private enum CodingKeys: String, CodingKey { case code, message }

    /// Decodes `{"code": <integer>, "message": <string>}`; a missing or null message is empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(Int.self, forKey: .code)
        message = (try? container.decodeIfPresent(String.self, forKey: .message)) ?? ""
    }

    public var description: String { "error \(code): \(message.sanitizedForDisplay())" }
}
