import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("File store: concurrent writers lose nothing")
struct FileStoreConcurrencyTests {
    @Test("two store instances saving 50 different keys each from parallel tasks keep all 100")
    func twoInstancesInParallel() async throws {
        try await withTemporaryDirectory { directory in
            let first = TestStore(storage: fileStorage(in: directory))
            let second = TestStore(storage: fileStorage(in: directory))

            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<50 {
                    group.addTask { try first.save(index, for: TestKey("first-\(index)")) }
                    group.addTask { try second.save(index, for: TestKey("second-\(index)")) }
                }
                try await group.waitForAll()
            }

            let reader = TestStore(storage: fileStorage(in: directory))
            for index in 0..<50 {
                #expect(try reader.load(TestKey("first-\(index)"), as: Int.self) == index)
                #expect(try reader.load(TestKey("second-\(index)"), as: Int.self) == index)
            }
        }
    }

    @Test("another process saving at the same time as this one loses nothing, and neither does this one")
    func twoProcesses() async throws {
        try await withTemporaryDirectory { directory in
            async let child = #expect(processExitsWith: .success) { [directory = directory as String] in
                let store = KeyValueStore<TestKey>(storage: fileStorage(in: directory))
                for index in 0..<150 {
                    try store.save(index, for: TestKey("child-\(index)"))
                }
            }
            let parent = TestStore(storage: fileStorage(in: directory))
            // Start once the child is writing, so that the two really overlap (bounded: a child
            // that never starts fails its own expectation, and this test still checks the file).
            var polls = 0
            while try !parent.contains(TestKey("child-0")), polls < 2000 {
                try await Task.sleep(for: .milliseconds(5))
                polls += 1
            }
            for index in 0..<100 {
                try parent.save(index, for: TestKey("parent-\(index)"))
            }
            _ = await child

            let reader = TestStore(storage: fileStorage(in: directory))
            for index in 0..<150 {
                #expect(try reader.load(TestKey("child-\(index)"), as: Int.self) == index)
            }
            for index in 0..<100 {
                #expect(try reader.load(TestKey("parent-\(index)"), as: Int.self) == index)
            }
        }
    }
}
