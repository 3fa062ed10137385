public import Foundation
import Synchronization
public import ZhipCore
import ZilliqaKit

/// A ``StorageBackend`` in memory, for tests, previews and seeded stores: it keeps the JSON
/// bytes the store gives it, so values go through the same encoding as on disk, but nothing
/// touches the file system.
///
/// ```swift
/// let preferences = Preferences.inMemory()
/// Container.shared.securePersistence.register { .inMemory() }
/// ```
public final class InMemoryStorageBackend: StorageBackend {
    private let values: Mutex<[String: Data]>

    /// An empty storage, or one holding `values` (JSON bytes by key).
    public init(_ values: [String: Data] = [:]) {
        self.values = Mutex(values)
    }

    public var location: String { "memory" }

    /// The keys that hold a value.
    public var keys: Set<String> { values.withLock { Set($0.keys) } }

    public func data(forKey key: String) throws(PersistenceError) -> Data? {
        values.withLock { $0[key] }
    }

    public func setData(_ data: Data, forKey key: String) throws(PersistenceError) {
        values.withLock { $0[key] = data }
    }

    public func removeData(forKey key: String) throws(PersistenceError) {
        _ = values.withLock { $0.removeValue(forKey: key) }
    }

    /// Compares and replaces under the storage's lock, so of several tasks replacing the same
    /// value exactly one succeeds, as with ``ZhipCore/FileStorageBackend``'s file lock.
    public func replaceData(_ data: Data?, forKey key: String, ifCurrent expected: Data?) throws(PersistenceError)
        -> Bool
    {
        values.withLock { values in
            guard JSONValue.sameJSON(values[key], expected) else { return false }
            values[key] = data
            return true
        }
    }
}
