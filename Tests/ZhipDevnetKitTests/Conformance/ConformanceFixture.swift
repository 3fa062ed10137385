import Foundation
import ZilliqaKit

/// One case of `Fixtures/zq2-conformance.json`: a request, the chain it is sent to, and the answer
/// `zq2-legacy-api.md` says Zilliqa 2.0 gives (the file's `about` explains the notation).
struct ConformanceCase: Sendable {
    /// Names the case in the test's output.
    let name: String
    /// The doc section the expectation comes from.
    let section: String
    /// The chain's state before the request (see ``ConformanceChain``).
    let setup: String
    /// The whole request, with placeholders; nil for a CreateTransaction case or a raw body.
    let request: JSONValue?
    /// A body sent as it is, not JSON (§0).
    let rawBody: String?
    /// CreateTransaction: what to sign, what to change and remove in the signed object, how many params.
    let sign: [String: JSONValue]
    let change: [String: JSONValue]
    let remove: [String]
    let paramCount: Int
    /// The answer's `result` or `error` (and `id` for the envelope cases).
    let expect: JSONValue
    /// Requests sent afterwards on the same chain, with their expected answers.
    let then: [ConformanceCase]

    init(_ json: JSONValue) {
        name = json["name"]?.stringValue ?? "unnamed"
        section = json["section"]?.stringValue ?? ""
        setup = json["setup"]?.stringValue ?? "fresh"
        request = json["request"]
        rawBody = json["rawBody"]?.stringValue
        sign = json["sign"]?.objectValue ?? [:]
        change = json["change"]?.objectValue ?? [:]
        remove = json["remove"]?.arrayValue?.compactMap(\.stringValue) ?? []
        paramCount = if case .integer(let count)? = json["paramCount"] { Int(count) } else { 1 }
        expect = json["expect"] ?? .null
        then = json["then"]?.arrayValue?.map(ConformanceCase.init) ?? []
    }
}

/// The fixture file, loaded once.
enum ConformanceFixtures {
    /// The name given in place of the cases when the file cannot be read, so that a test fails.
    static let unreadable = "the fixture file zq2-conformance.json could not be read"

    private static let file: JSONValue? = {
        guard
            let url = Bundle.module.url(
                forResource: "zq2-conformance", withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? JSONValue(parsing: Array(data))
    }()

    /// The cases of the file's `group` (`cases`, `createTransaction`, `envelope`).
    static func cases(_ group: String) -> [ConformanceCase] {
        file?[group]?.arrayValue?.map(ConformanceCase.init) ?? []
    }

    /// The names of the cases of `group`, for `@Test(arguments:)`; ``unreadable`` when there are none.
    static func names(_ group: String) -> [String] {
        let names = cases(group).map(\.name)
        return names.isEmpty ? [unreadable] : names
    }

    /// The case of `group` named `name`, nil when there is none.
    static func named(_ name: String, in group: String) -> ConformanceCase? {
        cases(group).first { $0.name == name }
    }
}
