import Foundation
import Testing
import ZhipCoreTestSupport
import ZilliqaKit

/// `Tests/secrets-used-in-tests.txt`, what `scripts/scan-test-output` looks for in the suite's
/// output, holds every private key, password and pincode the tests use: the constants they name,
/// every literal in a secret's place in the test code, and the fixtures' keys and passphrases.
@Suite("The list of secrets the tests use")
struct SecretListTests {
    /// One line of the list; a `@FILE:FIELD` line expanded into one entry a value.
    struct Entry {
        let kind: String
        let value: String
    }

    static let listPath = "Tests/secrets-used-in-tests.txt"

    /// The list's entries, with the JSON files it names read.
    static func entries() throws -> [Entry] {
        let text = try String(contentsOf: packageFile(listPath), encoding: .utf8)
        var entries: [Entry] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            try #require(parts.count == 2, "not `kind/name<TAB>value`: \(parts.first ?? "")")
            let kind = String(parts[0].prefix { $0 != "/" })
            guard parts[1].hasPrefix("@") else {
                entries.append(Entry(kind: kind, value: parts[1]))
                continue
            }
            let reference = parts[1].dropFirst()
            let colon = try #require(reference.lastIndex(of: ":"))
            let values = try jsonStrings(
                in: String(reference[..<colon]), field: String(reference[reference.index(after: colon)...]))
            try #require(!values.isEmpty, "\(reference) names no strings")
            entries += values.map { Entry(kind: kind, value: $0) }
        }
        return entries
    }

    /// What the list holds, as the scanner compares it: keys lowercased without 0x.
    static func listed() throws -> Set<String> {
        Set(try entries().map { $0.kind == "key" ? normalizedKey($0.value) : $0.value })
    }

    static func normalizedKey(_ hex: String) -> String {
        let lower = hex.lowercased()
        return lower.hasPrefix("0x") ? String(lower.dropFirst(2)) : lower
    }

    @Test("each line is a known kind with a value, and every key is 64 hex digits")
    func wellFormed() throws {
        let entries = try Self.entries()
        #expect(entries.count > 1000)
        #expect(
            entries.allSatisfy { ["key", "password", "pincode", "phrase"].contains($0.kind) && $0.value.count >= 4 })
        #expect(
            entries.filter { $0.kind == "key" }.allSatisfy {
                Self.normalizedKey($0.value).count == 64 && Self.normalizedKey($0.value).allSatisfy(\.isHexDigit)
            })
    }

    @Test("every pincode the tests use begins with 0 or holds a letter, so that no stray number can match it")
    func pincodesCannotMatchStrayNumbers() throws {
        let pincodes = try Self.entries().filter { $0.kind == "pincode" }.map(\.value)
        // Positions only: printing a pincode would put a secret in the suite's output.
        #expect(pincodes.indices.filter { !pincodes[$0].hasPrefix("0") && pincodes[$0].allSatisfy(\.isNumber) } == [])
    }

    @Test("the secrets the tests name as constants are listed")
    func namedConstants() throws {
        let listed = try Self.listed()
        let keys = [
            KnownKey.privateKey, TestWallets.privateKey.revealedHex(), Wallets.bob.privateKey.revealedHex(),
            SecretHygieneTests.Secret.privateKey, DemoScriptTests.genesisKey,
        ]
        let others = [
            TestWallets.password, Wallets.password, KnownKey.pyzilPassword, ScriptableBinaryTests.password,
            SecretHygieneTests.Secret.password, SecretHygieneTests.Secret.wrongPassword,
            SecretHygieneTests.Secret.pincode, SecretHygieneTests.Secret.wrongPincode, DemoScriptTests.password,
        ]
        #expect(keys.map(Self.normalizedKey).filter { !listed.contains($0) }.isEmpty)
        // The unlisted ones by position, so that a failure does not print a secret.
        #expect(others.indices.filter { !listed.contains(others[$0]) } == [])
    }

    #if os(Linux)
        @Test("the crash-safety test's password and pincode are listed")
        func crashSafetyConstants() throws {
            let listed = try Self.listed()
            #expect(listed.contains(CrashSafetyTests.password))
            #expect(listed.contains(CrashSafetyTests.pincode))
        }
    #endif

    @Test("every password, pincode and key written in the test code is listed")
    func literalsInTestCode() async throws {
        let listed = try Self.listed()
        let sources = try Self.testSources()
        // Regexes over every line of the tests: long work, done on a thread of its own.
        let unlisted = try await DedicatedThread.run { () throws -> [String] in
            var unlisted: [String] = []
            for path in sources {
                let lines = try String(contentsOf: Self.packageFile(path), encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false)
                for (index, line) in lines.enumerated() {
                    for secret in SecretLiterals.found(in: String(line)) where !listed.contains(secret) {
                        unlisted.append("\(path):\(index + 1)")
                    }
                }
            }
            return unlisted
        }
        // Places only: printing the literal would put a secret in the suite's output.
        #expect(unlisted == [], "add these to \(Self.listPath)")
    }

    @Test("every private key and passphrase in the fixtures is listed")
    func fixtures() throws {
        let listed = try Self.listed()
        let directory = "Tests/ZilliqaKitTests/Fixtures"
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.packageFile(directory).path)
        var unlisted: [String] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            for field in ["private", "privateKey", "priv"] {
                let keys = try Self.jsonStrings(in: "\(directory)/\(name)", field: field).map(Self.normalizedKey)
                unlisted += keys.filter { !listed.contains($0) }.map { _ in "\(name): \(field)" }
            }
            for field in ["passphrase", "password"] {
                let passwords = try Self.jsonStrings(in: "\(directory)/\(name)", field: field)
                unlisted += passwords.filter { !listed.contains($0) }.map { _ in "\(name): \(field)" }
            }
        }
        #expect(unlisted == [], "add these to \(Self.listPath)")
    }

    // MARK: - Helpers

    static func packageFile(_ path: String) -> URL {
        DemoScriptTests.packageRoot.appendingPathComponent(path)
    }

    /// The Swift files of the tests and of the test-support libraries, relative to the package.
    static func testSources() throws -> [String] {
        var paths: [String] = []
        for folder in ["Tests", "Sources/ZhipCoreTestSupport", "Sources/ZhipTesting"] {
            let enumerator = try #require(FileManager.default.enumerator(atPath: packageFile(folder).path))
            for case let file as String in enumerator.allObjects where file.hasSuffix(".swift") {
                paths.append("\(folder)/\(file)")
            }
        }
        return paths.sorted()
    }

    /// Every string held by a field named `field` anywhere in the JSON file at `path`.
    static func jsonStrings(in path: String, field: String) throws -> [String] {
        func strings(_ value: Any) -> [String] {
            if let object = value as? [String: Any] {
                return object.flatMap { key, item in
                    if key == field, let text = item as? String { return [text] }
                    return strings(item)
                }
            }
            if let array = value as? [Any] { return array.flatMap(strings) }
            return []
        }
        return strings(try JSONSerialization.jsonObject(with: Data(contentsOf: packageFile(path))))
    }
}

