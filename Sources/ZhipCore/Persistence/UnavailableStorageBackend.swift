import Foundation

/// A storage that cannot be used, and says why on every call: what the container's
/// ``Container/preferences`` and ``Container/securePersistence`` fall back to when
/// ``Container/zhipPaths`` found no home directory, so the error reaches whoever first reads
/// or writes instead of stopping the program at start-up.
struct UnavailableStorageBackend: StorageBackend {
    let error: PersistenceError

    var location: String { "(no directory)" }

    func data(forKey key: String) throws(PersistenceError) -> Data? { throw error }

    func setData(_ data: Data, forKey key: String) throws(PersistenceError) { throw error }

    func removeData(forKey key: String) throws(PersistenceError) { throw error }
}
