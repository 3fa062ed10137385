/// A ``wait(until:timeout:isolation:fileID:line:)`` whose condition never held in time.
public struct WaitTimedOut: Error, Hashable, Sendable, CustomStringConvertible {
    /// How long it waited.
    public let timeout: Duration
    /// Where the wait was called, `File.swift:42`.
    public let location: String

    init(timeout: Duration, fileID: String, line: Int) {
        self.timeout = timeout
        location = "\(fileID.split(separator: "/").last ?? ""):\(line)"
    }

    public var description: String {
        "waited \(timeout) at \(location) and the condition never held: is the call it waits for ever made, or held"
            + " by a transport that holds another method?"
    }
}

/// Waits until `condition` holds, checking it on the caller's actor and sleeping briefly between
/// checks so other tasks (the view model's, the client's) run. Never hangs: after `timeout` it
/// throws ``WaitTimedOut``; a cancelled task stops with `CancellationError`.
///
/// ```swift
/// let sending = Task { await signScene.didTapConfirm() }
/// try await wait(until: { transport.held.count == 1 })
/// #expect(signScene.state.isSending)
/// ```
/// The timeout is for a test that went wrong, not a measure of speed: leave it generous.
public func wait(
    until condition: () -> Bool, timeout: Duration = .seconds(30),
    isolation: isolated (any Actor)? = #isolation, fileID: String = #fileID, line: Int = #line
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        guard clock.now < deadline else {
            throw WaitTimedOut(timeout: timeout, fileID: fileID, line: line)
        }
        try await Task.sleep(for: .milliseconds(1))
    }
}
