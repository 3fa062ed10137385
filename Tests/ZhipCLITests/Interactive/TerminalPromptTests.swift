#if os(Linux)
    import ChildProcesses
    import Foundation
    import Glibc
    import Testing

    /// A pseudo-terminal pair: the child reads from `follower`; the test types into `leader` and
    /// reads the terminal settings (shared by both ends on Linux) through it.
    final class PseudoTerminal {
        let leader: Int32
        let follower: Int32

        init() throws {
            let leader = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
            guard leader >= 0 else { throw PseudoTerminalError.unavailable }
            var unlock: Int32 = 0
            var number: UInt32 = 0
            // TIOCSPTLCK and TIOCGPTN: Swift's Glibc module does not export these ioctl numbers.
            guard ioctl(leader, UInt(0x4004_5431), &unlock) == 0, ioctl(leader, UInt(0x8004_5430), &number) == 0 else {
                close(leader)
                throw PseudoTerminalError.unavailable
            }
            let follower = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            guard follower >= 0 else {
                close(leader)
                throw PseudoTerminalError.unavailable
            }
            self.leader = leader
            self.follower = follower
        }

        deinit {
            close(leader)
            close(follower)
        }

        var echoIsOn: Bool {
            var settings = termios()
            _ = tcgetattr(leader, &settings)
            return settings.c_lflag & tcflag_t(ECHO) != 0
        }

        /// Types `text` as if at the keyboard.
        func type(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(leader, $0.baseAddress, $0.count) }
        }

        /// Whatever the terminal has shown (echoed) so far, without waiting.
        func shown() -> String {
            var collected: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1024)
            var poller = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
            while poll(&poller, 1, 0) > 0 {
                let count = buffer.withUnsafeMutableBytes { read(leader, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                collected += buffer[0..<count]
            }
            return String(decoding: collected, as: UTF8.self)
        }

        /// Waits until echo is off (the child is at its prompt), for at most 20 seconds, without
        /// holding a thread.
        func waitForEchoOff() async -> Bool {
            for _ in 0..<2000 {
                if !echoIsOn { return true }
                try? await Task.sleep(for: .milliseconds(10))
            }
            return false
        }
    }

    enum PseudoTerminalError: Error {
        case unavailable
    }

    /// The password prompt of the real binary on a real (pseudo) terminal.
    @Suite("Password prompt on a terminal", .serialized)
    struct TerminalPromptTests {
        /// Starts the binary reading from `terminal`'s follower, both output streams piped.
        private func start(_ arguments: [String], terminal: PseudoTerminal) throws -> ChildProcess {
            try ChildProcess(
                try EndToEndTests.binary().path, arguments, environment: EndToEndTests.sanitizerOptions,
                standardInput: .descriptor(terminal.follower), deadline: EndToEndTests.processDeadline)
        }

        @Test("echo is off while the password is typed, nothing is shown, and echo is back afterwards")
        func echoOffThenRestored() async throws {
            let directory = try TemporaryDirectory()
            let file = try directory.write("pyzil.json", KnownKey.pyzilKeystore)
            let terminal = try PseudoTerminal()
            let process = try start(["keystore", "show", file, "--json"], terminal: terminal)
            defer { process.kill() }
            let reachedPrompt = await terminal.waitForEchoOff()
            try #require(reachedPrompt, "the prompt never turned echo off")
            terminal.type(KnownKey.pyzilPassword + "\n")
            let ending = await process.ending(killingAfter: .seconds(20))
            try #require(ending != .timedOut, "zhip-cli did not finish within 20 s")
            let printed = String(decoding: await process.output(), as: UTF8.self)
            let prompted = String(decoding: await process.errors(), as: UTF8.self)
            #expect(ending == .exited(0))
            #expect(printed.contains(KnownKey.bech32))
            #expect(prompted == "Keystore password: \n")
            #expect(!terminal.shown().contains(KnownKey.pyzilPassword))
            #expect(terminal.echoIsOn)
        }

        @Test("Ctrl-C at the prompt restores echo and ends the process by the signal, writing nothing")
        func interruptRestoresEcho() async throws {
            let directory = try TemporaryDirectory()
            let terminal = try PseudoTerminal()
            let process = try start(["keystore", "new", "--out", directory.file("wallet.json")], terminal: terminal)
            defer { process.kill() }
            let reachedPrompt = await terminal.waitForEchoOff()
            try #require(reachedPrompt, "the prompt never turned echo off")
            process.signal(SIGINT)
            let ending = await process.ending(killingAfter: .seconds(20))
            try #require(ending != .timedOut, "zhip-cli did not end on SIGINT within 20 s")
            #expect(ending == .signalled(SIGINT))
            #expect(terminal.echoIsOn)
            #expect(try directory.contents().isEmpty)
        }
    }
#endif
