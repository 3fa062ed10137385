#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why ``AtomicFile`` could not write a file: where, at which step, and the system's `errno`.
///
/// ```swift
/// do { try AtomicFile.replace(directory: "/tmp", name: "state.json", contents: bytes, mode: 0o644) }
/// catch { print(error.description) }   // "cannot write /tmp/state.json (rename): Permission denied"
/// ```
public enum AtomicFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file to create already exists (even as a dangling link); it was left untouched.
    case alreadyExists(path: String)
    /// `step` failed with `errno` `code`. `path` is the file being written, or its directory
    /// when `step` is a directory step. Nothing is left behind, and the target holds its previous
    /// contents, unless ``isFileInPlace``.
    case failed(path: String, step: Step, code: Int32)

    /// True when the new file is complete and in place and only flushing its directory failed:
    /// readers see the new contents, but a crash now might bring back the old ones.
    public var isFileInPlace: Bool {
        guard case .failed(_, let step, _) = self else { return false }
        return step.isDirectoryStep
    }

    /// The system's words for what went wrong, e.g. "No space left on device" ("File exists"
    /// for ``alreadyExists(path:)``).
    public var reason: String {
        switch self {
        case .alreadyExists: String(cString: strerror(EEXIST))
        case .failed(_, _, let code): String(cString: strerror(code))
        }
    }

    public var description: String {
        switch self {
        case .alreadyExists(let path):
            "\(path) already exists; it was left as it was"
        case .failed(let path, let step, _):
            "cannot write \(path) (\(step)): \(reason)"
        }
    }
}
