/// The secret a control request must carry (`--control-token`), compared in constant time.
///
/// ```swift
/// let token = ControlToken("s3cret")
/// token.matches("s3cret")   // true
/// ```
struct ControlToken: Sendable {
    private let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// True when `given` is the token. The time taken depends on the token's length only, never
    /// on where `given` differs from it.
    func matches(_ given: String) -> Bool {
        let candidate = Array(given.utf8)
        var difference: UInt8 = candidate.count == bytes.count ? 0 : 1
        for index in bytes.indices {
            let byte = index < candidate.count ? candidate[index] : 0
            difference |= byte ^ bytes[index]
        }
        return difference == 0
    }

    /// Checks the tokens a request carries: `?t=` and `Authorization: Bearer`; every one given
    /// must be right, and at least one must be given.
    func check(query: ControlQuery, authorization: String?) throws(ControlError) {
        var given: [String] = []
        if let fromQuery = query["t"] { given.append(fromQuery) }
        if let authorization {
            guard let bearer = Self.bearerToken(authorization) else {
                throw .badRequest("Authorization must be \"Bearer TOKEN\"")
            }
            given.append(bearer)
        }
        guard !given.isEmpty else { throw .tokenMissing }
        guard given.allSatisfy(matches) else { throw .tokenWrong }
    }

    /// The token of `Bearer TOKEN` (the scheme in any case); nil for another scheme.
    private static func bearerToken(_ value: String) -> String? {
        let parts = value.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, HTTPHeaders.namesMatch(parts[0], "Bearer") else { return nil }
        return String(parts[1].drop { $0 == " " })
    }

    /// Why `text` can't be a control token, or nil when it can: 1 to 256 visible ASCII
    /// characters, so that it fits a URL's query and a header unchanged.
    static func problem(with text: String) -> String? {
        guard !text.isEmpty, text.utf8.count <= 256 else { return "1 to 256 characters" }
        guard text.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return "visible ASCII characters only (no spaces)"
        }
        return nil
    }
}
