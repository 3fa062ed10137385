import Foundation
import ZilliqaKit

extension KeyValueStore {
    /// The most times ``update(_:as:_:)`` reads, changes and tries to save a value before it
    /// gives up: 100.
    ///
    /// A try fails only when another writer saved another value under the same key between the
    /// try's read and its write, so every failed try is someone else's change saved. A zhip-cli
    /// command changes a value once, so with N commands at once on one home a try fails at most
    /// N − 1 times: 100 is far more than anyone runs at once, and a writer that never stops (a
    /// runaway script) ends this change with an error after a hundred file writes instead of a hang.
    public static var maximumUpdateAttempts: Int { 100 }

    /// Reads the value saved under `key` (nil: none), lets `change` edit it (setting nil deletes
    /// it), and saves the result only if what is saved is still what was read; when another
    /// writer saved meanwhile it reads again and changes that, up to ``maximumUpdateAttempts``
    /// times. Nothing is written when `change` leaves the value as it was. Returns what `change`
    /// returned on the try that counted.
    ///
    /// Every store that changes a saved value (rather than replacing it whole) does it here, so
    /// that of several processes changing the same value at once none loses another's change:
    /// the write is ``replaceJSON(_:for:ifSavedIs:)``, which ``FileStorageBackend`` compares and
    /// writes under its file lock. `change` may run more than once, so it only computes from the
    /// value it is given.
    ///
    /// ```swift
    /// try preferences.update(.explorers, as: [String: String].self) { explorers in
    ///     explorers = (explorers ?? [:]).merging(["devnet": "https://explorer.example"]) { _, new in new }
    /// }
    /// ```
    ///
    /// - Throws: ``PersistenceError/updateContended(key:location:attempts:)`` when every try found
    ///   another value saved (nothing of this change is saved);
    ///   ``PersistenceError/valueNotDecodable(key:type:location:)`` when what is saved is not a
    ///   `Value`; the storage's error when it cannot be read or written.
    @discardableResult
    public func update<Value: Codable, Outcome>(
        _ key: Key, as type: Value.Type = Value.self, _ change: (inout Value?) -> Outcome
    ) throws(PersistenceError) -> Outcome {
        for _ in 0..<Self.maximumUpdateAttempts {
            let before = try savedJSON(key)
            var value: Value? = nil
            if let before { value = try decode(before, as: Value.self, for: key) }
            let outcome = change(&value)
            var after: Data? = nil
            if let value { after = try encode(value, for: key) }
            if JSONValue.sameJSON(before, after) { return outcome }
            if try replaceJSON(after, for: key, ifSavedIs: before) { return outcome }
        }
        throw .updateContended(key: key.rawValue, location: storage.location, attempts: Self.maximumUpdateAttempts)
    }
}
