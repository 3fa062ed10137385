import Synchronization
import ZilliqaKit

/// The devnet's HTTP face: `POST /` with a JSON-RPC body, answered as `application/json`, with
/// the configured latency and the faults in force; `/control` and below go to the control API,
/// which neither latency nor faults touch. Other methods get 405, other paths 404.
struct DevnetHTTPHandler: Sendable {
    let rpc: JSONRPCHandler
    let latency: Duration
    let faults: LiveFaults
    let control: ControlHTTPHandler
    /// What the latency and a held `timeout` request wait on.
    let clock: any MonotonicClock
    /// True once the devnet is stopping: a held `timeout` request lets go.
    let isStopping: @Sendable () -> Bool

    /// The answer when it needs no waiting, given on the connection's own thread
    /// (``HTTPServer/ImmediateHandler``): a control request, a refused method or path, and any
    /// JSON-RPC call while no latency and no faults are set. Nil when ``handle(_:)`` must answer.
    func answerAtOnce(_ request: HTTPRequest) -> HTTPHandlerResult? {
        if let refusal = Self.answerWithoutRPC(request, control: control) { return refusal }
        guard latency <= .zero, faults.current == nil else { return nil }
        return .respond(.json(rpc.handle(parsed: try? JSONValue(parsing: request.body)).encodedBytes()))
    }

    func handle(_ request: HTTPRequest) async -> HTTPHandlerResult {
        if let refusal = Self.answerWithoutRPC(request, control: control) { return refusal }
        let parsed = try? JSONValue(parsing: request.body)
        let injector = faults.current
        let fault = injector?.fault(forMethods: JSONRPCHandler.methodNames(in: parsed))
        if latency > .zero { try? await clock.sleep(for: latency) }
        switch fault {
        case .serverError?:
            recordUnprocessed(parsed, .serverError)
            return .respond(.text("zhip-devnet: injected fault (--fail-mode 500)\n", status: .internalServerError))
        case .garbage?:
            recordUnprocessed(parsed, .garbage)
            return .respond(.json(Array("<html>zhip-devnet: injected fault (--fail-mode garbage)</html>".utf8)))
        case .drop?:
            _ = rpc.handle(parsed: parsed)
            return .closeWithoutResponse
        case .timeout?:
            _ = rpc.handle(parsed: parsed)
            await hold(for: injector?.plan.hold ?? .seconds(30))
            return .closeWithoutResponse
        case nil:
            return .respond(.json(rpc.handle(parsed: parsed).encodedBytes()))
        }
    }

    /// The control API's answer, or the refusal of a request that is not `POST /`; nil for a
    /// JSON-RPC request.
    private static func answerWithoutRPC(_ request: HTTPRequest, control: ControlHTTPHandler) -> HTTPHandlerResult? {
        if ControlHTTPHandler.serves(request.path) { return .respond(control.handle(request)) }
        guard request.method == "POST" else {
            var response = HTTPResponse.text(
                "zhip-devnet answers JSON-RPC with POST / only\n", status: .methodNotAllowed)
            response.headers.set("POST", for: "Allow")
            return .respond(response)
        }
        guard request.path == "/" else {
            return .respond(.text("zhip-devnet answers JSON-RPC at / only\n", status: .notFound))
        }
        return nil
    }

    /// Records the transactions in a body that a fault kept from being processed as rejected,
    /// so that the control API shows every one a wallet sent.
    private func recordUnprocessed(_ parsed: JSONValue?, _ mode: FaultMode) {
        guard let received = rpc.methods.received else { return }
        for params in JSONRPCHandler.firstParams(ofCallsTo: "CreateTransaction", in: parsed) {
            let rejection = ReceivedTransaction.Rejection.injected(mode)
            if let params,
                let transaction = try? CreateTransactionParams.parse(
                    [params], chainID: rpc.methods.ledger.rules.chainID)
            {
                received.record(ReceivedTransaction(transaction: transaction, rejection: rejection))
            } else {
                received.record(ReceivedTransaction(params: params, rejection: rejection))
            }
        }
        for params in JSONRPCHandler.firstParams(ofCallsTo: "eth_sendRawTransaction", in: parsed) {
            let rejection = ReceivedTransaction.Rejection.injected(mode)
            let text = params?.stringValue
            if let text, let transaction = try? EthTransaction(rawHex: text) {
                received.record(ReceivedTransaction(evm: transaction, rejection: rejection))
            } else {
                received.record(ReceivedTransaction(evmRaw: text, rejection: rejection))
            }
        }
    }

    /// Waits `duration`, or less when the devnet stops or the task is cancelled.
    private func hold(for duration: Duration) async {
        let deadline = clock.now + duration
        while clock.now < deadline, !isStopping(), !Task.isCancelled {
            try? await clock.sleep(for: .milliseconds(20))
        }
    }
}
