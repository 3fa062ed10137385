import CommandLineKit
import Testing
import ZhipCore
import ZhipTesting
import ZilliqaKit

@testable import ZhipCLI

@Suite("Waiting lines: what a command waits for, on a terminal only")
struct WaitingLineTests {
    @Test("a wait longer than 0.3 s on a terminal shows what it waits for, then clears the line")
    func shownOnTerminal() async throws {
        // Arrange
        let recorder = ConsoleRecorder()
        var console = recorder.console
        console.stderrIsTerminal = true
        // Act
        let answer = try await WaitingLine.showing("Unlocking the keystore", on: console, clock: SystemClock()) {
            // A wait that lasts until the line is shown (at most 60 s on a loaded machine).
            let start = ContinuousClock.now
            while !recorder.errorOutput.contains("Unlocking"), ContinuousClock.now - start < .seconds(60) {
                try await Task.sleep(for: .milliseconds(20))
            }
            return 42
        }
        // Assert
        #expect(answer == 42)
        // 0s, or more on a machine so loaded that the first line comes late.
        #expect(recorder.errorOutput.contains(/\r\u{1B}\[KUnlocking the keystore… \d+s/))
        #expect(recorder.errorOutput.hasSuffix("\r\u{1B}[K"))
    }

    @Test("a wait shorter than 0.3 s on a terminal shows nothing but the cleared line")
    func quickWaitUnshown() async throws {
        let recorder = ConsoleRecorder()
        var console = recorder.console
        console.stderrIsTerminal = true

        _ = await WaitingLine.showing("Unlocking the keystore", on: console, clock: SystemClock()) { 1 }

        #expect(recorder.errorOutput == "\r\u{1B}[K")
    }

    @Test("in a script (standard error not a terminal) nothing is shown")
    func silentInScripts() async throws {
        let recorder = ConsoleRecorder()

        _ = try await WaitingLine.showing("Unlocking the keystore", on: recorder.console, clock: SystemClock()) {
            try await Task.sleep(for: .milliseconds(400))
        }

        #expect(recorder.errorOutput.isEmpty)
    }

    @Test("a read from a node that does not answer shows that it waits for that node")
    func readShowsTheNode() async throws {
        // Arrange
        let recorder = ConsoleRecorder()
        var console = recorder.console
        console.stderrIsTerminal = true
        let session = NodeSession(
            network: .testnet, service: JSONRPCZilliqaService(transport: SilentTransport(), retry: .never),
            console: console)
        // Act
        let read = Task { try await session.balance(of: try Address(hexString: String(repeating: "1", count: 40))) }
        let start = ContinuousClock.now
        while !recorder.errorOutput.contains("Waiting for"), ContinuousClock.now - start < .seconds(60) {
            try await Task.sleep(for: .milliseconds(20))
        }
        read.cancel()
        _ = try? await read.value
        // Assert
        #expect(recorder.errorOutput.contains("Waiting for \(Network.testnet.nodeLabel)… "))
    }

    @Test("a node that stops answering during the receipt wait is said at once, with the command to look it up")
    func nodeGoneLine() throws {
        let id = try TransactionID(hex: String(repeating: "a", count: 64))
        let lookUp = ReceiptLookUp(number: 3, tries: 20, nextIn: .seconds(3), problem: .transport(.connectionRefused))

        let line = ReceiptWait.line(for: lookUp, of: .legacy(id), on: .testnet)

        #expect(line.contains("stopped answering"))
        #expect(line.contains("the payment may be pending (look-up 3 of 20); looking again in 3 s"))
        #expect(line.contains("'zhip-cli tx status \(id.hex) --network testnet'"))
    }
}