/// The secrets written as literals in a line of Swift: a string in a password's, passphrase's or
/// pincode's place (`password: "…"`, `"ZHIP_PINCODE": "…"`, `didChangePincode("…")`), and a 64-hex
/// private key (`PrivateKey(hex: "…")`, `keyPair(String(repeating: "11", count: 32))`, `privateKey = "…"`).
/// Literals shorter than four characters are partial entries, not secrets.
enum SecretLiterals {
    static func found(in line: String) -> [String] {
        // Swift's regexes are slow: only lines that name a secret's kind are searched.
        let lower = line.lowercased()
        guard ["password", "passphrase", "pincode", "key", "secrettext"].contains(where: lower.contains) else {
            return []
        }
        let named = line.matches(of: /(?i)(?:password|passphrase|pincode)\w*"?\s*(?:[:=]|\()\s*"([^"\\]*)"/)
            .map { String($0.output.1) }
        // A SecretText is a secret whatever it is named: SecretText("…"), `let x: SecretText = "…"`.
        let typed = line.matches(of: /SecretText\s*(?:\(|=)\s*"([^"\\]*)"/).map { String($0.output.1) }
        let keys = line.matches(
            of: /(?:PrivateKey\(hex:|keyPair\(|(?i:privatekey|keyhex)\w*"?\s*[:=])\s*"(?:0x)?([0-9a-fA-F]{64})"/
        )
        .map { String($0.output.1).lowercased() }
        let repeated = line.matches(
            of:
                /(?:keyPair\(|PrivateKey\(hex:|genesis-key",|keyArgument:)\s*String\(repeating: "([0-9a-fA-F]+)", count: (\d+)\)/
        ).compactMap { match -> String? in
            guard let count = Int(match.output.2) else { return nil }
            let key = String(repeating: String(match.output.1), count: count).lowercased()
            return key.count == 64 ? key : nil
        }
        return (named + typed + keys + repeated).filter { $0.count >= 4 }
    }
}
