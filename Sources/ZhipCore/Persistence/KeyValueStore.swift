public import Foundation
import ZilliqaKit

/// A typed key-value store: Codable values saved under the cases of `Key`, kept by a
/// ``StorageBackend`` (a file, or memory in tests).
///
/// ``Preferences`` and ``SecurePersistence`` are the two Zhip uses.
///
/// ```swift
/// let preferences = Container.shared.preferences()
/// try preferences.save(true, for: .hasAcceptedTermsOfService)
/// let accepted = try preferences.load(.hasAcceptedTermsOfService, as: Bool.self) ?? false
/// try preferences.save(balance, for: .cachedBalance)          // an Amount, as a Qa string
/// try preferences.delete(.cachedBalance)
/// try preferences.update(.explorers, as: [String: String].self) { $0?["devnet"] = nil }   // read, change, write: atomic
/// ```
///
/// A value that is read, changed and written back is changed with ``update(_:as:_:)`` (never a
/// `load` then a `save`), so another process changing it at the same time loses nothing.
///
/// Values are JSON-encoded as Zhip writes JSON (`JSONEncoder.zhip()`); a `Date` is written as
/// its exact `timeIntervalSinceReferenceDate`, so it reads back equal.
public struct KeyValueStore<Key: RawRepresentable & Sendable>: Sendable where Key.RawValue == String {
    /// Where the values are kept.
    public let storage: any StorageBackend

    /// A store over `storage`.
    public init(storage: any StorageBackend) {
        self.storage = storage
    }

    /// The value saved under `key`, or nil when there is none.
    ///
    /// - Throws: ``PersistenceError/valueNotDecodable(key:type:location:)`` when what is saved
    ///   is not a `T`, or the storage's error when it cannot be read.
    public func load<T: Decodable>(_ key: Key, as type: T.Type = T.self) throws(PersistenceError) -> T? {
        guard let json = try savedJSON(key) else { return nil }
        return try decode(json, as: T.self, for: key)
    }

    /// Saves `value` under `key`, replacing what was there.
    ///
    /// - Throws: ``PersistenceError/valueNotEncodable(key:type:)``, or the storage's error
    ///   when it cannot be written (then the previous value is still there).
    public func save<T: Encodable>(_ value: T, for key: Key) throws(PersistenceError) {
        try storage.setData(try encode(value, for: key), forKey: key.rawValue)
    }

    /// Removes the value saved under `key`; nothing happens when there is none.
    public func delete(_ key: Key) throws(PersistenceError) {
        try storage.removeData(forKey: key.rawValue)
    }

    /// True when a value is saved under `key`.
    public func contains(_ key: Key) throws(PersistenceError) -> Bool {
        try storage.data(forKey: key.rawValue) != nil
    }

    // MARK: - Compare and swap

    /// The JSON saved under `key` as it is, or nil: what a later
    /// ``replaceJSON(_:for:ifSavedIs:)`` expects to find.
    public func savedJSON(_ key: Key) throws(PersistenceError) -> Data? {
        try storage.data(forKey: key.rawValue)
    }

    /// Replaces what is saved under `key` with `json` (nil removes it), only if what is saved
    /// is still `expected` (nil: nothing), compared as JSON values. False, and nothing written,
    /// when it is not: someone else wrote meanwhile.
    ///
    /// ```swift
    /// let before = try secure.savedJSON(.pincode)
    /// let after = try secure.encode(record, for: .pincode)
    /// guard try secure.replaceJSON(after, for: .pincode, ifSavedIs: before) else { throw … }
    /// ```
    public func replaceJSON(_ json: Data?, for key: Key, ifSavedIs expected: Data?) throws(PersistenceError) -> Bool {
        try storage.replaceData(json, forKey: key.rawValue, ifCurrent: expected)
    }

    /// `value` as the JSON ``save(_:for:)`` writes.
    /// - Throws: ``PersistenceError/valueNotEncodable(key:type:)``.
    public func encode<T: Encodable>(_ value: T, for key: Key) throws(PersistenceError) -> Data {
        do {
            return try JSONEncoder.zhip().encode(value)
        } catch {
            throw .valueNotEncodable(key: key.rawValue, type: PersistedValueWords.words(for: T.self))
        }
    }

    /// `json` (from ``savedJSON(_:)``) as the `T` ``load(_:as:)`` reads.
    /// - Throws: ``PersistenceError/valueNotDecodable(key:type:location:)``.
    public func decode<T: Decodable>(_ json: Data, as type: T.Type = T.self, for key: Key) throws(PersistenceError) -> T
    {
        do {
            return try JSONDecoder().decode(T.self, from: json)
        } catch {
            throw .valueNotDecodable(
                key: key.rawValue, type: PersistedValueWords.words(for: T.self), location: storage.location)
        }
    }
}
