public import ZhipCore
import ZhipTesting

extension KeyValueStore {
    /// A store over a new, empty ``InMemoryStorageBackend``.
    ///
    /// ```swift
    /// @Test(.container { $0.preferences.register { .inMemory() } })
    /// ```
    public static func inMemory() -> KeyValueStore<Key> {
        KeyValueStore(storage: InMemoryStorageBackend())
    }
}
