/// One way a call's params differ from its baseline's schema: where (a JSON path such as
/// `params[0].toAddr`), what (the schema's message) and what the baseline expects, in the
/// baseline's own words. Never a value that was sent.
///
/// ```swift
/// issue.description   // "params[0].toAddr · Not the expected value · expects {{recipient}}"
/// ```
public struct SchemaIssue: Sendable, Hashable, CustomStringConvertible {
    /// Where in the params, e.g. `params[0].nonce`.
    public let path: String
    /// What is wrong, e.g. `Not the expected value`.
    public let message: String
    /// What the baseline wants there, e.g. `{{recipient}}` or `at least 1`; nil when the message says it all.
    public let expectation: String?

    public init(path: String, message: String, expectation: String? = nil) {
        self.path = path
        self.message = message
        self.expectation = expectation
    }

    public var description: String {
        [path, message, expectation.map { "expects \($0)" }].compactMap { $0 }.joined(separator: " · ")
    }
}
