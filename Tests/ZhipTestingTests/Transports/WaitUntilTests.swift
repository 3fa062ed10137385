import Testing
import ZhipTesting

@Suite("Waiting for a condition")
struct WaitUntilTests {
    @Test("wait returns once the condition holds")
    func returnsWhenHolds() async throws {
        // Arrange
        let flag = Collected<Bool>()
        let setter = Task {
            await Task.yield()
            flag.append(true)
        }
        // Act
        try await wait(until: { !flag.values.isEmpty })
        // Assert
        #expect(flag.values == [true])
        await setter.value
    }

    @Test("on the main actor, wait checks main-actor state and lets the main actor's tasks run between checks")
    @MainActor func checksOnTheMainActor() async throws {
        // Arrange
        let screen = Screen()
        let loading = Task { await screen.load() }
        // Act
        try await wait(until: { screen.isLoaded })
        // Assert
        #expect(screen.isLoaded)
        await loading.value
    }

    @Test("wait never hangs: a condition that never holds ends with WaitTimedOut naming the place")
    func timesOut() async throws {
        let error = await #expect(throws: WaitTimedOut.self) {
            try await wait(until: { false }, timeout: .milliseconds(10))
        }
        #expect(error?.location.hasPrefix("WaitUntilTests.swift:") == true)
    }
}

/// State only the main actor may touch.
@MainActor
private final class Screen {
    var isLoaded = false

    func load() async {
        await Task.yield()
        isLoaded = true
    }
}
