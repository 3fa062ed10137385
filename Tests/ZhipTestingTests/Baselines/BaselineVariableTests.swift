import Testing
import ZhipTesting
import ZilliqaKit

@Suite("Variables in a baseline")
struct BaselineVariableTests {
    private func sendBaseline(_ schema: JSONValue) throws -> Baseline {
        baseline(BaselineStep("sign", calls: [try ExpectedCall("CreateTransaction", params: schema)]))
    }

    @Test("a string that is only a variable takes the bound value and its type")
    func wholeVariableIsTyped() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = try sendBaseline(["prefixItems": [["properties": ["nonce": ["const": "{{nonce}}"]]]]])
        // Act
        try await expected.flow(tap) { flow in
            flow.bind("nonce", to: 2)
            try await flow.step("sign") { tap.call("CreateTransaction", [["nonce": 2]]) }
        }
        // Assert: no mismatch was thrown
    }

    @Test("a variable bound to a number does not match the number's string")
    func typedVariableRefusesAString() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = try sendBaseline(["prefixItems": [["properties": ["nonce": ["const": "{{nonce}}"]]]]])
        // Act
        let mismatch = try await mismatch(of: expected, tap: tap) { flow in
            flow.bind("nonce", to: 2)
            try await flow.step("sign") { tap.call("CreateTransaction", [["nonce": "2"]]) }
        }
        // Assert
        let issue = SchemaIssue(
            path: "params[0].nonce", message: "Not the expected value", expectation: "\"{{nonce}}\"")
        #expect(mismatch.findings == [.mismatch(method: "CreateTransaction", issues: [issue])])
    }

    @Test("inside a longer string a variable is written in")
    func variableIsInterpolated() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = try sendBaseline(["prefixItems": [["const": "0x{{address}}-{{nonce}}"]]])
        // Act
        try await expected.flow(tap) { flow in
            flow.bind("address", to: "abc")
            flow.bind("nonce", to: 7)
            try await flow.step("sign") { tap.call("CreateTransaction", ["0xabc-7"]) }
        }
        // Assert: no mismatch was thrown
    }

    @Test("variables are filled in inside a const object")
    func variablesInsideAConstObject() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = try sendBaseline(["const": [["toAddr": "{{recipient}}", "amount": "5"]]])
        // Act
        try await expected.flow(tap) { flow in
            flow.bind("recipient", to: "0xBob")
            try await flow.step("sign") { tap.call("CreateTransaction", [["amount": "5", "toAddr": "0xBob"]]) }
        }
        // Assert: no mismatch was thrown
    }

    @Test("a variable the test never bound throws, naming it and the step")
    func unboundVariableThrows() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = try sendBaseline(["prefixItems": [["const": "{{recipient}}"]]])
        // Act / Assert
        await #expect(throws: BaselineError.unboundVariable(name: "recipient", step: "sign")) {
            try await expected.flow(tap) { flow in
                try await flow.step("sign") { tap.call("CreateTransaction", ["0xBob"]) }
            }
        }
    }

    @Test("a mismatch against a variable says expects {{name}}, never the bound value")
    func reportNamesTheVariable() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = try sendBaseline(["prefixItems": [["const": "{{recipient}}"]]])
        // Act
        let mismatch = try await mismatch(of: expected, tap: tap) { flow in
            flow.bind("recipient", to: "0xBoundRecipient")
            try await flow.step("sign") { tap.call("CreateTransaction", ["0xSomeoneElse"]) }
        }
        // Assert
        #expect(mismatch.description.contains("params[0] · Not the expected value · expects \"{{recipient}}\""))
        #expect(!mismatch.description.contains("0xBoundRecipient"))
    }

    @Test("a variable bound after the step that used it ended is too late")
    func bindingAfterTheStepIsTooLate() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = try sendBaseline(["prefixItems": [["const": "{{recipient}}"]]])
        // Act / Assert
        await #expect(throws: BaselineError.unboundVariable(name: "recipient", step: "sign")) {
            try await expected.flow(tap) { flow in
                try await flow.step("sign") { tap.call("CreateTransaction", ["0xBob"]) }
                flow.bind("recipient", to: "0xBob")
            }
        }
    }
}
