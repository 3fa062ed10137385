public import Foundation
public import ZilliqaKit

/// A transport that never answers: for loading states, previews and demo screens that must not
/// reach a network. It keeps what it was asked, and a cancelled task stops waiting at once with
/// `CancellationError`, so nothing built on it hangs past its task.
///
/// ```swift
/// Container.shared.useTransport(SilentTransport())
/// let main = MainViewModel(wallet: wallet)          // the seeded cached balance at once
/// let refresh = Task { await main.didAppear() }     // "Fetching balance…" for as long as it runs
/// refresh.cancel()
/// ```
public final class SilentTransport: JSONRPCTransport, RequestRecording {
    public let log = RequestLog()

    public init() {}

    /// Keeps `body`, then waits until the calling task is cancelled.
    /// - Throws: `CancellationError` once cancelled (never anything else, except a
    ///   ``ZilliqaKit/TransportError`` for bytes that are not JSON-RPC).
    public func send(_ body: Data) async throws -> Data {
        _ = try log.record(body)
        while true {
            try await Task.sleep(for: .seconds(3600))
        }
    }
}
