/// How a ``ChildProcess`` ended.
public enum ChildProcessEnding: Sendable, Hashable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)
    /// It was still running at its deadline and was killed.
    case timedOut

    /// The ending that `waitpid` reported as `status`.
    init(waitStatus status: Int32) {
        let signal = status & 0x7f
        self = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    /// The exit status a shell would report: the status, or 128 + the signal (137 for a kill at
    /// the deadline).
    public var status: Int32 {
        switch self {
        case .exited(let status): status
        case .signalled(let signal): 128 + signal
        case .timedOut: 128 + 9
        }
    }

    public var description: String {
        switch self {
        case .exited(let status): "exited with status \(status)"
        case .signalled(let signal): "ended by signal \(signal)"
        case .timedOut: "killed at its deadline"
        }
    }
}
