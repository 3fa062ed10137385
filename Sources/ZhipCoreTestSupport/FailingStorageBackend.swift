public import Foundation
public import ZhipCore

/// A ``StorageBackend`` whose every operation throws one error, to test how code copes with
/// a full disk or a damaged file.
///
/// ```swift
/// let preferences = Preferences(storage: FailingStorageBackend(.writeFailed(path: "/x", operation: "fsync", code: 28)))
/// ```
public struct FailingStorageBackend: StorageBackend {
    /// What every operation throws.
    public let error: PersistenceError

    /// A storage that throws `error` from every operation.
    public init(_ error: PersistenceError) {
        self.error = error
    }

    public var location: String { "failing storage" }

    public func data(forKey key: String) throws(PersistenceError) -> Data? { throw error }

    public func setData(_ data: Data, forKey key: String) throws(PersistenceError) { throw error }

    public func removeData(forKey key: String) throws(PersistenceError) { throw error }
}
