import Testing
import ZhipCore
import ZhipCoreTestSupport

@testable import ZhipCLI

/// The interactive app shows its waits with the CLI's one waiting line, on the container's clock.
@MainActor
@Suite("Interactive app: the waiting line", .container)
struct InteractiveWaitingLineTests {
    @Test("the app's progress line counts the seconds of the container's clock")
    func countsOnTheContainersClock() async {
        // Arrange
        Container.shared.clock.register { ImmediateClock() }
        let terminal = ScriptedTerminal([])
        // Act
        await WaitingLine.showing("Checking the PIN", on: terminal) {
            // Lasts until three lines were drawn (at most 60 s of real time on a loaded machine).
            let start = ContinuousClock.now
            while terminal.progress.count < 3, ContinuousClock.now - start < .seconds(60) {
                try? await Task.sleep(for: .milliseconds(10))
            }
        }
        // Assert
        #expect(
            terminal.progress.prefix(3) == ["Checking the PIN… 0s", "Checking the PIN… 1s", "Checking the PIN… 2s"])
    }

    @Test("the app's progress line is shown at once and cleared when the wait ends")
    func shownAtOnceThenCleared() async {
        // Arrange
        let terminal = ScriptedTerminal([])
        // Act
        let answer = await WaitingLine.showing("Saving the PIN", on: terminal) { 7 }
        // Assert
        #expect(answer == 7)
        #expect(terminal.progress == ["Saving the PIN… 0s"])
        #expect(terminal.progressClears == 1)
    }
}
