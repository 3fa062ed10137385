public import Foundation
import ZilliqaKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ``StorageBackend`` in one JSON file: an object of keys and values, such as
/// `{"hasAcceptedTermsOfService": true, "cachedBalance": "1500000000000"}`.
///
/// ```swift
/// let storage = FileStorageBackend(directory: paths.dataDirectory, fileName: "secure.json", protection: .secret)
/// let secure = SecurePersistence(storage: storage)
/// ```
///
/// - **Atomic.** Every save rewrites the whole file through a temporary file in the same
///   directory (created with `O_CREAT|O_EXCL` and mode 0600, written, `fsync`ed, renamed over
///   the file, the directory `fsync`ed), so a crash leaves the old file or the new one. Temporary
///   files left by a crashed writer are removed on the next save.
/// - **Private.** Directories it creates are 0700, and the file is 0600 after every write,
///   whatever the umask (never `Data.write(options: .atomic)`, which leaves 0644).
///   With ``Protection/secret`` it also refuses, with an error that says which `chmod` to run,
///   to use a directory or file that other users can reach or that belongs to another user;
///   it never loosens or silently tightens what it finds.
/// - **Safe with other writers.** Every operation holds an exclusive `flock` on a lock file
///   beside the file (`.secure.json.lock`), across the whole read-modify-write, so two store
///   instances or two processes saving different keys at once both keep their value, and
///   ``replaceData(_:forKey:ifCurrent:)`` is a compare-and-swap: of several processes replacing
///   the same value, exactly one succeeds.
/// - **Never silently replaced.** A file that is not a JSON object is renamed to
///   `<file>.corrupt-<UTC time>` and reported as ``PersistenceError/corruptFile(path:reason:movedTo:)``
///   by the operation that found it; the next operation starts from an empty store.
///   A single value of the wrong type is reported by `load` and left in place.
/// - Reading creates nothing but the lock file, and nothing at all when the directory does not
///   exist: with no directory or no file, every key is absent.
/// - A symbolic link in place of the file is read through, but the next save replaces the link
///   with a regular file.
public struct FileStorageBackend: StorageBackend {
    /// How strictly the storage treats the directory and file it finds.
    public enum Protection: Sendable, Hashable {
        /// Creates 0700 directories and writes 0600 files, and uses an existing directory
        /// whatever its mode (preferences).
        case standard
        /// Like ``standard``, and refuses a directory or file that another user owns or may
        /// read, write or enter (secrets).
        case secret
    }

    /// The largest file this storage reads; Zhip's own files are a few kilobytes.
    public static let maximumFileSize = 16 * 1024 * 1024

    /// The directory of the file, created (0700) by the first save.
    public let directory: String
    /// The file's name, e.g. `preferences.json`.
    public let fileName: String
    /// How strictly directory and file permissions are checked.
    public let protection: Protection
    private let dateProvider: any DateProvider

    /// A storage in `directory/fileName`; `dateProvider` dates the name a corrupt file is
    /// moved to.
    public init(
        directory: String, fileName: String, protection: Protection,
        dateProvider: any DateProvider = SystemDateProvider()
    ) {
        self.directory = directory
        self.fileName = fileName
        self.protection = protection
        self.dateProvider = dateProvider
    }

    /// The file's path.
    public var path: String { directory + "/" + fileName }

    /// The lock file every writer holds: `.<fileName>.lock` beside the file.
    public var lockPath: String { directory + "/." + fileName + ".lock" }

    public var location: String { path }

    // MARK: - StorageBackend

    public func data(forKey key: String) throws(PersistenceError) -> Data? {
        guard try checkDirectory(creating: false) else { return nil }
        return try FileSystem.withExclusiveLock(lockPath) { () throws(PersistenceError) -> Data? in
            guard let value = try unsafeReadObject()[key] else { return nil }
            return try Self.encode(value, key: key)
        }
    }

