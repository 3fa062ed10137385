import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

/// Adds `count` numbers, `first` onwards, to the list under `numbers`, one ``KeyValueStore/update(_:as:_:)``
/// each, every update on a thread of its own, all at once.
func addAtOnce(_ count: Int, from first: Int = 0, to store: TestStore) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
        for number in first..<(first + count) {
            group.addTask {
                try await DedicatedThread.run { () throws(PersistenceError) in
                    try store.update(TestKey("numbers"), as: [Int].self) { numbers in
                        numbers = (numbers ?? []) + [number]
                    }
                }
            }
        }
        try await group.waitForAll()
    }
}

@Suite("KeyValueStore.update: one read, change and write that loses no other writer's change")
struct KeyValueStoreUpdateTests {
    @Test("64 threads each adding a number to one list in one file keep all 64")
    func threadsOnOneFile() async throws {
        try await withTemporaryDirectory { directory in
            let store = TestStore(storage: fileStorage(in: directory))

            try await addAtOnce(64, to: store)

            let numbers = try #require(try store.load(TestKey("numbers"), as: [Int].self))
            #expect(numbers.sorted() == Array(0..<64), "kept \(numbers.count) of 64")
        }
    }

    @Test("32 threads on each of two storages of the same file, as two processes would be, keep all 64")
    func twoStoragesOfOneFile() async throws {
        try await withTemporaryDirectory { directory in
            let first = TestStore(storage: fileStorage(in: directory))
            let second = TestStore(storage: fileStorage(in: directory))

            async let firstHalf: Void = addAtOnce(32, to: first)
            async let secondHalf: Void = addAtOnce(32, from: 32, to: second)
            _ = try await (firstHalf, secondHalf)

            let numbers = try #require(
                try TestStore(storage: fileStorage(in: directory)).load(TestKey("numbers"), as: [Int].self))
            #expect(numbers.sorted() == Array(0..<64), "kept \(numbers.count) of 64")
        }
    }

    @Test("another process adding to the same list at the same time loses nothing, and neither does this one")
    func twoProcesses() async throws {
        try await withTemporaryDirectory { directory in
            async let child = #expect(processExitsWith: .success) { [directory = directory as String] in
                let store = KeyValueStore<TestKey>(storage: fileStorage(in: directory))
                for number in 0..<100 {
                    try store.update(TestKey("numbers"), as: [Int].self) { $0 = ($0 ?? []) + [number] }
                }
            }
            let parent = TestStore(storage: fileStorage(in: directory))
            // Start once the child is writing, so that the two really overlap (bounded: a child
            // that never starts fails its own expectation, and this test still checks the file).
            var polls = 0
            while try !parent.contains(TestKey("numbers")), polls < 2000 {
                try await Task.sleep(for: .milliseconds(5))
                polls += 1
            }
            try await DedicatedThread.run { () throws(PersistenceError) in
                for number in 100..<200 {
                    try parent.update(TestKey("numbers"), as: [Int].self) { $0 = ($0 ?? []) + [number] }
                }
            }
            _ = await child

            let numbers = try #require(try parent.load(TestKey("numbers"), as: [Int].self))
            #expect(numbers.sorted() == Array(0..<200), "kept \(numbers.count) of 200")
        }
    }

    @Test("64 threads each adding a number to one list in memory keep all 64")
    func threadsInMemory() async throws {
        let store = TestStore(storage: InMemoryStorageBackend())

        try await addAtOnce(64, to: store)

        let numbers = try #require(try store.load(TestKey("numbers"), as: [Int].self))
        #expect(numbers.sorted() == Array(0..<64), "kept \(numbers.count) of 64")
    }

    @Test("a storage where another writer always saved first is tried the limit's number of times, then refused")
    func givesUpPastTheLimit() throws {
        let storage = ConflictingStorageBackend()
        let store = TestStore(storage: storage)

        let error = #expect(throws: PersistenceError.self) {
            try store.update(TestKey("numbers"), as: [Int].self) { $0 = [1] }
        }

        #expect(
            error
                == .updateContended(
                    key: "numbers", location: storage.location, attempts: TestStore.maximumUpdateAttempts))
        #expect(storage.swapAttempts == TestStore.maximumUpdateAttempts)
        #expect(error?.description.contains("run the command again") == true)
    }

    @Test("an update that leaves the value as it was writes nothing, and returns what the change said")
    func unchangedWritesNothing() throws {
        let storage = ConflictingStorageBackend(saved: Data("[1, 2]".utf8))
        let store = TestStore(storage: storage)

        let count = try store.update(TestKey("numbers"), as: [Int].self) { numbers in numbers?.count ?? 0 }

        #expect(count == 2)
        #expect(storage.swapAttempts == 0)
    }

    @Test("setting the value to nil deletes it")
    func nilDeletes() throws {
        let store = TestStore(storage: InMemoryStorageBackend())
        try store.save([1], for: TestKey("numbers"))

        try store.update(TestKey("numbers"), as: [Int].self) { $0 = nil }

        #expect(try store.contains(TestKey("numbers")) == false)
    }

    @Test("a saved value of another type is reported, not replaced")
    func otherTypeNotReplaced() throws {
        let store = TestStore(storage: InMemoryStorageBackend())
        try store.save("not a list", for: TestKey("numbers"))

        #expect(throws: PersistenceError.self) {
            try store.update(TestKey("numbers"), as: [Int].self) { $0 = [1] }
        }
        #expect(try store.load(TestKey("numbers"), as: String.self) == "not a list")
    }
}
