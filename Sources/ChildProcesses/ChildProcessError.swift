import Glibc

/// Why a ``ChildProcess`` could not be started.
public enum ChildProcessError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `posix_spawn` refused: the executable is missing or not executable (the `errno` value).
    case spawnFailed(executable: String, errno: Int32)
    /// The pipes or spawn attributes could not be set up (the `errno` value).
    case setupFailed(step: String, errno: Int32)
    /// This C library cannot start a child in another directory (no `posix_spawn_file_actions_addchdir_np`).
    case directoryUnsupported

    public var description: String {
        switch self {
        case .spawnFailed(let executable, let code):
            "could not start \(executable): \(String(cString: strerror(code)))"
        case .setupFailed(let step, let code):
            "could not set up a child process (\(step)): \(String(cString: strerror(code)))"
        case .directoryUnsupported: "this C library cannot start a child in another directory"
        }
    }
}
