import Synchronization
import ZilliqaKit

/// The devnet's HTTP face: `POST /` with a JSON-RPC body, answered as `application/json`, with
/// the configured latency and faults. Other methods get 405, other paths 404.
struct DevnetHTTPHandler: Sendable {
    let rpc: JSONRPCHandler
    let latency: Duration
    let faults: FaultInjector?
    /// True once the devnet is stopping: a held `timeout` request lets go.
    let isStopping: @Sendable () -> Bool

    func handle(_ request: HTTPRequest) async -> HTTPHandlerResult {
        guard request.method == "POST" else {
            var response = HTTPResponse.text(
                "zhip-devnet answers JSON-RPC with POST / only\n", status: .methodNotAllowed)
            response.headers.set("POST", for: "Allow")
            return .respond(response)
        }
        guard request.path == "/" else {
            return .respond(.text("zhip-devnet answers JSON-RPC at / only\n", status: .notFound))
        }
        let parsed = try? JSONValue(parsing: request.body)
        let fault = faults?.fault(forMethods: JSONRPCHandler.methodNames(in: parsed))
        if latency > .zero { try? await Task.sleep(for: latency) }
        switch fault {
        case .serverError?:
            return .respond(.text("zhip-devnet: injected fault (--fail-mode 500)\n", status: .internalServerError))
        case .garbage?:
            return .respond(.json(Array("<html>zhip-devnet: injected fault (--fail-mode garbage)</html>".utf8)))
        case .drop?:
            _ = rpc.handle(parsed: parsed)
            return .closeWithoutResponse
        case .timeout?:
            _ = rpc.handle(parsed: parsed)
            await hold(for: faults?.plan.hold ?? .seconds(30))
            return .closeWithoutResponse
        case nil:
            return .respond(.json(rpc.handle(parsed: parsed).encodedBytes()))
        }
    }

    /// Waits `duration`, or less when the devnet stops or the task is cancelled.
    private func hold(for duration: Duration) async {
        let clock = ContinuousClock()
        let deadline = clock.now + duration
        while clock.now < deadline, !isStopping(), !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
}
