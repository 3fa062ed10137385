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
        // Arrange: more waiting children than any machine's pool has threads, all started; they
        // sleep far longer than a loaded machine needs to raise the flag, and are ended after.
        let children = try (0..<8).map { _ in try ChildProcess("/bin/sleep", ["120"], environment: [:]) }
        let flag = Flag()
        // Act
        try await withThrowingTaskGroup(of: ChildProcessEnding.self) { group in
            for child in children { group.addTask { await child.ending() } }
            let setter = Task { flag.raise() }
            try await wait(until: { flag.isRaised }, timeout: .seconds(30))
            let runningWhenItHeld = children.filter { !$0.hasEnded }.count
            await setter.value
            for child in children { child.signal(SIGTERM) }
            // Assert: the condition held while every child was still being waited for.
            #expect(runningWhenItHeld == children.count)
            for try await ending in group { #expect(ending == .signalled(SIGTERM)) }
        }
    }
}

/// A flag any task may raise and read.
private final class Flag: Sendable {
    private let raised = Mutex(false)
    var isRaised: Bool { raised.withLock { $0 } }
    func raise() { raised.withLock { $0 = true } }
}
