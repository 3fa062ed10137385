import Foundation
import Synchronization
import ZhipCore

/// Where seeded stores keep their values: the JSON bytes ``ZhipCore/KeyValueStore`` writes, in
/// memory, so a seeded store reads and writes exactly as the app's file stores do.
final class MemoryStorage: KeyValueStorage {
    private let values = Mutex<[String: Data]>([:])

    var location: String { "seeded memory" }

    func data(forKey key: String) throws(PersistenceError) -> Data? {
        values.withLock { $0[key] }
    }

    func setData(_ data: Data, forKey key: String) throws(PersistenceError) {
        values.withLock { $0[key] = data }
    }

    func removeData(forKey key: String) throws(PersistenceError) {
        values.withLock { _ = $0.removeValue(forKey: key) }
    }
}
