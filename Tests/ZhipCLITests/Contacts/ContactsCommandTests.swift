import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// `contacts add`, `list`, `rename` and `remove`, in-process, each test in its own container and
/// temporary home.
@Suite("zhip-cli contacts", .container)
struct ContactsCommandTests {
    /// The account whose 20 bytes are all 0x11, in EIP-55 and as zil1.
    static let aliceEVM = "0x1111111111111111111111111111111111111111"
    static let aliceBech32 = (try? Address(aliceEVM))?.bech32 ?? "not an address"
    /// The account whose 20 bytes are all 0x22.
    static let bobEVM = "0x2222222222222222222222222222222222222222"

    let home: TestHome

    init() throws { home = try TestHome() }

    /// Runs `contacts` with `arguments` on the home.
    func contacts(_ arguments: [String]) async -> CLIResult { await home.run(["contacts"] + arguments) }

    /// The `contacts` array of `contacts list --json`.
    func listed() async throws -> [[String: Any]] {
        let result = await contacts(["list", "--json"])
        try #require(result.code == .success, "list failed: \(result.errors)")
        return try #require(try result.json()["contacts"] as? [[String: Any]])
    }

    /// Adds `name` at `address`; expects success.
    func add(_ name: String, _ address: String) async throws {
        let result = await contacts(["add", name, address])
        try #require(result.code == .success, "add failed: \(result.errors)")
    }

    // MARK: - add

    @Test("add --json prints the contact: name, EIP-55 address, bech32, the form given, the note")
    func addJSON() async throws {
        let result = await contacts(["add", "Alice", Self.aliceBech32, "--note", "rent", "--json"])

        #expect(result.code == .success, "\(result.errors)")
        let added = try #require(try result.json()["added"] as? [String: Any])
        #expect(added["name"] as? String == "Alice")
        #expect(added["address"] as? String == Self.aliceEVM)
        #expect(added["bech32"] as? String == Self.aliceBech32)
        #expect(added["shown"] as? String == Self.aliceBech32)
        #expect(added["note"] as? String == "rent")
    }

    @Test("add for people: the name, the address as given and its other form")
    func addText() async throws {
        let result = await contacts(["add", "Bob", Self.bobEVM])

        #expect(result.code == .success, "\(result.errors)")
        #expect(result.output.hasPrefix("added:   Bob\naddress: \(Self.bobEVM)\nsame as: zil1"))
    }

    @Test("a name taken in another case is refused, exit 1, naming the contact and 'contacts list'")
    func duplicateName() async throws {
        try await add("Alice", Self.aliceEVM)

        let result = await contacts(["add", "ALICE", Self.bobEVM])

        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: a contact is named Alice already (\(Self.aliceEVM))"))
        #expect(result.errors.contains("'zhip-cli contacts list'"))
        #expect(try await listed().count == 1)
    }

