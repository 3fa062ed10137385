#if os(Linux)
    import ChildProcesses
    import Foundation
    import Glibc
    import Testing
    import ZhipDevnetKit
    import ZilliqaKit

    /// What a pseudo-terminal shows, read as it comes, with a cursor past the text already
    /// waited for.
    final class TerminalScreen {
        let terminal: PseudoTerminal
        /// Everything shown so far.
        private(set) var text = ""
        /// What was shown after the last text waited for.
        private var unmatched = ""

        init(_ terminal: PseudoTerminal) {
            self.terminal = terminal
        }

        /// Waits up to 20 s for `expected` to appear after the text last waited for.
        func waitFor(_ expected: String) async -> Bool {
            for _ in 0..<2000 {
                let shown = terminal.shown()
                text += shown
                unmatched += shown
                if let range = unmatched.range(of: expected) {
                    unmatched = String(unmatched[range.upperBound...])
                    return true
                }
                try? await Task.sleep(for: .milliseconds(10))
            }
            return false
        }
    }

    enum ScreenError: Error, CustomStringConvertible {
        case notShown(String, screen: String)
        var description: String {
            switch self {
            case .notShown(let expected, let screen): "'\(expected)' was not shown within 20 s; the screen:\n\(screen)"
            }
        }
    }

    /// `zhip-cli app`, the real binary, on a real (pseudo) terminal, against a devnet.
    @Suite("Interactive app on a terminal", .serialized)
    struct InteractiveTerminalTests {
        /// Starts the binary with all three standard streams on `terminal`'s follower.
        private func start(_ arguments: [String], terminal: PseudoTerminal) throws -> ChildProcess {
            try ChildProcess(
                try EndToEndTests.binary().path, arguments,
                environment: EndToEndTests.sanitizerOptions.merging(["NO_COLOR": "1"]) { _, given in given },
                standardInput: .descriptor(terminal.follower), standardOutput: .descriptor(terminal.follower),
                standardError: .descriptor(terminal.follower), deadline: EndToEndTests.processDeadline)
        }

        /// Waits for `expected` on `screen`, then types `answer` and a line break.
        private func answer(_ expected: String, with answer: String, on screen: TerminalScreen) async throws {
            guard await screen.waitFor(expected) else { throw ScreenError.notShown(expected, screen: screen.text) }
            screen.terminal.type(answer + "\n")
        }

        @Test("onboarding, a new wallet, funding it, then a payment: echo off for secrets, the new balance shown")
        func onboardingAndSend() async throws {
            let home = try TemporaryDirectory()
            let password = interactivePassword
            try await withDevnet { devnet in
                let terminal = try PseudoTerminal()
                let screen = TerminalScreen(terminal)
                let process = try start(["app", "--home", home.path] + devnet.networkArguments, terminal: terminal)
                defer { process.kill() }

                try await answer("Press Enter to start. ", with: "", on: screen)
                try await answer("Do you accept the terms of service? [y/n]: ", with: "y", on: screen)
                try await answer("disclaimer. [y/n]: ", with: "y", on: screen)
                try await answer("Choose (1-2): ", with: "2", on: screen)
                try await answer("I understand the risk. [y/n]: ", with: "y", on: screen)
                try await answer("Choose (1-4): ", with: "2", on: screen)
                try await answer("Choose (1-2): ", with: "1", on: screen)
                guard await screen.waitFor("(empty to cancel): ") else {
                    throw ScreenError.notShown("password prompt", screen: screen.text)
                }
                #expect(!terminal.echoIsOn)
                terminal.type(password + "\n")
                try await answer("Confirm encryption password: ", with: password, on: screen)
                try await answer("encryption password. [y/n]: ", with: "y", on: screen)
                try await answer("Choose (1-3): ", with: "3", on: screen)
                try await answer("private key. [y/n]: ", with: "y", on: screen)
                try await answer("(empty to skip): ", with: "", on: screen)

                // The main scene of the new wallet, with nothing on it (its EVM account known, so Tokens
                // is the sixth choice, History the seventh, Staking the eighth and Swap the ninth): fund it, then refresh.
                guard await screen.waitFor("Choose (1-9): ") else {
                    throw ScreenError.notShown("the main scene", screen: screen.text)
                }
                let shownAddress = try #require(
                    screen.text.firstMatch(of: /Address: (zil1[0-9a-z]+)/).map { String($0.1) })
                try await fund(try Address(shownAddress), with: "10", on: devnet)
                terminal.type("3\n")
                try await answer("Balance: 10 ZIL", with: "", on: screen)
                try await answer("Choose (1-9): ", with: "1", on: screen)

                // Send 1.5 ZIL to bob, from the legacy account.
                try await answer("Choose (1-4): ", with: "1", on: screen)
                try await answer("(empty to cancel): ", with: Wallets.bob.address.bech32, on: screen)
                try await answer("Amount in ZIL, or 'max': ", with: "1.5", on: screen)
                try await answer("Gas limit [50]: ", with: "", on: screen)
                try await answer("[2000]: ", with: "", on: screen)
                try await answer("Choose (1-2): ", with: "1", on: screen)
                try await answer("[y/n]: ", with: "y", on: screen)
                guard await screen.waitFor("Encryption password (empty to cancel): ") else {
                    throw ScreenError.notShown("the signing prompt", screen: screen.text)
                }
                #expect(!terminal.echoIsOn)
                terminal.type(password + "\n")
                try await answer("Press Enter to finish. ", with: "", on: screen)
                try await answer("Balance: 8.4 ZIL", with: "", on: screen)
                try await answer("Choose (1-9): ", with: "5", on: screen)

                let ending = await process.ending(killingAfter: .seconds(20))
                try #require(ending != .timedOut, "zhip-cli did not end within 20 s; the screen:\n\(screen.text)")
                _ = await screen.waitFor("Goodbye.")
                #expect(ending == .exited(0))
                #expect(terminal.echoIsOn)
                #expect(devnet.balance(of: Wallets.bob) == (try Wallets.zil("1.5")))
                #expect(!screen.text.contains(password))
            }
        }

        @Test("Ctrl-C at the password prompt ends the app with echo back on and no stack trace")
        func interruptAtPassword() async throws {
            let home = try TemporaryDirectory()
            let terminal = try PseudoTerminal()
            let screen = TerminalScreen(terminal)
            let process = try start(["app", "--home", home.path], terminal: terminal)
            defer { process.kill() }
            try await answer("Press Enter to start. ", with: "", on: screen)
            try await answer("[y/n]: ", with: "y", on: screen)
            try await answer("[y/n]: ", with: "y", on: screen)
            try await answer("Choose (1-2): ", with: "2", on: screen)
            try await answer("[y/n]: ", with: "y", on: screen)
            try await answer("Choose (1-4): ", with: "2", on: screen)
            try await answer("Choose (1-2): ", with: "1", on: screen)
            guard await screen.waitFor("(empty to cancel): ") else {
                throw ScreenError.notShown("password prompt", screen: screen.text)
            }
            #expect(!terminal.echoIsOn)

            process.signal(SIGINT)

            let ending = await process.ending(killingAfter: .seconds(20))
            try #require(ending != .timedOut, "zhip-cli did not end on SIGINT within 20 s")
            _ = await screen.waitFor("\n")
            #expect(ending == .signalled(SIGINT))
            #expect(terminal.echoIsOn)
            #expect(!screen.text.contains("Backtrace") && !screen.text.contains("Fatal error"))
        }

        @Test("Ctrl-D at a prompt leaves the app cleanly, with exit code 0")
        func endOfInput() async throws {
            let home = try TemporaryDirectory()
            let terminal = try PseudoTerminal()
            let screen = TerminalScreen(terminal)
            let process = try start(["app", "--home", home.path], terminal: terminal)
            defer { process.kill() }
            guard await screen.waitFor("Press Enter to start. ") else {
                throw ScreenError.notShown("Welcome", screen: screen.text)
            }

            terminal.type("\u{4}")

            let ending = await process.ending(killingAfter: .seconds(20))
            try #require(ending != .timedOut, "zhip-cli did not end on Ctrl-D within 20 s")
            #expect(await screen.waitFor("Goodbye."))
            #expect(ending == .exited(0))
        }
    }
#endif
