import ChildProcesses
import Foundation
import Synchronization
import Testing
import ZhipTesting

/// Waiting on children never holds a cooperative-pool thread: the pool has one thread per core
/// (two on the CI machine), and a test that blocks one on a child starves every async test
/// beside it, `wait(until:)` among them (its sleeps resume on the pool).
@Suite("Waiting on children leaves the pool free")
struct PoolStarvationTests {
    @Test("eight children waited for at once, more than the pool has threads, leave room for a wait(until:)")
    func manyChildrenBesideAWait() async throws {
        // Arrange: more waiting children than any machine's pool has threads.
        let children = 8
        let flag = Flag()
        let started = ContinuousClock.now
        // Act
        try await withThrowingTaskGroup(of: ChildProcessEnding.self) { group in
            for _ in 0..<children {
                group.addTask { try await ChildProcess.run("/bin/sleep", ["3"], environment: [:]).ending }
            }
            // Give every child task time to start waiting, then ask the pool for a turn.
            try await Task.sleep(for: .milliseconds(200))
            let setter = Task { flag.raise() }
            try await wait(until: { flag.isRaised }, timeout: .seconds(2))
            let waited = ContinuousClock.now - started
            await setter.value
            // Assert: the condition held while the children were still running.
            #expect(waited < .seconds(3))
            for try await ending in group { #expect(ending == .exited(0)) }
        }
    }
}

/// A flag any task may raise and read.
private final class Flag: Sendable {
    private let raised = Mutex(false)
    var isRaised: Bool { raised.withLock { $0 } }
    func raise() { raised.withLock { $0 = true } }
}
