public import ZhipCore
import ZhipTesting

extension KeyValueStore {
    /// A store over a new, empty ``InMemoryKeyValueStorage``.
    ///
    /// ```swift
    /// @Test(.container { $0.preferences.register { .inMemory() } })
    /// ```
    public static func inMemory() -> KeyValueStore<Key> {
        KeyValueStore(storage: InMemoryKeyValueStorage())
    }
}