    public func setData(_ data: Data, forKey key: String) throws(PersistenceError) {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .valueNotEncodable(key: key, type: "JSON")
        }
        try update { object in
            object[key] = value
            return true
        }
    }

    public func removeData(forKey key: String) throws(PersistenceError) {
        try update { object in object.removeValue(forKey: key) != nil }
    }

    /// Reads, compares and writes under the one lock every operation takes.
    public func replaceData(_ data: Data?, forKey key: String, ifCurrent expected: Data?) throws(PersistenceError)
        -> Bool
    {
        let value: JSONValue?
        do {
            value = try data.map { try JSONDecoder().decode(JSONValue.self, from: $0) }
        } catch {
            throw .valueNotEncodable(key: key, type: "JSON")
        }
        let expectedValue = expected.flatMap { try? JSONDecoder().decode(JSONValue.self, from: $0) }
        var swapped = false
        try update { object in
            guard object[key] == expectedValue, expected == nil || expectedValue != nil else { return false }
            swapped = true
            guard object[key] != value else { return false }
            object[key] = value
            return true
        }
        return swapped
    }

    // MARK: - Reading and writing the file

    /// Reads the object, lets `change` edit it, and writes it back when `change` says it
    /// changed something; all under the lock.
    private func update(_ change: (inout [String: JSONValue]) -> Bool) throws(PersistenceError) {
        _ = try checkDirectory(creating: true)
        try FileSystem.withExclusiveLock(lockPath) { () throws(PersistenceError) in
            var object = try unsafeReadObject()
            guard change(&object) else { return }
            var data = try Self.encode(JSONValue.object(object), key: fileName)
            data.append(UInt8(ascii: "\n"))
            FileSystem.removeStaleTemporaries(of: fileName, in: directory)
            try FileSystem.writeAtomically(data, directory: directory, fileName: fileName)
        }
    }

    /// The file's object, or an empty one when there is no file; moves a file that is not an
    /// object aside and throws. Expects the lock to be held.
    private func unsafeReadObject() throws(PersistenceError) -> [String: JSONValue] {
        guard let contents = try FileSystem.readRegularFile(path, limit: Self.maximumFileSize) else { return [:] }
        if protection == .secret {
            try Self.requirePrivate(path: path, mode: contents.mode, owner: contents.owner, isDirectory: false)
        }
        let reason: PersistenceError.CorruptionReason
        if contents.data.isEmpty {
            reason = .empty
        } else {
            do {
                return try JSONDecoder().decode([String: JSONValue].self, from: contents.data)
            } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
                reason = .notAnObject
            } catch {
                reason = .notJSON
            }
        }
        switch FileSystem.moveAside(path, stamp: FileSystem.stamp(dateProvider.now), directory: directory) {
        case .success(let movedTo):
            throw .corruptFile(path: path, reason: reason, movedTo: movedTo)
        case .failure(let error):
            throw .cannotMoveCorruptFile(path: path, reason: reason, code: error.code)
        }
    }

    /// Checks the directory (and with `creating`, creates it first); false when it does not
    /// exist and was not to be created.
    private func checkDirectory(creating: Bool) throws(PersistenceError) -> Bool {
        if creating { try FileSystem.createDirectories(directory) }
        guard let status = try FileSystem.status(of: directory) else { return false }
        guard status.isDirectory else { throw .notADirectory(path: directory) }
        if protection == .secret {
            try Self.requirePrivate(path: directory, mode: status.mode, owner: status.owner, isDirectory: true)
        }
        return true
    }

    private static func requirePrivate(
        path: String, mode: UInt32, owner: uid_t, isDirectory: Bool
    ) throws(PersistenceError) {
        guard owner == geteuid() else { throw .notOwnedByUser(path: path) }
        guard mode & 0o077 == 0 else {
            throw isDirectory ? .insecureDirectory(path: path, mode: mode) : .insecureFile(path: path, mode: mode)
        }
    }

    private static func encode(_ value: JSONValue, key: String) throws(PersistenceError) -> Data {
        do {
            return try JSONEncoder.zhip(.pretty).encode(value)
        } catch {
            throw .valueNotEncodable(key: key, type: "JSON")
        }
    }
}
