import Testing
import ZhipTesting
import ZilliqaKit

@Suite("The report of a flow that differs from its baseline")
struct BaselineReportTests {
    @Test("the report names the flow, each step, each method and each params path with its message")
    func reportReadsAsSteps() {
        // Arrange
        let mismatch = BaselineMismatch(
            flow: "send",
            diffs: [
                StepDiff(
                    flow: "send", step: "prepare",
                    findings: [
                        .mismatch(
                            method: "GetBalance",
                            issues: [
                                SchemaIssue(
                                    path: "params[0]", message: "Not the expected value", expectation: "\"{{sender}}\"")
                            ]),
                        .missing(method: "GetNetworkId"),
                    ]),
                StepDiff(flow: "send", step: "sign", findings: [.extra(method: "CreateTransaction")]),
                StepDiff(flow: "send", step: "confirm", findings: [.stepNotRun]),
            ])
        // Act
        let report = mismatch.description
        // Assert
        #expect(
            report == """
                The calls of flow "send" differ from its baseline:
                send › prepare
                  ✕ GetBalance
                      params[0] · Not the expected value · expects "{{sender}}"
                  ✕ GetNetworkId  missing
                send › sign
                  ✕ CreateTransaction  extra: made more often than listed
                send › confirm
                  ✕ step not run
                """)
    }

    @Test("an out-of-order step lists the methods as listed and as made")
    func outOfOrderReport() {
        let diff = StepDiff(
            flow: "send", step: "prepare", findings: [.outOfOrder(expected: ["A", "B"], made: ["B", "A"])])
        #expect(
            diff.description == """
                send › prepare
                  ✕ out of order
                      listed A, B
                      made   B, A
                """)
    }

    @Test("no value the app sent appears in a report, whatever the finding")
    func reportNeverQuotesValuesSent() async throws {
        // Arrange
        let secret = "5ab0c2f1deadbeefcafe0123456789abcdef0123456789abcdef0123456789ab"
        let tap = TrafficTap()
        let schema: JSONValue = [
            "prefixItems": [
                [
                    "properties": [
                        "signature": ["pattern": "^[0-9a-f]{128}$"], "amount": ["const": "{{amount}}"],
                        "nonce": ["type": "integer"], "code": ["maxLength": 0], "priority": ["enum": [false]],
                    ],
                    "required": ["signature", "toAddr"], "additionalProperties": false,
                ]
            ]
        ]
        let expected = baseline(
            BaselineStep(
                "sign",
                calls: [
                    try ExpectedCall("CreateTransaction", params: schema),
                    try ExpectedCall("GetBalance", params: false),
                ]))
        // Act
        let mismatch = try await mismatch(of: expected, tap: tap) { flow in
            flow.bind("amount", to: "1000")
            try await flow.step("sign") {
                tap.call(
                    "CreateTransaction",
                    [
                        [
                            "signature": .string(secret), "amount": .string(secret), "nonce": .string(secret),
                            "code": .string(secret),
                            "priority": .string(secret), .init(stringLiteral: secret): .string(secret),
                        ]
                    ])
                tap.call("GetBalance", [.string(secret)])
            }
        }
        // Assert
        #expect(mismatch.findings.count == 2)
        #expect(!mismatch.description.contains(secret))
        #expect(!mismatch.description.contains(String(secret.prefix(12))))
        #expect(!String(describing: mismatch.diffs).contains(secret))
    }
}
