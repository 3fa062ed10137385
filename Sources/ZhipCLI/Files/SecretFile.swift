#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creates files that hold secrets (keystores): mode 0600, complete or absent, and never over
/// an existing file.
///
/// The steps: a temporary file in the same directory, created with `O_CREAT | O_EXCL` and mode
/// 0600; write; `fsync`; `link` it to the final name (which fails, rather than replaces, when
/// the name exists); remove the temporary name; `fsync` the directory. A reader sees either no
/// file or the whole file. On file systems without hard links the final name is reserved with
/// `O_CREAT | O_EXCL` and the temporary file renamed over that reservation.
enum SecretFile {
    /// Throws ``FileError/alreadyExists(path:)`` when something is at `path` (even a dangling
    /// link), so that a command can refuse before asking for a password. ``create(at:contents:)``
    /// checks again, atomically.
    static func ensureAbsent(_ path: String) throws(FileError) {
        var info = stat()
        if lstat(path, &info) == 0 { throw .alreadyExists(path: path) }
    }

    /// Writes `contents` to a new file at the absolute `path`.
    /// - Throws: ``FileError/alreadyExists(path:)`` when `path` exists (it is left untouched),
    ///   ``FileError/cannotWrite(path:reason:)`` for any other failure (nothing is left behind).
    static func create(at path: String, contents: [UInt8]) throws(FileError) {
        let (directory, name) = try split(path)
        let temporary = directory + "/." + name + ".tmp-" + randomSuffix()
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode_t(0o600))
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: SystemError.current()) }
        defer { _ = unlink(temporary) }
        do {
            try fill(descriptor, with: contents, path: path)
        } catch {
            _ = close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw .cannotWrite(path: path, reason: SystemError.current()) }
        try publish(temporary, as: path)
        syncDirectory(directory)
    }

    /// Sets mode 0600 (whatever the umask), writes everything, and flushes it to disk.
    private static func fill(_ descriptor: Int32, with contents: [UInt8], path: String) throws(FileError) {
        guard fchmod(descriptor, mode_t(0o600)) == 0 else {
            throw .cannotWrite(path: path, reason: SystemError.current())
        }
        var offset = 0
        while offset < contents.count {
            let written = contents.withUnsafeBytes { raw in
                systemWrite(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .cannotWrite(path: path, reason: SystemError.current())
            }
            offset += written
        }
        guard fsync(descriptor) == 0 else { throw .cannotWrite(path: path, reason: SystemError.current()) }
    }

    /// Gives the finished temporary file its final name without replacing anything.
    private static func publish(_ temporary: String, as path: String) throws(FileError) {
        if link(temporary, path) == 0 { return }
        let linkError = errno
        if linkError == EEXIST { throw .alreadyExists(path: path) }
        guard linkError == EPERM || linkError == ENOTSUP || linkError == EOPNOTSUPP || linkError == EMLINK else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(linkError)))
        }
        // No hard links here: reserve the name exclusively, then replace only that reservation.
        let reservation = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode_t(0o600))
        guard reservation >= 0 else {
            if errno == EEXIST { throw .alreadyExists(path: path) }
            throw .cannotWrite(path: path, reason: SystemError.current())
        }
        _ = close(reservation)
        guard rename(temporary, path) == 0 else {
            let reason = SystemError.current()
            _ = unlink(path)
            throw .cannotWrite(path: path, reason: reason)
        }
    }

    /// Makes the new directory entry durable.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }

    /// The directory and the file name of an absolute path.
    static func split(_ path: String) throws(FileError) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/"), path.index(after: slash) < path.endIndex else {
            throw .notAFilePath(path)
        }
        let name = String(path[path.index(after: slash)...])
        guard name != "." && name != ".." else { throw .notAFilePath(path) }
        let directory = slash == path.startIndex ? "/" : String(path[..<slash])
        return (directory, name)
    }

    private static func randomSuffix() -> String {
        var generator = SystemRandomNumberGenerator()
        return String(generator.next() as UInt64, radix: 16)
    }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}
