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
    public static func standard() -> Console {
        var console = Console(
            standardOutput: { FileDescriptorOutput.write($0, to: STDOUT_FILENO) },
            standardError: { FileDescriptorOutput.write($0, to: STDERR_FILENO) },
            readLine: { prompt, echo in TerminalInput.readLine(prompt: prompt, echo: echo) },
            environment: ProcessInfo.processInfo.environment,
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            currentDirectory: FileManager.default.currentDirectoryPath)
        console.stderrIsTerminal = isatty(STDERR_FILENO) == 1
        console.ownsProcess = true
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
        var saved = termios()
        guard !echo, isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else {
            FileDescriptorOutput.write(prompt, to: STDERR_FILENO)
            return Swift.readLine(strippingNewline: true)
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
        return Swift.readLine(strippingNewline: true)
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
