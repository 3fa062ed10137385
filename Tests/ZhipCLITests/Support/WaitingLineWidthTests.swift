import CommandLineKit
import Testing
import ZhipCore
import ZhipTesting
import ZilliqaKit

@testable import ZhipCLI

@Suite("Waiting lines stay within the terminal's width, so each refresh replaces the line")
struct WaitingLineWidthTests {
    /// What `tx send` waits for with an EVM hash: longer than 80 columns.
    private let receiptWait = "Waiting for transaction 0x" + String(repeating: "ab", count: 32) + " to be mined"

    @Test("a text too long for the width is cut short, the seconds kept, one column spare")
    func cutToTheWidth() {
        let line = WaitingLine.text(receiptWait, elapsed: .seconds(12), width: 80)

        #expect(line.count == 79)
        #expect(line.hasPrefix("Waiting for transaction 0xabab"))
        #expect(line.hasSuffix("… 12s"))
    }

    @Test("a text that fits is shown whole")
    func shortTextWhole() {
        #expect(
            WaitingLine.text("Unlocking the keystore", elapsed: .seconds(3), width: 80) == "Unlocking the keystore… 3s")
    }

    /// The lines drawn on a terminal (standard error) with `environment` while the receipt wait is shown.
    private func drawnLines(environment: [String: String] = [:]) async throws -> [String] {
        let recorder = ConsoleRecorder(environment: environment)
        var console = recorder.console
        console.stderrIsTerminal = true
        try await WaitingLine.showing(receiptWait, on: console, clock: SystemClock()) {
            // A wait that lasts until the line is shown (at most 60 s on a loaded machine).
            let start = ContinuousClock.now
            while !recorder.errorOutput.contains("Waiting"), ContinuousClock.now - start < .seconds(60) {
                try await Task.sleep(for: .milliseconds(20))
            }
        }
        return recorder.errorOutput.components(separatedBy: "\r\u{1B}[K").filter { !$0.isEmpty }
    }

    @Test("on a terminal whose width is unknown, every line drawn fits in 80 columns")
    func unknownWidthIsEighty() async throws {
        let drawn = try await drawnLines()

        #expect(!drawn.isEmpty)
        #expect(drawn.allSatisfy { $0.count < 80 })
    }

    @Test("COLUMNS gives the width when the terminal does not")
    func columnsGivesTheWidth() async throws {
        let drawn = try await drawnLines(environment: ["COLUMNS": "50"])

        #expect(!drawn.isEmpty)
        #expect(drawn.allSatisfy { $0.count == 49 })
    }
}
