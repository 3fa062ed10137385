import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting

@Suite("KeyValueStore: typed load, save, delete, contains")
struct KeyValueStoreTests {
    @Test("a key never saved loads as nil and is not contained")
    func missingKey() throws {
        let preferences = Preferences.inMemory()

        #expect(try preferences.load(.network, as: NetworkPreference.self) == nil)
        #expect(try preferences.contains(.network) == false)
    }

    @Test("a saved value loads back and is contained")
    func saveThenLoad() throws {
        let preferences = Preferences.inMemory()

        try preferences.save(NetworkPreference.named("testnet"), for: .network)

        #expect(try preferences.load(.network, as: NetworkPreference.self) == .named("testnet"))
        #expect(try preferences.contains(.network))
    }

    @Test("saving again replaces the value")
    func saveReplaces() throws {
        let preferences = Preferences.inMemory()
        try preferences.save(false, for: .skipPincodeSetup)

        try preferences.save(true, for: .skipPincodeSetup)

        #expect(try preferences.load(.skipPincodeSetup, as: Bool.self) == true)
    }

    @Test("a deleted key loads as nil and is not contained")
    func deleteRemoves() throws {
        let preferences = Preferences.inMemory()
        try preferences.save(true, for: .hasAcceptedCrashReporting)

        try preferences.delete(.hasAcceptedCrashReporting)

        #expect(try preferences.load(.hasAcceptedCrashReporting, as: Bool.self) == nil)
        #expect(try preferences.contains(.hasAcceptedCrashReporting) == false)
    }

    @Test("deleting a key that holds nothing is not an error")
    func deleteMissing() throws {
        let preferences = Preferences.inMemory()

        try preferences.delete(.cachedBalance)

        #expect(try preferences.contains(.cachedBalance) == false)
    }

    @Test("a value of another type is reported with its key and place, without the value")
    func wrongTypeIsReported() throws {
        let preferences = Preferences.inMemory()
        try preferences.save("a secret-looking string", for: .balanceWasUpdatedAt)

        let error = #expect(throws: PersistenceError.self) {
            try preferences.load(.balanceWasUpdatedAt, as: Date.self)
        }

        #expect(error == .valueNotDecodable(key: "balanceWasUpdatedAt", type: "a date", location: "memory"))
        #expect(error?.description.contains("a secret-looking string") == false)
    }

    @Test("a value that cannot be JSON is refused and the old value kept")
    func unencodableValue() throws {
        let preferences = Preferences.inMemory()
        try preferences.save(1.5, for: .cachedBalance)

        #expect(throws: PersistenceError.valueNotEncodable(key: "cachedBalance", type: "a number")) {
            try preferences.save(Double.nan, for: .cachedBalance)
        }
        #expect(try preferences.load(.cachedBalance, as: Double.self) == 1.5)
    }

    @Test("a storage's error reaches the caller unchanged")
    func storageErrorPropagates() {
        let failure = PersistenceError.writeFailed(path: "/x/preferences.json", operation: "fsync", code: EIO)
        let preferences = Preferences(storage: FailingStorageBackend(failure))

        #expect(throws: failure) { try preferences.save(true, for: .skipPincodeSetup) }
        #expect(throws: failure) { try preferences.contains(.skipPincodeSetup) }
        #expect(throws: failure) { try preferences.delete(.skipPincodeSetup) }
    }

    @Test("the value goes to the storage as JSON under the key's raw value")
    func storageSeesJSON() throws {
        let storage = InMemoryStorageBackend()
        let preferences = Preferences(storage: storage)

        try preferences.save(NetworkPreference.custom(url: "http://127.0.0.1:5555", chainID: 222), for: .network)

        let data = try #require(try storage.data(forKey: "network"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["url"] as? String == "http://127.0.0.1:5555")
        #expect(object["chainID"] as? Int == 222)
        #expect(storage.keys == ["network"])
    }
}

@Suite("PersistenceError descriptions")
struct PersistenceErrorStoreTests {
    @Test(
        "every description names what failed and how to fix it",
        arguments: [
            (PersistenceError.noHomeDirectory, "--home"),
            (.emptyHomeDirectory(source: "--home"), "empty"),
            (.cannotCreateDirectory(path: "/p", code: EACCES), "Permission denied"),
            (.notADirectory(path: "/p"), "/p is not a directory"),
            (.notARegularFile(path: "/p"), "not a regular file"),
            (.insecureDirectory(path: "/p", mode: 0o755), "chmod 700 '/p'"),
            (.insecureFile(path: "/p", mode: 0o644), "chmod 600 '/p'"),
            (.notOwnedByUser(path: "/p"), "another user"),
            (.cannotLock(path: "/p", code: EACCES), "cannot lock /p"),
            (.readFailed(path: "/p", code: EIO), "cannot read /p"),
            (.fileTooLarge(path: "/p", limit: 10), "larger than 10 bytes"),
            (.writeFailed(path: "/p", operation: "fsync", code: ENOSPC), "No space left on device"),
            (.corruptFile(path: "/p", reason: .notJSON, movedTo: "/p.corrupt-1"), "moved to /p.corrupt-1"),
            (.cannotMoveCorruptFile(path: "/p", reason: .empty, code: EACCES), "by hand"),
            (.valueNotDecodable(key: "wallet", type: "a wallet", location: "/p"), "\"wallet\""),
            (.valueNotEncodable(key: "wallet", type: "a wallet"), "bug"),
        ])
    func descriptions(error: PersistenceError, expected: String) {
        #expect(error.description.contains(expected))
    }

    @Test("permission modes are written as chmod writes them")
    func modeIsOctal() {
        #expect(PersistenceError.insecureDirectory(path: "/p", mode: 0o755).description.contains("mode 0755"))
    }
}