    @Test("an address-shaped name is a usage error, and nothing is saved")
    func addressShapedName() async throws {
        let result = await contacts(["add", Self.bobEVM, Self.aliceEVM])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("looks like an address"))
        #expect(try await listed().isEmpty)
    }

    @Test("a .zil-shaped name is a usage error")
    func zilShapedName() async throws {
        let result = await contacts(["add", "alice.zil", Self.aliceEVM])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("ends in .zil"))
    }

    @Test("an address already saved under another name is refused, naming that contact, in the other form too")
    func addressSaved() async throws {
        try await add("Alice", Self.aliceBech32)

        let result = await contacts(["add", "Another", Self.aliceEVM])

        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: \(Self.aliceBech32) is saved already, as Alice"))
    }

    @Test("a 0x address with a wrong EIP-55 checksum is a usage error")
    func wrongChecksum() async throws {
        let result = await contacts(["add", "Carol", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("checksum does not match"))
    }

    @Test("a refusal with --json is also the JSON error object on standard output")
    func refusalJSON() async throws {
        try await add("Alice", Self.aliceEVM)

        let result = await contacts(["add", "alice", Self.bobEVM, "--json"])

        let error = try #require(try result.json()["error"] as? [String: Any])
        #expect(error["code"] as? Int == 1)
        #expect((error["message"] as? String)?.hasPrefix("a contact is named Alice already") == true)
    }

    // MARK: - list

    @Test("a contact given as zil1 is listed with its 0x form too: found again by either")
    func listBothForms() async throws {
        try await add("Alice", Self.aliceBech32)

        let contact = try #require(try await listed().first)

        #expect(contact["address"] as? String == Self.aliceEVM)
        #expect(contact["bech32"] as? String == Self.aliceBech32)
        #expect(contact["note"] is NSNull)
    }

    @Test("list for people: aligned name, address and note columns, sorted by name ignoring case")
    func listText() async throws {
        try await add("bob", Self.bobEVM)
        _ = await contacts(["add", "Alice", Self.aliceBech32, "--note", "rent"])

        let result = await contacts(["list"])

        #expect(result.code == .success)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "NAME   ADDRESS" + String(repeating: " ", count: Self.bobEVM.count - 7 + 2) + "NOTE",
                "Alice  " + Self.aliceBech32
                    + String(repeating: " ", count: Self.bobEVM.count - Self.aliceBech32.count + 2) + "rent",
                "bob    " + Self.bobEVM,
            ])
    }

    @Test("list of an empty book says how to add one")
    func listEmpty() async {
        let result = await contacts(["list"])

        #expect(result.code == .success)
        #expect(result.output.contains("'zhip-cli contacts add NAME ADDRESS'"))
    }

    @Test("a contact saved in one home is not listed in another run in the same process: the book follows --home")
    func bookFollowsHome() async throws {
        try await add("Alice", Self.aliceEVM)
        let other = try TestHome()

        let result = await other.run(["contacts", "list", "--json"])

        #expect(result.code == .success)
        #expect((try result.json()["contacts"] as? [Any])?.isEmpty == true)
        #expect(try await listed().count == 1)
    }

    // MARK: - rename

    @Test("rename --json prints the contact under its new name and the previous name")
    func renameJSON() async throws {
        try await add("Alice", Self.aliceEVM)

        let result = await contacts(["rename", "alice", "Alice B.", "--json"])

        #expect(result.code == .success, "\(result.errors)")
        let json = try result.json()
        #expect((json["renamed"] as? [String: Any])?["name"] as? String == "Alice B.")
        #expect(json["previousName"] as? String == "Alice")
        #expect(try await listed().map { $0["name"] as? String } == ["Alice B."])
    }

    @Test("rename for people: old and new name, and the address")
    func renameText() async throws {
        try await add("Alice", Self.aliceEVM)

        let result = await contacts(["rename", "Alice", "Ally"])

        #expect(result.code == .success)
        #expect(result.output.hasPrefix("renamed: Alice → Ally\naddress: \(Self.aliceEVM)\n"))
    }

    @Test("rename of an unknown name: exit 1 naming 'contacts list'")
    func renameUnknown() async throws {
        let result = await contacts(["rename", "Nobody", "Somebody"])

        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: no contact is named Nobody: 'zhip-cli contacts list'"))
    }

    @Test("rename to another contact's name in another case is refused")
    func renameToTaken() async throws {
        try await add("Alice", Self.aliceEVM)
        try await add("Bob", Self.bobEVM)

        let result = await contacts(["rename", "Alice", "bob"])

        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: a contact is named Bob already"))
    }

    // MARK: - remove

    @Test("remove --json prints the contact removed, and the list no longer has it")
    func removeJSON() async throws {
        try await add("Alice", Self.aliceEVM)

        let result = await contacts(["remove", "ALICE", "--json"])

        #expect(result.code == .success, "\(result.errors)")
        #expect((try result.json()["removed"] as? [String: Any])?["name"] as? String == "Alice")
        #expect(try await listed().isEmpty)
    }

    @Test("remove for people names the contact and its address")
    func removeText() async throws {
        try await add("Alice", Self.aliceEVM)

        let result = await contacts(["remove", "Alice"])

        #expect(result.code == .success)
        #expect(result.output.hasPrefix("removed: Alice\naddress: \(Self.aliceEVM)\n"))
    }

    @Test("remove of an unknown name: exit 1 naming 'contacts list'")
    func removeUnknown() async throws {
        let result = await contacts(["remove", "Nobody"])

        #expect(result.code == .failure)
        #expect(result.errors.contains("'zhip-cli contacts list' shows the names in use"))
    }

    // MARK: - help

    @Test("each contacts command has help with its exit codes")
    func help() async {
        for command in ["add", "list", "rename", "remove"] {
            let result = await zhip(["contacts", command, "--help"])

            #expect(result.code == .success)
            #expect(result.output.contains("USAGE: zhip-cli contacts \(command)"))
            #expect(result.output.contains("Exit codes: 0"))
        }
    }
}
