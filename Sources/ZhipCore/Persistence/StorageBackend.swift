public import Foundation
import ZilliqaKit

/// Where a ``KeyValueStore`` keeps its values: each one the JSON encoding of a Codable value,
/// under its key's raw value. ``FileStorageBackend`` writes them to a file;
/// `InMemoryStorageBackend` (ZhipCoreTestSupport) keeps them in memory for tests.
///
/// Conformers store and return the bytes they are given; ``KeyValueStore`` does all encoding
/// and decoding, so every storage behaves the same for every type.
///
/// ```swift
/// let preferences = Preferences(storage: InMemoryStorageBackend())
/// ```
public protocol StorageBackend: Sendable {
    /// Where the values live, for error messages: a file path, or a short name such as `memory`.
    var location: String { get }

    /// Where damaged copies of the storage's file were moved aside, oldest first (none by
    /// default: a storage without a file has none).
    var damagedCopies: [String] { get }

    /// The JSON bytes saved under `key`, or nil when there are none.
    func data(forKey key: String) throws(PersistenceError) -> Data?

    /// Saves `data`, one JSON value, under `key`, replacing what was there.
    func setData(_ data: Data, forKey key: String) throws(PersistenceError)

    /// Removes what is saved under `key`; nothing happens when there is nothing.
    func removeData(forKey key: String) throws(PersistenceError)

    /// Saves `data` under `key` (nil removes it) only if what is saved there is `expected`
    /// (nil: nothing), compared as JSON values; true when it did. ``FileStorageBackend`` reads,
    /// compares and writes under its file lock, so of several processes replacing the same
    /// value exactly one succeeds; `InMemoryStorageBackend` does the same under its lock. The
    /// default reads and then writes, which is only safe for a storage that one caller at a
    /// time uses (the storages that refuse every read and write).
    func replaceData(_ data: Data?, forKey key: String, ifCurrent expected: Data?) throws(PersistenceError) -> Bool
}

extension StorageBackend {
    /// None: a storage that keeps no file has no damaged copies.
    public var damagedCopies: [String] { [] }

    public func replaceData(_ data: Data?, forKey key: String, ifCurrent expected: Data?) throws(PersistenceError)
        -> Bool
    {
        guard JSONValue.sameJSON(try self.data(forKey: key), expected) else { return false }
        if let data { try setData(data, forKey: key) } else { try removeData(forKey: key) }
        return true
    }
}
