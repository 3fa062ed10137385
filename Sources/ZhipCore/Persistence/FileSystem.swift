import Foundation
import ZilliqaKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX calls ``FileStorageBackend`` is made of: creating private directories, reading a
/// file without following it into a device or FIFO, writing a file atomically with the mode
/// it must keep, locking across processes, and moving a damaged file aside.
///
/// Every failure becomes a ``PersistenceError`` naming the path and the `errno`.
enum FileSystem {
    /// A regular file's bytes, with the owner and permission bits it had when read.
    struct Contents {
        let data: Data
        let mode: UInt32
        let owner: uid_t
    }

    /// What `stat` says about a path that exists.
    struct Status {
        let isDirectory: Bool
        let mode: UInt32
        let owner: uid_t
    }

    // MARK: - Directories

    /// `stat` of `path` (following symbolic links), or nil when nothing is there.
    static func status(of path: String) throws(PersistenceError) -> Status? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw .readFailed(path: path, code: code)
        }
        return Status(
            isDirectory: info.st_mode & S_IFMT == S_IFDIR, mode: UInt32(info.st_mode) & 0o7777, owner: info.st_uid)
    }

    /// Creates `path` and every missing directory above it with mode 0700 (like `mkdir -p`,
    /// but private); directories that already exist are left as they are.
    static func createDirectories(_ path: String) throws(PersistenceError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o700) == 0 {
                // mkdir applies the umask; a directory we create is 0700, never less usable.
                chmod(prefix, 0o700)
                continue
            }
            let code = errno
            guard code == EEXIST else { throw .cannotCreateDirectory(path: prefix, code: code) }
            guard let existing = try status(of: prefix), existing.isDirectory else {
                throw .notADirectory(path: prefix)
            }
        }
    }

    // MARK: - Reading

    /// The bytes of the regular file at `path`, or nil when there is no file. Refuses devices,
    /// FIFOs and directories (which could hang or flood a reader) and files over `limit` bytes.
    static func readRegularFile(_ path: String, limit: Int) throws(PersistenceError) -> Contents? {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; regular files ignore it.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw .readFailed(path: path, code: code)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .readFailed(path: path, code: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: path) }

        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .readFailed(path: path, code: errno)
            }
            if count == 0 { break }
            bytes += chunk[..<count]
            if bytes.count > limit { throw .fileTooLarge(path: path, limit: limit) }
        }
        return Contents(data: Data(bytes), mode: UInt32(info.st_mode) & 0o7777, owner: info.st_uid)
    }

    // MARK: - Writing

    /// Replaces `fileName` in `directory` with `data`, all or nothing, as a file of mode 0600,
    /// through ``AtomicFile/replace(directory:name:contents:mode:)``. A failure of the last step,
    /// the directory `fsync`, is thrown too, naming the directory: the new contents are then in place.
    static func writeAtomically(_ data: Data, directory: String, fileName: String) throws(PersistenceError) {
        do throws(AtomicFileError) {
            try AtomicFile.replace(directory: directory, name: fileName, contents: data, mode: 0o600)
        } catch {
            switch error {
            case .failed(let path, let step, let code):
                throw .writeFailed(path: path, operation: step.description, code: code)
            case .alreadyExists(let path):
                throw .writeFailed(path: path, operation: "rename", code: EEXIST)
            }
        }
    }

    /// Removes temporary files of `fileName` that a crashed writer left in `directory`. Only
    /// call with the store's lock held: then no other writer has one open.
    static func removeStaleTemporaries(of fileName: String, in directory: String) {
        let prefix = AtomicFile.temporaryPrefix(for: fileName)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink(directory + "/" + name)
        }
    }

    // MARK: - Locking

    /// Runs `body` holding an exclusive `flock` on `lockPath` (created 0600 if missing), which
    /// every store instance in every process takes before touching the file it guards. The lock
    /// file is never deleted: deleting it would let two writers lock two different files.
    static func withExclusiveLock<Result>(
        _ lockPath: String, _ body: () throws(PersistenceError) -> Result
    ) throws(PersistenceError) -> Result {
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw .cannotLock(path: lockPath, code: errno) }
        // Closing the descriptor releases the lock.
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            let code = errno
            if code != EINTR { throw .cannotLock(path: lockPath, code: code) }
        }
        return try body()
    }

    // MARK: - Damaged files

    /// Renames `path` to `<path>.corrupt-<stamp>` (with `-2`, `-3`, … when that name is taken)
    /// and returns the new path; nothing is overwritten. Only call with the store's lock held.
    static func moveAside(_ path: String, stamp: String, directory: String) -> Swift.Result<String, Errno> {
        for attempt in 1...1000 {
            let candidate = path + ".corrupt-" + stamp + (attempt == 1 ? "" : "-\(attempt)")
            var info = stat()
            if lstat(candidate, &info) == 0 { continue }
            guard rename(path, candidate) == 0 else { return .failure(Errno(code: errno)) }
            _ = try? AtomicFile.synchronizeDirectory(directory)
            return .success(candidate)
        }
        return .failure(Errno(code: EEXIST))
    }

    /// An `errno` value as an `Error`.
    struct Errno: Error {
        let code: Int32
    }

    /// `date` in UTC as `20260131T235959Z`, for names of moved-aside files.
    static func stamp(_ date: Date) -> String {
        var seconds = time_t(exactly: date.timeIntervalSince1970.rounded(.down)) ?? 0
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }
}
