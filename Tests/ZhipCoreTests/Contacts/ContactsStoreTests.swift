import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The address book as stored: in a real file, with damaged entries, full, and changed by many at once.
@Suite("Address book store")
struct ContactsStoreTests {
    /// A book over `preferences.json` in `directory`, as zhip-cli keeps it.
    func book(in directory: String) -> DefaultContactsUseCase {
        DefaultContactsUseCase(preferences: Preferences(storage: ZhipPaths(home: directory).preferencesStorage()))
    }

    /// A stored entry of the book, as JSON.
    func entry(_ name: String, _ address: String) -> JSONValue {
        .object(["name": .string(name), "address": .string(address)])
    }

    @Test("a contact added through one file storage is read back by another of the same file")
    func persisted() async throws {
        try await withTemporaryDirectory { directory in
            let alice = try book(in: directory).add(name: "Alice", address: ContactFixtures.bech32(1), note: "rent")

            #expect(try book(in: directory).contacts() == [alice])
        }
    }

    @Test("a damaged entry is skipped on read, and kept as it is when the book is saved")
    func damagedEntrySkipped() throws {
        let preferences = Preferences.inMemory()
        let stored: [JSONValue] = [
            entry("Alice", try ContactFixtures.evm(1)), .object(["name": .integer(5)]),
            entry("0x1234", try ContactFixtures.evm(2)), entry("Bob", "0xnot an address"),
        ]
        try preferences.save(stored, for: .contacts)
        let book = DefaultContactsUseCase(preferences: preferences)

        _ = try book.add(name: "Carol", address: ContactFixtures.evm(3), note: nil)

        #expect(try book.contacts().map(\.name) == ["Alice", "Carol"])
        #expect(try preferences.load(.contacts, as: [JSONValue].self)?.count == 5)
    }

    @Test("a second entry of the same name, in another case, is skipped on read")
    func duplicateEntrySkipped() throws {
        let preferences = Preferences.inMemory()
        try preferences.save(
            [entry("Alice", try ContactFixtures.evm(1)), entry("ALICE", try ContactFixtures.evm(2))], for: .contacts)

        #expect(try DefaultContactsUseCase(preferences: preferences).contacts().map(\.name) == ["Alice"])
    }

    @Test("a book of 1000 contacts refuses one more, and saves nothing")
    func full() throws {
        let preferences = Preferences.inMemory()
        let stored = try (0..<DefaultContactsUseCase.maximumContacts).map { number in
            entry(
                "Contact \(number)",
                try EVMAddress(bytes: [UInt8](repeating: 0, count: 18) + [UInt8(number / 256), UInt8(number % 256)])
                    .checksummed)
        }
        try preferences.save(stored, for: .contacts)
        let book = DefaultContactsUseCase(preferences: preferences)

        #expect(throws: ContactsError.listFull(1000)) {
            try book.add(name: "One more", address: ContactFixtures.evm(0xff), note: nil)
        }
        #expect(try preferences.load(.contacts, as: [JSONValue].self)?.count == 1000)
    }

    @Test("32 threads each adding a contact to one file at once keep all 32")
    func concurrentAdds() async throws {
        try await withTemporaryDirectory { directory in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for number in 1...32 {
                    let book = book(in: directory)
                    let address = try ContactFixtures.evm(UInt8(number))
                    group.addTask {
                        _ = try await DedicatedThread.run { () throws(ContactsError) in
                            try book.add(name: "Contact \(number)", address: address, note: nil)
                        }
                    }
                }
                try await group.waitForAll()
            }

            let names = Set(try book(in: directory).contacts().map(\.name))
            #expect(names == Set((1...32).map { "Contact \($0)" }), "kept \(names.count) of 32")
        }
    }
}
