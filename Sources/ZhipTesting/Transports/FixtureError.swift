/// Why a fixture file could not be used as an answer; each case names the file and what to fix.
public enum FixtureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or directory could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not a JSON-RPC response with a `result` or an `error` object.
    case notAnAnswer(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "the fixture \(path) could not be read (\(reason)): check the path and that the test target copies it"
                + " as a resource"
        case .notAnAnswer(let path, let reason):
            "the fixture \(path) is not a JSON-RPC answer (\(reason)): write a response as a node does, e.g."
                + #" {"id":"1","jsonrpc":"2.0","result":"333"} or {"error":{"code":-5,"message":"…"}}"#
        }
    }
}
