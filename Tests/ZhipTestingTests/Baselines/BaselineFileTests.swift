import Foundation
import Testing
import ZhipTesting
import ZilliqaKit

@Suite("Reading a baseline file")
struct BaselineFileTests {
    private func parse(_ text: String) throws -> Baseline {
        try Baseline.parse(Data(text.utf8))
    }

    @Test("a file of another format version is refused with \"record it again\"")
    func otherFormatIsRefused() throws {
        let error = #expect(throws: BaselineError.unsupportedFormat(found: 2)) {
            try parse(#"{"flow": "send", "format": 2, "steps": []}"#)
        }
        #expect(error?.description.hasSuffix("record it again.") == true)
    }

    @Test("a file naming no format version is refused with \"record it again\"")
    func missingFormatIsRefused() throws {
        let error = #expect(throws: BaselineError.unsupportedFormat(found: nil)) {
            try parse(#"{"baseline": 1, "flow": "send", "steps": []}"#)
        }
        #expect(error?.description.hasSuffix("record it again.") == true)
    }

    @Test("steps, their order, their calls and deferred calls are read")
    func readsSteps() throws {
        // Arrange
        let text = #"""
            {"flow": "send", "format": 1, "steps": [
              {"name": "prepare", "order": "sequence", "calls": [{"method": "GetNetworkId", "params": {"const": [""]}}]},
              {"name": "sign", "calls": [{"method": "GetBalance", "deferred": true}]}]}
            """#
        // Act
        let baseline = try parse(text)
        // Assert
        #expect(baseline.name == "send")
        #expect(baseline.steps.map(\.name) == ["prepare", "sign"])
        #expect(baseline.steps.map(\.order) == [.sequence, .set])
        #expect(baseline.steps[0].calls == [try ExpectedCall("GetNetworkId", params: ["const": [""]])])
        #expect(baseline.steps[1].calls == [try ExpectedCall("GetBalance", deferred: true)])
    }

    @Test("a baseline's file reads back as the same baseline")
    func roundTrips() throws {
        // Arrange
        let original = Baseline(
            flow: "send",
            steps: [
                BaselineStep("prepare", order: .sequence, calls: [try call("GetBalance", "{{sender}}")]),
                BaselineStep("sign", calls: [try ExpectedCall("GetTransaction", deferred: true)]),
            ])
        // Act
        let read = try Baseline.parse(original.jsonData)
        // Assert
        #expect(read.name == original.name)
        #expect(read.steps == original.steps)
    }

    @Test("a key a baseline does not have is named, so a typo is not silently ignored")
    func unknownKeyIsNamed() {
        #expect(
            throws: BaselineError.unreadable(
                "steps[0].calls[0] has \"deffered\", which a baseline does not have (it has deferred, method, params)")
        ) {
            try parse(
                #"{"flow": "f", "format": 1, "steps": [{"name": "s", "calls": [{"method": "M", "deffered": true}]}]}"#)
        }
    }

    @Test("a schema keyword the reader does not support is named with its path")
    func unsupportedKeywordIsNamed() throws {
        let error = #expect(throws: BaselineError.self) {
            try parse(
                #"{"flow": "f", "format": 1, "steps": [{"name": "s", "calls": [{"method": "M", "params": {"contains": {}}}]}]}"#
            )
        }
        guard case .invalidSchema(let path, let reason)? = error else { return }
        #expect(path == "steps[0].calls[0].params")
        #expect(reason.hasPrefix("uses \"contains\""))
    }

    @Test("a pattern that is not a regular expression is refused when the file is read")
    func badPatternIsRefused() {
        #expect(
            throws: BaselineError.invalidSchema(
                path: "steps[0].calls[0].params.prefixItems[0]",
                reason: "has \"pattern\" that is not a regular expression")
        ) {
            try parse(
                #"{"flow": "f", "format": 1, "steps": [{"name": "s", "calls": [{"method": "M", "params": {"prefixItems": [{"pattern": "(["}]}}]}]}"#
            )
        }
    }

    @Test("a type that names no JSON type is refused")
    func unknownTypeIsRefused() {
        #expect(throws: BaselineError.self) {
            try parse(
                #"{"flow": "f", "format": 1, "steps": [{"name": "s", "calls": [{"method": "M", "params": {"type": "int"}}]}]}"#
            )
        }
    }

    @Test("two steps of one name are refused")
    func repeatedStepNameIsRefused() {
        #expect(throws: BaselineError.unreadable("steps[1] repeats the step name \"s\"")) {
            try parse(#"{"flow": "f", "format": 1, "steps": [{"name": "s", "calls": []}, {"name": "s", "calls": []}]}"#)
        }
    }

    @Test("bytes that are not JSON are refused, not a crash")
    func garbageIsRefused() {
        #expect(throws: BaselineError.unreadable("it is not JSON")) { try parse("{flow") }
    }

    @Test("a file is written the same on every platform: sorted keys, two spaces, short containers on one line")
    func writesAStableLayout() throws {
        // Arrange
        let baseline = Baseline(
            flow: "home",
            steps: [
                BaselineStep("balance", calls: [try call("GetBalance", "{{address}}")]),
                BaselineStep("idle", calls: []),
            ])
        // Act
        let text = String(decoding: baseline.jsonData, as: UTF8.self)
        // Assert
        #expect(
            text == """
                {
                  "flow": "home",
                  "format": 1,
                  "steps": [
                    {
                      "calls": [
                        {
                          "method": "GetBalance",
                          "params": {"maxItems": 1, "minItems": 1, "prefixItems": [{"const": "{{address}}"}], "type": "array"}
                        }
                      ],
                      "name": "balance",
                      "order": "set"
                    },
                    {"calls": [], "name": "idle", "order": "set"}
                  ]
                }

                """)
    }
}
