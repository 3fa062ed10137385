public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole files so that a reader, even after a crash, finds the old file or the new one, never a part.
///
/// Both ways of writing start alike: a temporary file `.<name>.tmp-<pid>-<random>` beside the
/// target, created with `O_CREAT | O_EXCL` and `mode`, set to exactly `mode` whatever the umask,
/// written in full (partial writes and `EINTR` resumed), `fsync`ed and closed. Then
/// ``replace(directory:name:contents:mode:)`` renames it over the target, and
/// ``create(directory:name:contents:mode:)`` links it to the new name, which fails rather than
/// replaces when the name is taken. Last, the directory is `fsync`ed so that the new name lasts.
/// On failure the temporary file is removed.
///
/// ```swift
/// try AtomicFile.replace(directory: "/tmp", name: "state.json", contents: Data(json), mode: 0o644)
/// try AtomicFile.create(directory: home, name: "wallet.json", contents: keystore, mode: 0o600)
/// ```
public enum AtomicFile {
    /// The start of the names of `name`'s temporary files, e.g. `.state.json.tmp-`; a writer
    /// that crashed leaves files so named.
    public static func temporaryPrefix(for name: String) -> String {
        "." + name + ".tmp-"
    }

    /// Replaces (or creates) `directory/name` with `contents`, a file of exactly `mode`.
    /// - Throws: ``AtomicFileError/failed(path:step:code:)``; the file then holds its previous
    ///   contents, unless ``AtomicFileError/isFileInPlace`` (only the directory `fsync` failed).
    public static func replace(
        directory: String, name: String, contents: some ContiguousBytes, mode: UInt32
    ) throws(AtomicFileError) {
        let target = directory + "/" + name
        let temporary = try writeTemporary(contents, directory: directory, name: name, mode: mode)
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw .failed(path: target, step: .rename, code: code)
        }
        try synchronizeDirectory(directory)
    }

    /// Creates `directory/name`, which must not exist yet, with `contents` and exactly `mode`.
    /// On file systems without hard links the name is reserved with `O_CREAT | O_EXCL` and the
    /// temporary file renamed over that reservation.
    /// - Throws: ``AtomicFileError/alreadyExists(path:)`` when something is at the name (it is
    ///   left untouched), ``AtomicFileError/failed(path:step:code:)`` otherwise; nothing is left
    ///   behind, unless ``AtomicFileError/isFileInPlace`` (only the directory `fsync` failed).
    public static func create(
        directory: String, name: String, contents: some ContiguousBytes, mode: UInt32
    ) throws(AtomicFileError) {
        let target = directory + "/" + name
        let temporary = try writeTemporary(contents, directory: directory, name: name, mode: mode)
        do throws(AtomicFileError) {
            try publish(temporary, as: target, mode: mode)
        } catch {
            unlink(temporary)
            throw error
        }
        unlink(temporary)
        try synchronizeDirectory(directory)
    }

    /// `fsync` of `directory`, so that a name created, renamed or removed in it survives a crash.
    /// - Throws: ``AtomicFileError/failed(path:step:code:)`` naming `directory`.
    public static func synchronizeDirectory(_ directory: String) throws(AtomicFileError) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .failed(path: directory, step: .openDirectory, code: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .failed(path: directory, step: .fsyncDirectory, code: errno) }
    }

    // MARK: - Steps

    /// Writes `contents` to a new temporary file beside `directory/name` and returns its path;
    /// errors name the target, and leave no temporary file.
    private static func writeTemporary(
        _ contents: some ContiguousBytes, directory: String, name: String, mode: UInt32
    ) throws(AtomicFileError) -> String {
        let target = directory + "/" + name
        let temporary =
            directory + "/" + temporaryPrefix(for: name) + String(getpid()) + "-"
            + String(UInt64.random(in: .min ... .max), radix: 16)
        let permissions = mode_t(truncatingIfNeeded: mode & 0o7777)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, permissions)
        guard descriptor >= 0 else { throw .failed(path: target, step: .createTemporaryFile, code: errno) }
        var failure: (step: AtomicFileError.Step, code: Int32)?
        // open applies the umask; the file must have exactly `mode`.
        if fchmod(descriptor, permissions) != 0 {
            failure = (.chmod, errno)
        } else if let code = writeAll(contents, to: descriptor) {
            failure = (.write, code)
        } else if fsync(descriptor) != 0 {
            failure = (.fsync, errno)
        }
        if close(descriptor) != 0, failure == nil { failure = (.close, errno) }
        if let failure {
            unlink(temporary)
            throw .failed(path: target, step: failure.step, code: failure.code)
        }
        return temporary
    }

    /// Writes all of `contents`, resuming after partial writes and `EINTR`; the `errno` of a
    /// failure, or nil.
    private static func writeAll(_ contents: some ContiguousBytes, to descriptor: Int32) -> Int32? {
        contents.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let count = write(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    return code
                }
                offset += count
            }
            return nil
        }
    }

    /// Gives the finished temporary file the name `target` without replacing anything there.
    private static func publish(_ temporary: String, as target: String, mode: UInt32) throws(AtomicFileError) {
        if link(temporary, target) == 0 { return }
        let linkError = errno
        if linkError == EEXIST { throw .alreadyExists(path: target) }
        guard linkError == EPERM || linkError == ENOTSUP || linkError == EOPNOTSUPP || linkError == EMLINK else {
            throw .failed(path: target, step: .link, code: linkError)
        }
        // No hard links here: reserve the name exclusively, then replace only that reservation.
        let permissions = mode_t(truncatingIfNeeded: mode & 0o7777)
        let reservation = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, permissions)
        guard reservation >= 0 else {
            let code = errno
            if code == EEXIST { throw .alreadyExists(path: target) }
            throw .failed(path: target, step: .reserveName, code: code)
        }
        close(reservation)
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(target)
            throw .failed(path: target, step: .rename, code: code)
        }
    }
}
