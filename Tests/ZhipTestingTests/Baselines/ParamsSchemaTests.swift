import Testing
import ZhipTesting
import ZilliqaKit

/// The issues a flow reports for one call of `params` against `schema`, with `variables` bound;
/// empty when the call fits.
private func issues(
    of params: JSONValue, against schema: JSONValue, variables: [String: JSONValue] = [:]
) async throws -> [SchemaIssue] {
    let tap = TrafficTap()
    let expected = baseline(BaselineStep("step", calls: [try ExpectedCall("Method", params: schema)]))
    do {
        try await expected.flow(tap) { flow in
            for (name, value) in variables { flow.bind(name, to: value) }
            try await flow.step("step") { tap.call("Method", params) }
        }
        return []
    } catch let mismatch as BaselineMismatch {
        guard case .mismatch(_, let issues)? = mismatch.findings.first else { return [] }
        return issues
    }
}

@Suite("Checking params against a baseline's schema")
struct ParamsSchemaTests {
    @Test("numbers compare as JSON: 3 equals 3.0")
    func wholeNumberEqualsItsDecimalSpelling() async throws {
        #expect(try await issues(of: [3.0 as Double].json, against: ["prefixItems": [["const": 3]]]).isEmpty)
    }

    @Test("numbers compare as JSON: 3 is not \"3\"")
    func numberIsNotItsString() async throws {
        let found = try await issues(of: ["3"], against: ["prefixItems": [["const": 3]]])
        #expect(found == [SchemaIssue(path: "params[0]", message: "Not the expected value", expectation: "3")])
    }

    @Test("a wrong type says which type the baseline expects and which came")
    func wrongTypeIsNamed() async throws {
        let found = try await issues(
            of: [["nonce": "1"]], against: ["prefixItems": [["properties": ["nonce": ["type": "integer"]]]]])
        #expect(
            found == [SchemaIssue(path: "params[0].nonce", message: "Wrong type, got string", expectation: "integer")])
    }

    @Test("an integer is also a number")
    func integerIsANumber() async throws {
        #expect(try await issues(of: [7], against: ["items": ["type": "number"]]).isEmpty)
    }

    @Test("a pattern is searched for in the string")
    func patternMustMatch() async throws {
        let schema: JSONValue = ["prefixItems": [["pattern": "^[0-9a-f]{4}$"]]]
        #expect(try await issues(of: ["beef"], against: schema).isEmpty)
        #expect(
            try await issues(of: ["BEEF!"], against: schema) == [
                SchemaIssue(path: "params[0]", message: "Does not match the pattern", expectation: "^[0-9a-f]{4}$")
            ])
    }

    @Test("a required member that is missing is named by its path")
    func missingRequiredMember() async throws {
        let found = try await issues(
            of: [["amount": "1"]], against: ["prefixItems": [["required": ["amount", "toAddr"]]]])
        #expect(found == [SchemaIssue(path: "params[0].toAddr", message: "Missing")])
    }

    @Test("members the schema does not list are counted, and their names (sent by the app) not quoted")
    func additionalMembersAreNotAllowed() async throws {
        let schema: JSONValue = ["prefixItems": [["properties": ["amount": true], "additionalProperties": false]]]
        let found = try await issues(of: [["amount": "1", "memo": "x", "note": "y"]], against: schema)
        #expect(
            found == [
                SchemaIssue(
                    path: "params[0]", message: "Has 2 properties the baseline does not list",
                    expectation: "only amount")
            ])
    }

    @Test("members the schema does not list are checked against additionalProperties under [*]")
    func additionalMembersFollowTheirSchema() async throws {
        let schema: JSONValue = ["additionalProperties": ["type": "string"]]
        let found = try await issues(of: ["key": 1], against: schema)
        #expect(found == [SchemaIssue(path: "params[*]", message: "Wrong type, got integer", expectation: "string")])
    }

    @Test("draft-4 positional items and additionalItems are read like prefixItems and items")
    func draftFourTupleItems() async throws {
        let schema: JSONValue = ["items": [["const": "a"]], "additionalItems": false]
        #expect(try await issues(of: ["a"], against: schema).isEmpty)
        #expect(
            try await issues(of: ["a", "b"], against: schema) == [
                SchemaIssue(path: "params[1]", message: "Not allowed")
            ])
    }

    @Test("too few and too many items are counted, not quoted")
    func itemCounts() async throws {
        let schema: JSONValue = ["minItems": 2, "maxItems": 3]
        #expect(
            try await issues(of: ["a"], against: schema) == [
                SchemaIssue(path: "params", message: "Too few items", expectation: "at least 2")
            ])
        #expect(
            try await issues(of: [1, 2, 3, 4], against: schema) == [
                SchemaIssue(path: "params", message: "Too many items", expectation: "at most 3")
            ])
    }

    @Test("lengths and bounds are checked")
    func lengthsAndBounds() async throws {
        let schema: JSONValue = [
            "prefixItems": [["minLength": 2, "maxLength": 3], ["minimum": 1, "maximum": .double(2.5)]]
        ]
        #expect(try await issues(of: ["ab", 2], against: schema).isEmpty)
        #expect(
            try await issues(of: ["abcd", 3], against: schema) == [
                SchemaIssue(path: "params[0]", message: "Too long", expectation: "at most 3 characters"),
                SchemaIssue(path: "params[1]", message: "Too large", expectation: "at most 2.5"),
            ])
    }

    @Test("enum accepts any of its values")
    func enumAcceptsItsValues() async throws {
        let schema: JSONValue = ["prefixItems": [["enum": ["latest", "earliest"]]]]
        #expect(try await issues(of: ["latest"], against: schema).isEmpty)
        #expect(
            try await issues(of: ["pending"], against: schema) == [
                SchemaIssue(
                    path: "params[0]", message: "Not one of the allowed values",
                    expectation: "one of \"latest\", \"earliest\"")
            ])
    }

    @Test("a listed name that is not a plain identifier is quoted in the path, without spaces or control characters")
    func oddNamesAreShownSafely() async throws {
        let schema: JSONValue = ["prefixItems": [["properties": ["a b\n": ["type": "string"]]]]]
        let found = try await issues(of: [["a b\n": 1]], against: schema)
        #expect(found.map(\.path) == ["params[0][\"a?b?\"]"])
    }
}

extension Array where Element == Double {
    /// The doubles as a JSON array.
    fileprivate var json: JSONValue { .array(map(JSONValue.double)) }
}
