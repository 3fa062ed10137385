import ChildProcesses
import Foundation
import Glibc
import Testing

/// The tests' one way to start a child: posix_spawn, both streams piped, a deadline, the exit
/// status, exactly the environment given.
@Suite("A child process for tests")
struct ChildProcessTests {
    @Test("the exit status and both streams come back, each stream on its own")
    func statusAndStreams() async throws {
        // Act
        let result = try await ChildProcess.run(
            "/bin/sh", ["-c", "printf out; printf err >&2; exit 3"], environment: [:])
        // Assert
        #expect(result.ending == .exited(3))
        #expect(result.output == "out")
        #expect(result.errors == "err")
    }

    @Test("the environment is exactly the one given: nothing of this process's is inherited")
    func exactEnvironment() async throws {
        // Arrange
        setenv("CHILD_PROCESS_TESTS_INHERITED", "yes", 1)
        // Act
        let result = try await ChildProcess.run("/usr/bin/env", environment: ["ONLY": "this"])
        // Assert
        #expect(result.output == "ONLY=this\n")
    }

    @Test("a name without a slash is looked up in this process's PATH")
    func lookedUpInPath() async throws {
        let result = try await ChildProcess.run("true", environment: [:])
        #expect(result.ending == .exited(0))
    }

    @Test("the child runs in the directory given")
    func directory() async throws {
        let result = try await ChildProcess.run("/bin/pwd", environment: [:], directory: "/tmp")
        #expect(result.output == "/tmp\n")
    }

    @Test("a child still running at its deadline is killed, and its ending says so")
    func deadline() async throws {
        // Act
        let result = try await ChildProcess.run("/bin/sleep", ["30"], environment: [:], deadline: .milliseconds(200))
        // Assert: killed (SIGKILL, 137), not a sleep that ran its 30 s out (exit 0)
        #expect(result.ending == .timedOut)
        #expect(result.status == 137)
    }

    @Test("a signal ends a running child, and its ending names the signal")
    func signal() async throws {
        // Arrange
        let child = try ChildProcess("/bin/sleep", ["30"], environment: [:])
        // Act
        child.signal(SIGINT)
        // Assert
        #expect(await child.ending() == .signalled(SIGINT))
        #expect(child.hasEnded)
    }

    @Test("no signal is ignored or blocked in the child, whatever this process and its thread do")
    func signalsAtTheirDefault() async throws {
        // Arrange: this process ignores SIGPIPE (as a server does); a child inherits that unless reset.
        Glibc.signal(SIGPIPE, SIG_IGN)
        let child = try ChildProcess("/bin/sleep", ["30"], environment: [:])
        defer { child.kill() }
        // Act
        let status = try String(contentsOfFile: "/proc/\(child.pid)/status", encoding: .utf8)
        // Assert: glibc keeps signals 32 and 33 for itself (bits 31 and 32); no program sets them.
        let ignored = try #require(Self.signalSet("SigIgn", in: status))
        let blocked = try #require(Self.signalSet("SigBlk", in: status))
        #expect(ignored & ~0x1_8000_0000 == 0)
        #expect(blocked & ~0x1_8000_0000 == 0)
    }

    /// The signal mask `field` of a `/proc/PID/status` text (a bit per signal, signal 1 in bit 0).
    private static func signalSet(_ field: String, in status: String) -> UInt64? {
        status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
            .flatMap { UInt64($0.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces), radix: 16) }
    }

    @Test("a child writing far more than a pipe holds on both streams ends and loses nothing")
    func largeOutputOnBothStreams() async throws {
        // Arrange: 1 MiB on each stream, interleaved, more than a pipe buffers.
        let script = "head -c 1048576 /dev/zero | tr '\\0' o; head -c 1048576 /dev/zero | tr '\\0' e >&2"
        // Act
        let result = try await ChildProcess.run("/bin/sh", ["-c", script], environment: ["PATH": "/usr/bin:/bin"])
        // Assert
        #expect(result.ending == .exited(0))
        #expect(result.output.utf8.count == 1_048_576)
        #expect(result.errors.utf8.count == 1_048_576)
    }

    @Test("no descriptor of this process above 2 is open in the child")
    func noDescriptorsLeak() async throws {
        // Arrange: a descriptor without close-on-exec, as a test's pipe or socket may be, moved
        // to 100 or above: the lowest free number may be 3, which ls itself opens to list the folder.
        let opened = open("/dev/null", O_RDONLY)
        let descriptor = fcntl(opened, F_DUPFD, 100)
        close(opened)
        defer { close(descriptor) }
        try #require(descriptor >= 100)
        // Act
        let result = try await ChildProcess.run("/bin/ls", ["/proc/self/fd"], environment: [:])
        // Assert: 0, 1, 2, and the one ls opened to list the folder.
        let open = result.output.split(separator: "\n").compactMap { Int32($0) }
        #expect(!open.contains(descriptor))
        #expect(open.filter { $0 > 2 }.count <= 1)
    }

    @Test("standard input can be a descriptor of this process")
    func inputFromDescriptor() async throws {
        // Arrange
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)").path
        try Data("typed\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        // Act
        let result = try await ChildProcess.run("/bin/cat", environment: [:], standardInput: .descriptor(descriptor))
        // Assert
        #expect(result.output == "typed\n")
    }

    @Test("the first line of output is there while the child goes on running")
    func firstLineWhileRunning() async throws {
        // Arrange
        let child = try ChildProcess("/bin/sh", ["-c", "echo 4242; exec sleep 600"], environment: [:])
        // Act
        let line = await child.firstLineOfOutput()
        let runningAfterLine = !child.hasEnded
        child.kill()
        // Assert
        #expect(line == "4242")
        #expect(runningAfterLine)
        #expect(await child.ending() == .signalled(SIGKILL))
    }

    @Test("a missing executable is an error naming it, not a crash")
    func missingExecutable() async throws {
        #expect(throws: ChildProcessError.spawnFailed(executable: "/no/such/binary", errno: ENOENT)) {
            _ = try ChildProcess("/no/such/binary", environment: [:])
        }
    }

    @Test("a step's own limit kills a child still running at it, and leaves one that ended alone")
    func stepLimit() async throws {
        // Arrange
        let sleeper = try ChildProcess("/bin/sleep", ["30"], environment: [:])
        let quick = try ChildProcess("/bin/true", environment: [:])
        // Act
        let slept = await sleeper.ending(killingAfter: .milliseconds(100))
        let ended = await quick.ending(killingAfter: .seconds(20))
        // Assert
        #expect(slept == .timedOut)
        #expect(ended == .exited(0))
    }
}
