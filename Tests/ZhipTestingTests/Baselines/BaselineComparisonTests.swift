import Testing
import ZhipTesting
import ZilliqaKit

@Suite("Comparing a flow with its baseline")
struct BaselineComparisonTests {
    private let sender: JSONValue = "74c544a11795905c2c9808f9e78d8156159d32e4"

    @Test("a flow making exactly the listed calls passes and returns what its body returns")
    func matchingFlowPasses() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(BaselineStep("home", calls: [try call("GetBalance", sender)]))
        // Act
        let result = try await expected.flow(tap) { flow in
            try await flow.step("home") {
                tap.call("GetBalance", [sender])
                return 42
            }
        }
        // Assert
        #expect(result == 42)
    }

    @Test("a listed call never made is missing")
    func neverMadeIsMissing() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(
            BaselineStep("home", calls: [try call("GetBalance", sender), try call("GetMinimumGasPrice", "")]))
        // Act
        let mismatch = try await mismatch(of: expected, tap: tap) { flow in
            try await flow.step("home") { tap.call("GetBalance", [sender]) }
        }
        // Assert
        #expect(
            mismatch.diffs == [
                StepDiff(flow: "wallet", step: "home", findings: [.missing(method: "GetMinimumGasPrice")])
            ])
    }

    @Test("a listed call made twice is extra the second time")
    func madeAgainIsExtra() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(BaselineStep("sign", calls: [try ExpectedCall("CreateTransaction")]))
        // Act
        let mismatch = try await mismatch(of: expected, tap: tap) { flow in
            try await flow.step("sign") {
                tap.call("CreateTransaction", [["nonce": 1]])
                tap.call("CreateTransaction", [["nonce": 1]])
            }
        }
        // Assert
        #expect(mismatch.findings == [.extra(method: "CreateTransaction")])
    }

    @Test("a call whose params break the schema is a mismatch naming the path and the message")
    func wrongParamsAreAMismatch() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(BaselineStep("home", calls: [try call("GetBalance", sender)]))
        // Act
        let mismatch = try await mismatch(of: expected, tap: tap) { flow in
            try await flow.step("home") { tap.call("GetBalance", ["0000000000000000000000000000000000000000"]) }
        }
        // Assert
        let issue = SchemaIssue(
            path: "params[0]", message: "Not the expected value",
            expectation: "\"74c544a11795905c2c9808f9e78d8156159d32e4\"")
        #expect(mismatch.findings == [.mismatch(method: "GetBalance", issues: [issue])])
    }

    @Test("calls of methods the baseline does not list are ignored")
    func unlistedMethodsAreIgnored() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(BaselineStep("home", calls: [try call("GetBalance", sender)]))
        // Act
        try await expected.flow(tap) { flow in
            try await flow.step("home") {
                tap.call("GetBlockchainInfo")
                tap.call("GetBalance", [sender])
                tap.call("GetBlockchainInfo")
            }
        }
        // Assert: no mismatch was thrown
    }

    @Test("in a set step the calls may come in any order")
    func setStepIgnoresOrder() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(
            BaselineStep(
                "prepare", order: .set, calls: [try call("GetMinimumGasPrice", ""), try call("GetNetworkId", "")]))
        // Act
        try await expected.flow(tap) { flow in
            try await flow.step("prepare") {
                tap.call("GetNetworkId")
                tap.call("GetMinimumGasPrice")
            }
        }
        // Assert: no mismatch was thrown
    }

    @Test("in a sequence step the calls must come in the listed order")
    func sequenceStepWantsOrder() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(
            BaselineStep(
                "prepare", order: .sequence, calls: [try call("GetMinimumGasPrice", ""), try call("GetNetworkId", "")]))
        // Act
        let mismatch = try await mismatch(of: expected, tap: tap) { flow in
            try await flow.step("prepare") {
                tap.call("GetNetworkId")
                tap.call("GetMinimumGasPrice")
            }
        }
        // Assert
        #expect(
            mismatch.findings == [
                .outOfOrder(
                    expected: ["GetMinimumGasPrice", "GetNetworkId"], made: ["GetNetworkId", "GetMinimumGasPrice"])
            ])
    }

    @Test("a sequence of one method with different params is out of order when the params come swapped")
    func sequenceComparesParamsByPlace() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(
            BaselineStep(
                "balances", order: .sequence, calls: [try call("GetBalance", "a"), try call("GetBalance", "b")]))
        // Act
        let mismatch = try await mismatch(of: expected, tap: tap) { flow in
            try await flow.step("balances") {
                tap.call("GetBalance", ["b"])
                tap.call("GetBalance", ["a"])
            }
        }
        // Assert
        #expect(
            mismatch.findings == [
                .outOfOrder(expected: ["GetBalance", "GetBalance"], made: ["GetBalance", "GetBalance"])
            ])
    }

    @Test("two calls of one method are each matched to the entry they fit, whatever their order")
    func setMatchesEachCallToItsEntry() async throws {
        // Arrange
        let tap = TrafficTap()
        let anyAddress: JSONValue = ["type": "array", "prefixItems": [["type": "string"]]]
        let expected = baseline(
            BaselineStep(
                "balances", calls: [try ExpectedCall("GetBalance", params: anyAddress), try call("GetBalance", "b")]))
        // Act
        try await expected.flow(tap) { flow in
            try await flow.step("balances") {
                tap.call("GetBalance", ["b"])
                tap.call("GetBalance", ["a"])
            }
        }
        // Assert: no mismatch was thrown
    }

    @Test("a step the test skips fails the flow as not run")
    func skippedStepIsNotRun() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(
            BaselineStep("review", calls: []), BaselineStep("sign", calls: []), BaselineStep("confirm", calls: []))
        // Act
        let mismatch = try await mismatch(of: expected, tap: tap) { flow in
            try await flow.step("sign") {}
        }
        // Assert
        #expect(
            mismatch.diffs == [
                StepDiff(flow: "wallet", step: "review", findings: [.stepNotRun]),
                StepDiff(flow: "wallet", step: "confirm", findings: [.stepNotRun]),
            ])
    }

    @Test("each step compares only the calls made since it started")
    func stepsCompareTheirOwnCalls() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(
            BaselineStep("first", calls: [try call("GetBalance", "a")]),
            BaselineStep("second", calls: [try call("GetBalance", "b")]))
        // Act
        try await expected.flow(tap) { flow in
            try await flow.step("first") { tap.call("GetBalance", ["a"]) }
            try await flow.step("second") { tap.call("GetBalance", ["b"]) }
        }
        // Assert: no mismatch was thrown
    }

    @Test("a call made more often over the whole flow than listed is extra in the step that made it")
    func wholeFlowSurplusIsExtra() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(
            BaselineStep("prepare", calls: [try ExpectedCall("GetBalance")]), BaselineStep("review", calls: []))
        // Act
        let mismatch = try await mismatch(of: expected, tap: tap) { flow in
            try await flow.step("prepare") { tap.call("GetBalance", ["a"]) }
            try await flow.step("review") { tap.call("GetBalance", ["a"]) }
        }
        // Assert
        #expect(mismatch.diffs == [StepDiff(flow: "wallet", step: "review", findings: [.extra(method: "GetBalance")])])
    }

    @Test("a deferred call made after its step ended is compared when the flow ends")
    func deferredCallIsComparedAtTheEnd() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(
            BaselineStep(
                "sign", calls: [try ExpectedCall("CreateTransaction"), try call("GetBalance", "a", deferred: true)]),
            BaselineStep("done", calls: []))
        // Act
        try await expected.flow(tap) { flow in
            try await flow.step("sign") { tap.call("CreateTransaction", [[:]]) }
            try await flow.step("done") { tap.call("GetBalance", ["a"]) }
        }
        // Assert: no mismatch was thrown
    }

    @Test("a deferred call made inside its own step is not extra there")
    func deferredCallInItsStepIsNotExtra() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(
            BaselineStep(
                "sign", calls: [try ExpectedCall("CreateTransaction"), try call("GetBalance", "a", deferred: true)]))
        // Act
        try await expected.flow(tap) { flow in
            try await flow.step("sign") {
                tap.call("CreateTransaction", [[:]])
                tap.call("GetBalance", ["a"])
            }
        }
        // Assert: no mismatch was thrown
    }

    @Test("a deferred call never made is missing when the flow ends")
    func deferredCallNeverMadeIsMissing() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(BaselineStep("sign", calls: [try call("GetBalance", "a", deferred: true)]))
        // Act
        let mismatch = try await mismatch(of: expected, tap: tap) { flow in
            try await flow.step("sign") {}
        }
        // Assert
        #expect(mismatch.diffs == [StepDiff(flow: "wallet", step: "sign", findings: [.missing(method: "GetBalance")])])
    }

    @Test("a deferred call with the wrong params is a mismatch when the flow ends")
    func deferredCallWithWrongParamsIsAMismatch() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(BaselineStep("sign", calls: [try call("GetBalance", "a", deferred: true)]))
        // Act
        let mismatch = try await mismatch(of: expected, tap: tap) { flow in
            try await flow.step("sign") { tap.call("GetBalance", ["z"]) }
        }
        // Assert
        let issue = SchemaIssue(path: "params[0]", message: "Not the expected value", expectation: "\"a\"")
        #expect(mismatch.findings == [.mismatch(method: "GetBalance", issues: [issue])])
    }

    @Test("a step the baseline does not list is refused, naming the steps it has")
    func unknownStepIsRefused() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(BaselineStep("review", calls: []))
        // Act / Assert
        await #expect(throws: BaselineError.unknownStep("sing", flow: "wallet", steps: ["review"])) {
            try await expected.flow(tap) { flow in try await flow.step("sing") {} }
        }
    }

    @Test("running a step again is refused")
    func stepRunTwiceIsRefused() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(BaselineStep("review", calls: []), BaselineStep("sign", calls: []))
        // Act / Assert
        await #expect(throws: BaselineError.stepAlreadyRun("review", flow: "wallet")) {
            try await expected.flow(tap) { flow in
                try await flow.step("sign") {}
                try await flow.step("review") {}
            }
        }
    }

    @Test("a step waits for its calls when the app makes them after the action returned")
    func stepWaitsForLateCalls() async throws {
        // Arrange
        let tap = TrafficTap()
        let expected = baseline(BaselineStep("home", calls: [try call("GetBalance", "a")]))
        // Act
        try await expected.flow(tap, timeout: .seconds(60)) { flow in
            try await flow.step("home") {
                Task {
                    try await Task.sleep(for: .milliseconds(20))
                    tap.call("GetBalance", ["a"])
                }
            }
        }
        // Assert: no mismatch was thrown
    }

    @Test("calls made before the flow started are not part of it")
    func earlierCallsAreNotCounted() async throws {
        // Arrange
        let tap = TrafficTap()
        tap.call("GetBalance", ["a"])
        let expected = baseline(BaselineStep("home", calls: [try call("GetBalance", "a")]))
        // Act
        try await expected.flow(tap) { flow in
            try await flow.step("home") { tap.call("GetBalance", ["a"]) }
        }
        // Assert: no mismatch was thrown
    }
}
