import Dispatch
public import Foundation
import Glibc
import Synchronization

/// A child process for tests: started with `posix_spawn`, waited for on threads of its own, never
/// on Swift's cooperative pool.
///
/// It stands in for `Foundation.Process` until the toolchain carries swift-corelibs-foundation's
/// fix for `Process.run()`: in Swift 6.3.1 its `findMaximumOpenFromProcSelfFD()` copies a whole
/// 256-byte `d_name` out of each `/proc/self/fd` entry, a heap-buffer-overflow that the address
/// sanitizer reports and that crashes suites spawning many children now and then without it
/// (fixed upstream in swift-corelibs-foundation PR #5472, May 2026). Delete this module once the
/// toolchain in use has that fix.
///
/// ```swift
/// let child = try ChildProcess("/usr/bin/env", ["python3", "--version"], environment: [:])
/// let ending = await child.ending()      // suspends; the pool stays free
/// let printed = await child.output()     // everything written to standard output
/// ```
///
/// - The environment is exactly the one given (nothing is inherited), every signal is at its
///   default and none is blocked in the child, and no descriptor above 2 is left open in it.
/// - A child still running at its `deadline` is killed (`SIGKILL`), so a hang fails the test that
///   started it instead of stalling the suite; its ending is then ``ChildProcessEnding/timedOut``.
/// - The process is reaped only after its ending is recorded, under the same lock that
///   ``signal(_:)`` takes: a signal can never reach another process that reused the pid.
public final class ChildProcess: Sendable {
    /// Where the child's standard input comes from.
    public enum Input: Sendable {
        /// `/dev/null`.
        case null
        /// A descriptor of this process (a pseudo-terminal, a file), shared with the child.
        case descriptor(Int32)
    }

    /// Where one of the child's output streams goes.
    public enum Output: Sendable {
        /// `/dev/null`.
        case null
        /// A pipe that this process reads to its end: see ``output()``, ``errors()``.
        case pipe
        /// A descriptor of this process (a pseudo-terminal), shared with the child.
        case descriptor(Int32)
    }

    /// The child's process id.
    public let pid: pid_t
    private let state = Mutex(State())
    private let standardOutput: PipeCollector?
    private let standardError: PipeCollector?

    private struct State {
        var ending: ChildProcessEnding?
        var deadlinePassed = false
        var waiters: [CheckedContinuation<ChildProcessEnding, Never>] = []
    }

    /// Starts `executable` (a path, or a name looked up in this process's `PATH`) with
    /// `arguments`, exactly `environment`, in `directory` (nil: this process's), and kills it if it
    /// is still running after `deadline`.
    public init(
        _ executable: String, _ arguments: [String] = [], environment: [String: String],
        directory: String? = nil, standardInput: Input = .null, standardOutput: Output = .pipe,
        standardError: Output = .pipe, deadline: Duration = .seconds(180)
    ) throws(ChildProcessError) {
        var pipes = SpawnPipes()
        defer { pipes.closeAll() }
        let outputPipe = try pipes.make(for: standardOutput)
        let errorPipe = try pipes.make(for: standardError)
        var spawn = try SpawnActions()
        defer { spawn.destroy() }
        spawn.setInput(standardInput)
        spawn.setOutput(standardOutput, pipe: outputPipe, to: 1)
        spawn.setOutput(standardError, pipe: errorPipe, to: 2)
        spawn.closeDescriptors(from: 3)
        if let directory { try spawn.change(to: directory) }
        pid = try spawn.spawn(executable, arguments, environment: environment)

        self.standardOutput = outputPipe.map { PipeCollector(reading: pipes.takeReadEnd(of: $0)) }
        self.standardError = errorPipe.map { PipeCollector(reading: pipes.takeReadEnd(of: $0)) }
        Thread.detachNewThread { [self] in reap() }
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline.dispatchInterval) { [self] in
            killAtDeadline()
        }
    }

    /// True once the child has ended (and been reaped).
    public var hasEnded: Bool { state.withLock { $0.ending != nil } }

    /// Sends `signal` to the child; does nothing once it has ended.
    public func signal(_ signal: Int32) {
        state.withLock { state in
            if state.ending == nil { _ = Glibc.kill(pid, signal) }
        }
    }

    /// Kills the child (`SIGKILL`); does nothing once it has ended.
    public func kill() { signal(SIGKILL) }

    /// How the child ended, once it has: suspends the calling task, never blocks its thread.
    public func ending() async -> ChildProcessEnding {
        await withCheckedContinuation { continuation in
            let ended = state.withLock { state -> ChildProcessEnding? in
                if let ending = state.ending { return ending }
                state.waiters.append(continuation)
                return nil
            }
            if let ended { continuation.resume(returning: ended) }
        }
    }

    /// How the child ended, killing it first when it still runs after `limit`: a deadline of its
    /// own for one step of a test (the ending is then ``ChildProcessEnding/timedOut``).
    /// The timer runs on Dispatch, as the process's own deadline does, not on the cooperative
    /// pool: tests that hold its few threads busy on a loaded machine cannot hold the kill back.
    public func ending(killingAfter limit: Duration) async -> ChildProcessEnding {
        let timer = DispatchWorkItem { [self] in killAtDeadline() }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit.dispatchInterval, execute: timer)
        defer { timer.cancel() }
        return await ending()
    }

    /// Everything the child wrote to standard output, once the pipe is closed (empty unless the
    /// output is ``Output/pipe``).
    public func output() async -> Data { await standardOutput?.whole() ?? Data() }

    /// Everything the child wrote to standard error, once the pipe is closed (empty unless it is
    /// ``Output/pipe``).
    public func errors() async -> Data { await standardError?.whole() ?? Data() }

    /// The first line the child wrote to standard output, without its line break; nil when the
    /// pipe closed before a whole line.
    public func firstLineOfOutput() async -> String? { await standardOutput?.firstLine() }

    /// Waits for the child to end (on this thread of its own), records how, then reaps it.
    private func reap() {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
        let (ending, waiters) = state.withLock { state in
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let ending = state.deadlinePassed ? .timedOut : ChildProcessEnding(waitStatus: status)
            state.ending = ending
            defer { state.waiters = [] }
            return (ending, state.waiters)
        }
        for waiter in waiters { waiter.resume(returning: ending) }
    }

    private func killAtDeadline() {
        state.withLock { state in
            guard state.ending == nil else { return }
            state.deadlinePassed = true
            _ = Glibc.kill(pid, SIGKILL)
        }
    }
}

extension Duration {
    /// The same span for Dispatch, to the microsecond.
    fileprivate var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        return .microseconds(Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000))
    }
}
