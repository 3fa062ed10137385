import Foundation
import Testing
import ZhipCore
import ZhipTesting

@Suite("In-memory storage: compare and replace")
struct InMemoryStorageBackendTests {
    @Test("of many tasks replacing the same value at once, exactly one succeeds")
    func oneOfManyWins() async throws {
        let storage = InMemoryStorageBackend()

        let wins = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<64 {
                group.addTask {
                    (try? storage.replaceData(Data("\(task)".utf8), forKey: "pin", ifCurrent: nil)) ?? false
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }

        #expect(wins == 1)
    }

    @Test("a value written differently but equal as JSON counts as the current one")
    func sameJSONMatches() throws {
        let storage = InMemoryStorageBackend(["pin": Data(#"{"a":1,"b":2}"#.utf8)])

        let replaced = try storage.replaceData(
            Data("3".utf8), forKey: "pin", ifCurrent: Data(#"{ "b": 2, "a": 1 }"#.utf8))

        #expect(replaced)
        #expect(try storage.data(forKey: "pin") == Data("3".utf8))
    }

    @Test("replacing with nothing removes the value")
    func replaceWithNothingRemoves() throws {
        let storage = InMemoryStorageBackend(["pin": Data("1".utf8)])

        _ = try storage.replaceData(nil, forKey: "pin", ifCurrent: Data("1".utf8))

        #expect(storage.keys.isEmpty)
    }
}
