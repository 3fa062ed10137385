public import Foundation
import Synchronization
public import ZhipCore

/// A ``StorageBackend`` where another writer always saved first: it holds `saved` under every key,
/// and every compare-and-swap (``replaceData(_:forKey:ifCurrent:)``) finds it changed and writes
/// nothing, to test how ``KeyValueStore/update(_:as:_:)`` gives up.
///
/// ```swift
/// let storage = ConflictingStorageBackend()
/// #expect(throws: PersistenceError.self) { try Preferences(storage: storage).update(.explorers, as: [String: String].self) { $0 = [:] } }
/// ```
public final class ConflictingStorageBackend: StorageBackend {
    private let saved: Data?
    private let swaps = Mutex(0)

    /// A storage holding `saved` (JSON bytes; nil: nothing) under every key.
    public init(saved: Data? = nil) {
        self.saved = saved
    }

    public var location: String { "conflicting storage" }

    /// How many compare-and-swaps were asked of it.
    public var swapAttempts: Int { swaps.withLock { $0 } }

    public func data(forKey key: String) throws(PersistenceError) -> Data? { saved }

    /// Saves nothing: the other writer's value stays.
    public func setData(_ data: Data, forKey key: String) throws(PersistenceError) {}

    /// Removes nothing: the other writer's value stays.
    public func removeData(forKey key: String) throws(PersistenceError) {}

    /// Counts the try and says another value was found.
    public func replaceData(_ data: Data?, forKey key: String, ifCurrent expected: Data?) throws(PersistenceError)
        -> Bool
    {
        swaps.withLock { $0 += 1 }
        return false
    }
}
