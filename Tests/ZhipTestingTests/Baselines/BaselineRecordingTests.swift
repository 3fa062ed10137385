import Foundation
import Testing
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

@Suite("Recording a flow's baseline")
struct BaselineRecordingTests {
    /// Records a two-step flow: a balance, then a send with `nonce` and `recipient` bound.
    private func recordSend(tap: TrafficTap = TrafficTap()) async throws -> Baseline {
        let recording = Baseline.record("send")
        try await recording.flow(tap, quietPeriod: .milliseconds(1)) { flow in
            try await flow.step("prepare") { tap.call("GetBalance", ["74c544a1"]) }
            flow.bind("recipient", to: "0xBob")
            flow.bind("nonce", to: 4)
            try await flow.step("sign") {
                tap.call("CreateTransaction", [["toAddr": "0xBob", "nonce": 4, "amount": "4", "code": ""]])
            }
        }
        return recording
    }

    @Test("each step's calls are written with their params as consts")
    func writesCallsAsConsts() async throws {
        // Arrange
        let recording = try await recordSend()
        // Act
        let recorded = try Baseline.parse(try recording.recordedJSON())
        // Assert
        #expect(recorded.name == "send")
        #expect(recorded.steps.map(\.name) == ["prepare", "sign"])
        #expect(recorded.steps[0].calls.map(\.method) == ["GetBalance"])
        #expect(recorded.steps[0].calls[0].params == exactly("74c544a1"))
    }

    @Test("a value bound to a variable is written as {{name}}, with its type left to the binding")
    func writesBoundValuesAsVariables() async throws {
        // Arrange
        let recording = try await recordSend()
        // Act
        let recorded = try Baseline.parse(try recording.recordedJSON())
        // Assert
        let transaction = recorded.steps[1].calls[0].params["prefixItems"]?.arrayValue?.first
        #expect(transaction?["properties"]?["toAddr"] == ["const": "{{recipient}}"])
        #expect(transaction?["properties"]?["nonce"] == ["const": "{{nonce}}"])
        #expect(transaction?["properties"]?["amount"] == ["const": "4"])
        #expect(transaction?["required"] == ["amount", "code", "nonce", "toAddr"])
        #expect(transaction?["additionalProperties"] == false)
    }

    @Test("the file lists every property in alphabetical order")
    func writesPropertiesAlphabetically() async throws {
        // Arrange
        let recording = try await recordSend()
        // Act
        let text = String(decoding: try recording.recordedJSON(), as: UTF8.self)
        // Assert
        func position(_ key: String) throws -> String.Index {
            try #require(text.range(of: "\"\(key)\"")?.lowerBound, "\(key) is not in the file")
        }
        #expect(try position("flow") < position("format"))
        #expect(try position("format") < position("steps"))
        #expect(try position("calls") < position("name"))
        #expect(try position("amount") < position("code"))
        #expect(try position("nonce") < position("toAddr"))
    }

    @Test("the flow recorded passes when compared with its recording")
    func recordingComparesClean() async throws {
        // Arrange
        let recorded = try Baseline.parse(try await recordSend().recordedJSON())
        let tap = TrafficTap()
        // Act
        try await recorded.flow(tap) { flow in
            try await flow.step("prepare") { tap.call("GetBalance", ["74c544a1"]) }
            flow.bind("recipient", to: "0xBob")
            flow.bind("nonce", to: 4)
            try await flow.step("sign") {
                tap.call("CreateTransaction", [["toAddr": "0xBob", "nonce": 4, "amount": "4", "code": ""]])
            }
        }
        // Assert: no mismatch was thrown
    }

    @Test("two variables bound to the same value cannot be recorded")
    func variablesSharingAValueAreRefused() async throws {
        // Arrange
        let tap = TrafficTap()
        let recording = Baseline.record("send")
        // Act / Assert
        await #expect(throws: BaselineError.variablesShareAValue(["recipient", "sender"])) {
            try await recording.flow(tap, quietPeriod: .milliseconds(1)) { flow in
                flow.bind("sender", to: "0xAlice")
                flow.bind("recipient", to: "0xAlice")
                try await flow.step("sign") { tap.call("CreateTransaction", [["toAddr": "0xAlice"]]) }
            }
        }
    }

    @Test("a step records the calls the app makes after its action returned, until a quiet moment")
    @MainActor func stepWaitsForQuiet() async throws {
        // Arrange
        let tap = TrafficTap()
        let recording = Baseline.record("send")
        // Act
        try await recording.flow(tap, timeout: .seconds(60), quietPeriod: .milliseconds(100)) { flow in
            try await flow.step("sign") {
                tap.call("CreateTransaction", [[:]])
                // Queued on the main actor: it runs only once the step has returned and waits.
                Task { @MainActor in tap.call("GetTransaction", ["id"]) }
            }
            try await flow.step("done") {}
        }
        // Assert
        let recorded = try Baseline.parse(try recording.recordedJSON())
        #expect(recorded.steps.map { $0.calls.map(\.method) } == [["CreateTransaction", "GetTransaction"], []])
    }

    @Test("a recording has no JSON before its flow ran")
    func nothingRecordedBeforeTheFlow() {
        #expect(throws: BaselineError.nothingRecorded(flow: "send")) {
            try Baseline.record("send").recordedJSON()
        }
    }

    @Test("with ZHIP_RECORD_BASELINES set, the named baseline records into that directory")
    func environmentChoosesRecording() async throws {
        try await withTemporaryDirectory { path in
            let directory = URL(fileURLWithPath: path)
            // Arrange
            let tap = TrafficTap()
            let named = try Baseline.named(
                "home", in: directory.appendingPathComponent("committed"),
                environment: [Baseline.recordingDirectoryVariable: directory.path])
            // Act
            try await named.flow(tap, quietPeriod: .milliseconds(1)) { flow in
                try await flow.step("balance") { tap.call("GetBalance", ["a"]) }
            }
            // Assert
            let written = try Data(contentsOf: directory.appendingPathComponent("home.json"))
            #expect(try Baseline.parse(written).steps.map(\.name) == ["balance"])
        }
    }

    @Test("without ZHIP_RECORD_BASELINES, the named baseline is read from its directory")
    func environmentChoosesComparing() async throws {
        try await withTemporaryDirectory { path in
            let directory = URL(fileURLWithPath: path)
            // Arrange
            let file = Baseline(flow: "home", steps: [BaselineStep("balance", calls: [try call("GetBalance", "a")])])
            try file.jsonData.write(to: directory.appendingPathComponent("home.json"))
            // Act
            let named = try Baseline.named("home", in: directory, environment: [:])
            // Assert
            #expect(!named.isRecording)
            #expect(named.steps == file.steps)
        }
    }

    @Test("a named baseline with no file says how to record it")
    func missingFileSaysHowToRecord() async throws {
        try await withTemporaryDirectory { path in
            let directory = URL(fileURLWithPath: path)
            let path = directory.appendingPathComponent("home.json").path
            #expect(throws: BaselineError.notFound(path: path)) {
                try Baseline.named("home", in: directory, environment: [:])
            }
            #expect(BaselineError.notFound(path: path).description.contains("ZHIP_RECORD_BASELINES"))
        }
    }
}
