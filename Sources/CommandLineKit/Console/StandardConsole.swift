import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Console {
    /// The console of this process: file descriptors 1 and 2, standard input (read without
    /// echo through termios when asked), the process environment and working directory.
    ///
    /// The `secretVariables` are left out of ``environment`` (no `String` of their values is ever
    /// made) and read only as bytes, once: ``takeSecretVariable(_:into:)`` copies one into the
    /// caller's buffer, then wipes it from the process environment. Secret lines are read from
    /// standard input with `read(2)`, so that no stdio buffer keeps a copy.
    public static func standard(secretVariables: Set<String> = []) -> Console {
        var console = Console(
            standardOutput: { FileDescriptorOutput.write($0, to: STDOUT_FILENO) },
            standardError: { FileDescriptorOutput.write($0, to: STDERR_FILENO) },
            readLine: { prompt, echo in TerminalInput.readLine(prompt: prompt, echo: echo) },
            environment: ProcessEnvironment.variables(leavingOut: secretVariables),
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            currentDirectory: FileManager.default.currentDirectoryPath)
        console.stderrIsTerminal = isatty(STDERR_FILENO) == 1
        console.ownsProcess = true
        console.secretInput = SecretInput(
            isSet: { ProcessEnvironment.isSet($0) },
            takeVariable: { name, buffer in ProcessEnvironment.take(name, into: buffer) },
            readLine: { prompt, buffer in TerminalInput.readSecretLine(prompt: prompt, into: buffer) })
        return console
    }
}

/// Unbuffered writes to a file descriptor, so output is complete even if the process exits right after.
enum FileDescriptorOutput {
    static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                #if canImport(Glibc)
                    let written = Glibc.write(descriptor, base + offset, raw.count - offset)
                #else
                    let written = Darwin.write(descriptor, base + offset, raw.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// Reads lines from standard input, optionally with the terminal's echo turned off.
enum TerminalInput {
    /// Signals that would otherwise leave the terminal without echo.
    private static let interruptions: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Shows `prompt` on standard error, then reads one line without its ending (nil at end
    /// of input). With `echo` false and a terminal on standard input, ECHO is cleared before the
    /// prompt appears (as `getpass` does, so nothing typed after the prompt can show) and
    /// restored on every path: after the line, at end of input, and when one of
    /// ``interruptions`` arrives (the handler restores the terminal, then ends the process as
    /// the signal would have).
    static func readLine(prompt: String, echo: Bool) -> String? {
        guard !echo else {
            FileDescriptorOutput.write(prompt, to: STDERR_FILENO)
            return Swift.readLine(strippingNewline: true)
        }
        return withoutEcho(prompt: prompt) { Swift.readLine(strippingNewline: true) }
    }

    /// ``readLine(prompt:echo:)`` without echo for a secret: the line is read with `read(2)`, a
    /// byte at a time, straight into `buffer` (without its line ending), so that no stdio buffer
    /// or `String` holds a copy. A line longer than `buffer` is read to its end and not kept.
    /// (A terminal in canonical mode hands over one line per read, so stdio, which the other
    /// prompts read through, has nothing of the next line buffered.)
    static func readSecretLine(prompt: String, into buffer: UnsafeMutableRawBufferPointer) -> SecretRead {
        withoutEcho(prompt: prompt) { readLineBytes(into: buffer) }
    }

    /// Shows `prompt` and runs `read` with the terminal's echo off (when standard input is one),
    /// restored on every path.
    private static func withoutEcho<Line>(prompt: String, _ read: () -> Line) -> Line {
        var saved = termios()
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else {
            FileDescriptorOutput.write(prompt, to: STDERR_FILENO)
            return read()
        }
        let original = saved
        let guards = interruptions.map { SignalRestorer(signal: $0, terminal: original) }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        defer {
            var restore = original
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &restore)
            for signalGuard in guards { signalGuard.cancel() }
            // The line break the user typed was not echoed.
            FileDescriptorOutput.write("\n", to: STDERR_FILENO)
        }
        FileDescriptorOutput.write(prompt, to: STDERR_FILENO)
        return read()
    }

    /// One line of standard input, up to its `\n` (a `\r` before it dropped), into `buffer`.
    private static func readLineBytes(into buffer: UnsafeMutableRawBufferPointer) -> SecretRead {
        var count = 0
        var readAnything = false
        var overflowed = false
        var byte: UInt8 = 0
        defer { byte = 0 }
        while true {
            let got = read(STDIN_FILENO, &byte, 1)
            if got < 0, errno == EINTR { continue }
            guard got == 1 else { break }
            readAnything = true
            if byte == UInt8(ascii: "\n") { break }
            if count < buffer.count {
                buffer[count] = byte
                count += 1
            } else {
                overflowed = true
            }
        }
        if overflowed {
            buffer.initializeMemory(as: UInt8.self, repeating: 0)
            return .tooLong
        }
        guard readAnything else { return .absent }
        if count > 0, buffer[count - 1] == UInt8(ascii: "\r") {
            count -= 1
            buffer[count] = 0
        }
        return .read(byteCount: count)
    }
}

/// While alive, catches one signal: restores the terminal settings, then ends the process
/// with the signal's default action.
private final class SignalRestorer {
    private let number: Int32
    private let previous: sighandler_t?
    private let source: any DispatchSourceSignal

    init(signal number: Int32, terminal: termios) {
        self.number = number
        previous = signal(number, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
            var restore = terminal
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &restore)
            FileDescriptorOutput.write("\n", to: STDERR_FILENO)
            // End the process as the signal would have: default action, unblocked on this
            // (dispatch) thread, raised here so it is delivered before raise returns. The exit
            // with the shell's 128 + n is only a fallback.
            _ = signal(number, SIG_DFL)
            var only = sigset_t()
            _ = sigemptyset(&only)
            _ = sigaddset(&only, number)
            _ = pthread_sigmask(SIG_UNBLOCK, &only, nil)
            _ = raise(number)
            _exit(128 + number)
        }
        // Registration happens later, on dispatch's manager thread; until then the signal is
        // ignored and would be lost. Wait for it (briefly, never forever) so that a Ctrl-C typed
        // the moment the prompt appears still restores the terminal and ends the process.
        let registered = DispatchSemaphore(value: 0)
        source.setRegistrationHandler { registered.signal() }
        source.resume()
        _ = registered.wait(timeout: .now() + .seconds(2))
    }

    func cancel() {
        source.cancel()
        _ = signal(number, previous)
    }
}
