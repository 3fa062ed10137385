import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport

/// Keys made up by a test: any string is a key.
struct TestKey: RawRepresentable, Hashable, Sendable {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    init(_ rawValue: String) { self.rawValue = rawValue }
}

typealias TestStore = KeyValueStore<TestKey>

/// A standard file storage `store.json` in `directory`, whose corrupt files are dated `date`.
func fileStorage(
    in directory: String, protection: FileStorageBackend.Protection = .standard,
    date: Date = Date(timeIntervalSince1970: 1_767_225_600)
) -> FileStorageBackend {
    FileStorageBackend(
        directory: directory, fileName: "store.json", protection: protection, dateProvider: FixedDateProvider(date))
}

/// The names in `directory`.
func names(in directory: String) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: directory))
}

@Suite("File store: atomic writes, permissions, corrupt files")
struct FileStoreTests {
    // MARK: - Atomic writes

    @Test("after many saves and deletes only the file and its lock file are left, no temporary files")
    func noTemporaryFilesLeft() async throws {
        try await withTemporaryDirectory { directory in
            let store = TestStore(storage: fileStorage(in: directory))

            for index in 0..<20 {
                try store.save(index, for: TestKey("k\(index % 3)"))
                try store.delete(TestKey("k\((index + 1) % 3)"))
            }

            #expect(try names(in: directory) == ["store.json", ".store.json.lock"])
        }
    }

    @Test("a temporary file left by a crashed writer is removed by the next save")
    func staleTemporaryRemoved() async throws {
        try await withTemporaryDirectory { directory in
            let stale = directory + "/.store.json.tmp-12345-abcdef"
            try Data("half a write".utf8).write(to: URL(fileURLWithPath: stale))
            let store = TestStore(storage: fileStorage(in: directory))

            try store.save(true, for: TestKey("flag"))

            #expect(!FileManager.default.fileExists(atPath: stale))
        }
    }

    @Test("the file is a readable JSON object of keys and values")
    func fileFormat() async throws {
        try await withTemporaryDirectory { directory in
            let store = TestStore(storage: fileStorage(in: directory))

            try store.save("b", for: TestKey("beta"))
            try store.save(1, for: TestKey("alpha"))

            let text = try String(contentsOfFile: directory + "/store.json", encoding: .utf8)
            #expect(text == "{\n  \"alpha\" : 1,\n  \"beta\" : \"b\"\n}\n")
        }
    }

