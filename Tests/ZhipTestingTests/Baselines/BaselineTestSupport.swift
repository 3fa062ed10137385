import Foundation
import Synchronization
import Testing
import ZhipTesting
import ZilliqaKit

/// Calls logged straight into a tap, and baselines built in code, for the comparer's tests.
extension TrafficTap {
    /// Logs a call of `method` with `params` as if the app had made it.
    func call(_ method: String, _ params: JSONValue = [""]) {
        record(RPCRequest(id: "1", method: method, params: params))
    }
}

/// A baseline of one flow, `wallet`, built in code.
func baseline(_ steps: BaselineStep...) -> Baseline {
    Baseline(flow: "wallet", steps: steps)
}

/// A params schema holding exactly `values`, positionally, each as a `const`.
func exactly(_ values: JSONValue...) -> JSONValue { exactly(values) }

func exactly(_ values: [JSONValue]) -> JSONValue {
    [
        "type": "array", "prefixItems": .array(values.map { ["const": $0] }),
        "minItems": .number(UInt64(values.count)), "maxItems": .number(UInt64(values.count)),
    ]
}

/// A call of `method` whose params are exactly `values`.
func call(_ method: String, _ values: JSONValue..., deferred: Bool = false) throws -> ExpectedCall {
    try ExpectedCall(method, params: exactly(values), deferred: deferred)
}

/// A short wait for steps whose calls are expected never to come; the calls a test does make
/// are logged before the step ends, so no step waits this long for them.
let missingCallTimeout: Duration = .milliseconds(50)

/// Runs `body` as the flow of `baseline` and returns the mismatch it threw.
func mismatch(
    of baseline: Baseline, tap: TrafficTap, timeout: Duration = missingCallTimeout,
    _ body: (BaselineFlow) async throws -> Void
) async throws -> BaselineMismatch {
    do {
        try await baseline.flow(tap, timeout: timeout, body)
    } catch let mismatch as BaselineMismatch {
        return mismatch
    }
    Issue.record("the flow matched its baseline")
    throw CancellationError()
}

/// A JSON-RPC transport for tests: answers every call with `{"result": "ok"}` and keeps the
/// bodies it was sent.
final class AnsweringTransport: JSONRPCTransport {
    private let bodies = Mutex<[Data]>([])

    var received: [Data] { bodies.withLock { $0 } }

    func send(_ body: Data) async throws -> Data {
        bodies.withLock { $0.append(body) }
        let request = try RPCRequestBody(parsing: body)
        return RPCAnswer.responseBody(answering: request, with: request.calls.map { _ in .result("ok") })
    }
}
