internal import CProcessControl

#if canImport(Glibc)
    import Glibc
#endif

/// Turns off core dumps for the whole process, before any secret is read: a crash then leaves no
/// file holding the password or the key, whatever `ulimit -c` or a crash collector would keep.
///
/// `setrlimit(RLIMIT_CORE, 0)` stops the kernel writing a core file, and `prctl(PR_SET_DUMPABLE, 0)`
/// stops it handing one to a `core_pattern` pipe (a collector such as systemd-coredump, which does
/// not honour a zero limit) and refuses `ptrace` and `/proc/PID/mem` to other processes of the same
/// user. What it costs: a crash leaves no core for a report, and a debugger or a backtracer cannot
/// attach to zhip-cli as the same user (root still can). `main.swift` calls it first:
/// ```swift
/// CoreDumps.disable()
/// await ZhipCommand.main()
/// ```
public enum CoreDumps {
    /// Sets both; a setting the kernel refuses is said on standard error, and zhip-cli goes on.
    public static func disable() {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        if setrlimit(Int32(RLIMIT_CORE.rawValue), &none) != 0 {
            warn("the core size limit could not be set to 0")
        }
        if zhip_set_dumpable(0) != 0 {
            warn("the process could not be made undumpable")
        }
    }

    /// The one line a failed setting prints: what failed, why, and what it means.
    private static func warn(_ what: String) {
        let line =
            "Warning: \(what) (\(String(cString: strerror(errno)))): a crash of zhip-cli may write its memory, "
            + "with a password or key in it, to a core file\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