    @Test("values written by hand or another version survive a save of another key")
    func otherValuesPreserved() async throws {
        try await withTemporaryDirectory { directory in
            let original =
                #"{"big":18446744073709551615,"neg":-9223372036854775808,"pi":3.141592653589793,"#
                + #""nested":{"list":[1,"two",null,false]},"text":"héllo \"quoted\" / slash"}"#
            try Data(original.utf8).write(to: URL(fileURLWithPath: directory + "/store.json"))
            let store = TestStore(storage: fileStorage(in: directory))

            try store.save(true, for: TestKey("added"))

            let written = try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: directory + "/store.json")))
            let expected = try JSONSerialization.jsonObject(with: Data(original.utf8))
            var expectedObject = try #require(expected as? [String: Any])
            expectedObject["added"] = true
            #expect(NSDictionary(dictionary: try #require(written as? [String: Any])).isEqual(to: expectedObject))
            #expect(try store.load(TestKey("big"), as: UInt64.self) == .max)
            #expect(try store.load(TestKey("neg"), as: Int64.self) == .min)
        }
    }

    @Test("deleting from a store that has no file creates no file")
    func deleteWithoutFile() async throws {
        try await withTemporaryDirectory { directory in
            let store = TestStore(storage: fileStorage(in: directory + "/sub"))

            try store.delete(TestKey("nothing"))

            #expect(!FileManager.default.fileExists(atPath: directory + "/sub/store.json"))
        }
    }

    // MARK: - Permissions

    @Test("the file is 0600 and the directory 0700 after the first save")
    func permissionsAfterFirstWrite() async throws {
        try await withTemporaryDirectory { directory in
            let store = TestStore(storage: fileStorage(in: directory + "/config"))

            try store.save(true, for: TestKey("flag"))

            #expect(try mode(of: directory + "/config") == 0o700)
            #expect(try mode(of: directory + "/config/store.json") == 0o600)
        }
    }

    @Test("a file someone made 0644 is 0600 again after the next save")
    func rewriteRestoresMode() async throws {
        try await withTemporaryDirectory { directory in
            let store = TestStore(storage: fileStorage(in: directory))
            try store.save(1, for: TestKey("n"))
            chmod(directory + "/store.json", 0o644)

            try store.save(2, for: TestKey("n"))

            #expect(try mode(of: directory + "/store.json") == 0o600)
        }
    }

    @Test("a standard store uses an existing directory whatever its mode, and leaves the mode alone")
    func standardAcceptsLooseDirectory() async throws {
        try await withTemporaryDirectory { directory in
            chmod(directory, 0o755)
            let store = TestStore(storage: fileStorage(in: directory))

            try store.save(1, for: TestKey("n"))

            #expect(try mode(of: directory) == 0o755)
            #expect(try store.load(TestKey("n"), as: Int.self) == 1)
        }
    }

    @Test("a regular file where the directory should be is reported")
    func fileInPlaceOfDirectory() async throws {
        try await withTemporaryDirectory { directory in
            try Data().write(to: URL(fileURLWithPath: directory + "/config"))
            let store = TestStore(storage: fileStorage(in: directory + "/config"))

            #expect(throws: PersistenceError.notADirectory(path: directory + "/config")) {
                try store.save(1, for: TestKey("n"))
            }
        }
    }

    @Test("a FIFO in place of the file is refused at once instead of hanging the reader")
    func fifoRefused() async throws {
        try await withTemporaryDirectory { directory in
            #expect(mkfifo(directory + "/store.json", 0o600) == 0)
            let store = TestStore(storage: fileStorage(in: directory))

            #expect(throws: PersistenceError.notARegularFile(path: directory + "/store.json")) {
                try store.load(TestKey("n"), as: Int.self)
            }
        }
    }

    @Test("a file far larger than any store is refused")
    func hugeFileRefused() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, off_t(FileStorageBackend.maximumFileSize + 1)) == 0)
            let store = TestStore(storage: fileStorage(in: directory))

            #expect(throws: PersistenceError.fileTooLarge(path: path, limit: FileStorageBackend.maximumFileSize)) {
                try store.load(TestKey("n"), as: Int.self)
            }
        }
    }

    // MARK: - Corrupt files

    @Test("a file that is not JSON is reported, moved aside with its bytes intact, and not replaced")
    func corruptFileMovedAside() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            let garbage = Data("{\"wallet\": \"unfinished".utf8)
            try garbage.write(to: URL(fileURLWithPath: path))
            let store = TestStore(storage: fileStorage(in: directory))

            let error = #expect(throws: PersistenceError.self) { try store.load(TestKey("wallet"), as: String.self) }

            let moved = path + ".corrupt-20260101T000000Z"
            #expect(error == .corruptFile(path: path, reason: .notJSON, movedTo: moved))
            #expect(try Data(contentsOf: URL(fileURLWithPath: moved)) == garbage)
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test("after a corrupt file is moved aside the store starts empty and saves again")
    func storeUsableAfterCorruption() async throws {
        try await withTemporaryDirectory { directory in
            try Data("not json".utf8).write(to: URL(fileURLWithPath: directory + "/store.json"))
            let store = TestStore(storage: fileStorage(in: directory))
            _ = try? store.load(TestKey("n"), as: Int.self)

            try store.save(5, for: TestKey("n"))

            #expect(try store.load(TestKey("n"), as: Int.self) == 5)
        }
    }

    @Test("a save that finds a corrupt file reports it instead of writing over it")
    func saveDoesNotOverwriteCorrupt() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            try Data("[1, 2, 3]".utf8).write(to: URL(fileURLWithPath: path))
            let store = TestStore(storage: fileStorage(in: directory))

            #expect(
                throws: PersistenceError.corruptFile(
                    path: path, reason: .notAnObject, movedTo: path + ".corrupt-20260101T000000Z")
            ) {
                try store.save(1, for: TestKey("n"))
            }
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test("an empty file is corrupt too")
    func emptyFileIsCorrupt() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            try Data().write(to: URL(fileURLWithPath: path))
            let store = TestStore(storage: fileStorage(in: directory))

            #expect(
                throws: PersistenceError.corruptFile(
                    path: path, reason: .empty, movedTo: path + ".corrupt-20260101T000000Z")
            ) {
                try store.contains(TestKey("n"))
            }
        }
    }

    @Test("a second corrupt file in the same second is moved to a new name, keeping the first")
    func secondCorruptionGetsNewName() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/store.json"
            let store = TestStore(storage: fileStorage(in: directory))
            try Data("first".utf8).write(to: URL(fileURLWithPath: path))
            _ = try? store.load(TestKey("n"), as: Int.self)
            try Data("second".utf8).write(to: URL(fileURLWithPath: path))

            let error = #expect(throws: PersistenceError.self) { try store.load(TestKey("n"), as: Int.self) }

            let first = path + ".corrupt-20260101T000000Z"
            #expect(error == .corruptFile(path: path, reason: .notJSON, movedTo: first + "-2"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data("first".utf8))
            #expect(try Data(contentsOf: URL(fileURLWithPath: first + "-2")) == Data("second".utf8))
        }
    }

    @Test("one value of the wrong type is reported and left in place; the file is not moved")
    func wrongTypeValueLeftInPlace() async throws {
        try await withTemporaryDirectory { directory in
            let storage = fileStorage(in: directory)
            let store = TestStore(storage: storage)
            try store.save("text", for: TestKey("n"))
            try store.save(true, for: TestKey("other"))

            #expect(throws: PersistenceError.valueNotDecodable(key: "n", type: "a number", location: storage.path)) {
                try store.load(TestKey("n"), as: Int.self)
            }
            #expect(try names(in: directory) == ["store.json", ".store.json.lock"])
            #expect(try store.load(TestKey("other"), as: Bool.self) == true)
        }
    }
}
