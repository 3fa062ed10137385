import Synchronization
public import ZilliqaKit

/// The log of every JSON-RPC call an app made through the transports it observes, in the order
/// they were made: what a flow's baseline is compared with, or recorded from.
///
/// ```swift
/// let tap = TrafficTap()
/// let service = JSONRPCZilliqaService(
///     transport: tap.observing(HTTPTransport(url: devnet.url)),
///     sendTransport: tap.observing(HTTPTransport(url: devnet.url, connections: .freshEachRequest)))
/// try await baseline.flow(tap) { flow in … }
/// ```
public final class TrafficTap: Sendable {
    private struct Log {
        var calls: [ObservedCall] = []
        var lastArrival: ContinuousClock.Instant?
    }

    private let log = Mutex(Log())

    public init() {}

    /// A transport that logs each call here (a batch call by call), then sends it on `transport`.
    public func observing(_ transport: any JSONRPCTransport) -> ObservedTransport {
        ObservedTransport(wrapping: transport, into: self)
    }

    /// Logs `request` as made now: for calls that reach the app another way than a transport.
    public func record(_ request: RPCRequest) {
        let now = ContinuousClock.now
        log.withLock { log in
            log.calls.append(ObservedCall(sequenceNumber: log.calls.count, request: request))
            log.lastArrival = now
        }
    }

    /// Every call logged so far, oldest first.
    public var calls: [ObservedCall] { log.withLock { $0.calls } }

    /// How many calls were logged so far: the sequence number the next one gets.
    public var count: Int { log.withLock { $0.calls.count } }

    /// The calls from sequence number `start` up to (not including) `end` (nil: all since `start`).
    func calls(from start: Int, to end: Int? = nil) -> [ObservedCall] {
        log.withLock { log in
            let upper = min(end ?? log.calls.count, log.calls.count)
            return start < upper ? Array(log.calls[start..<upper]) : []
        }
    }

    /// When the last call was logged.
    var lastArrival: ContinuousClock.Instant? { log.withLock { $0.lastArrival } }
}
