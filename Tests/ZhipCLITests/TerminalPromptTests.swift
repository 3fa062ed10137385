#if os(Linux)
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

        /// Waits until echo is off (the child is at its prompt), for at most 20 seconds.
        func waitForEchoOff() -> Bool {
            for _ in 0..<2000 {
                if !echoIsOn { return true }
                usleep(10_000)
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
        private func start(_ arguments: [String], terminal: PseudoTerminal) throws -> (Process, Pipe, Pipe) {
            let process = Process()
            // Through `env --default-signal=INT`: a suite running beside this one may have set
            // SIGINT to "ignore" in the test process (the devnet's shutdown-signal tests do),
            // and an ignored signal is inherited by a child; the prompt must see the default.
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["--default-signal=INT", try EndToEndTests.binary().path] + arguments
            process.environment = EndToEndTests.sanitizerOptions
            process.standardInput = FileHandle(fileDescriptor: terminal.follower, closeOnDealloc: false)
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            return (process, output, errors)
        }

        /// Waits up to 20 s for `process` to end; kills it and answers false when it does not,
        /// so a broken prompt fails the test instead of hanging the suite.
        static func ends(_ process: Process) -> Bool {
            for _ in 0..<2000 where process.isRunning { usleep(10_000) }
            guard process.isRunning else {
                process.waitUntilExit()
                return true
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return false
        }

        @Test("echo is off while the password is typed, nothing is shown, and echo is back afterwards")
        func echoOffThenRestored() throws {
            let directory = try TemporaryDirectory()
            let file = try directory.write("pyzil.json", KnownKey.pyzilKeystore)
            let terminal = try PseudoTerminal()
            let (process, output, errors) = try start(["keystore", "show", file, "--json"], terminal: terminal)
            let reachedPrompt = terminal.waitForEchoOff()
            if !reachedPrompt { process.terminate() }
            try #require(reachedPrompt, "the prompt never turned echo off")
            terminal.type(KnownKey.pyzilPassword + "\n")
            try #require(Self.ends(process), "zhip-cli did not finish within 20 s")
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let prompted = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 0)
            #expect(printed.contains(KnownKey.bech32))
            #expect(prompted == "Keystore password: \n")
            #expect(!terminal.shown().contains(KnownKey.pyzilPassword))
            #expect(terminal.echoIsOn)
        }

        @Test("Ctrl-C at the prompt restores echo and ends the process by the signal, writing nothing")
        func interruptRestoresEcho() throws {
            let directory = try TemporaryDirectory()
            let terminal = try PseudoTerminal()
            let (process, _, errors) = try start(
                ["keystore", "new", "--out", directory.file("wallet.json")], terminal: terminal)
            let reachedPrompt = terminal.waitForEchoOff()
            if !reachedPrompt { process.terminate() }
            try #require(reachedPrompt, "the prompt never turned echo off")
            process.interrupt()
            try #require(Self.ends(process), "zhip-cli did not end on SIGINT within 20 s")
            _ = errors.fileHandleForReading.readDataToEndOfFile()
            #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
            #expect(terminal.echoIsOn)
            #expect(try directory.contents().isEmpty)
        }
    }
#endif
