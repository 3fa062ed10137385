import Foundation
import Testing
import ZhipCoreTestSupport
import ZilliqaKit

/// Every zhip-cli command, run as a real process with known secrets (a private key, a password,
/// a pincode): none of them is printed or written in plain text, except where the user asked.
@Suite("Secret hygiene: no command prints or writes a secret it was not asked for", .container)
struct SecretHygieneTests {
    /// The secrets, each chosen so that it cannot turn up by chance in an address, an id or JSON.
    enum Secret {
        /// The devnet's funded key (the protocol document's known key), uppercase as in the document.
        static let privateKey = KnownKey.privateKey
        static let password = "Hygiene-Secret-Passw0rd"
        /// A wrong password a user may try: it is not printed either.
        static let wrongPassword = "Wrong-Secret-Passw0rd"
        static let pincode = "0739"
        static let wrongPincode = "0640"
    }

    /// What one session left: every run, and the files it wrote (path: contents).
    struct Record: Sendable {
        let runs: [Run]
        let reveals: [Run]
        /// The files in the home other than secure.json.
        let homeFiles: [String: String]
        /// The keystore and transaction files written outside the home.
        let writtenFiles: [String: String]
        let secureFile: String
        /// The key `keystore new` made (decrypted from its file), lowercase hex.
        let newKey: String
    }

    /// One session for the whole suite (running every command takes a few seconds).
    static let shared = Task { () async throws -> Record in try await Session().record() }

    static func record() async throws -> Record { try await shared.value }

    /// One command's run: its arguments and everything it printed on both streams.
    struct Run: Sendable {
        let arguments: [String]
        let status: Int32
        let printed: String
    }

    /// Every secret found in `text`: the key in any case, with or without 0x (the bare hex
    /// covers both), the passwords as typed, and a pincode as a number of its own (not inside
    /// a longer run of hex digits, where four digits turn up by chance).
    static func secrets(in text: String, includingKey: Bool = true) -> [String] {
        var found: [String] = []
        if includingKey && text.lowercased().contains(Secret.privateKey.lowercased()) { found.append("private key") }
        for password in [Secret.password, Secret.wrongPassword] where text.contains(password) {
            found.append("password \(password)")
        }
        for pincode in [Secret.pincode, Secret.wrongPincode] where text.containsStandalone(pincode) {
            found.append("pincode \(pincode)")
        }
        return found
    }

    /// A directory with the key in a file and a home; runs every command against a
    /// zhip-devnet process and answers each run, the revealing ones apart.
    final class Session {
        let directory: TemporaryDirectory
        let home: String
        let devnet: DevnetProcess
        private(set) var runs: [Run] = []
        private(set) var reveals: [Run] = []

        init() async throws {
            directory = try TemporaryDirectory()
            home = directory.file("home")
            devnet = try await DevnetProcess.start()
        }

        deinit { devnet.stop() }

        var environment: [String: String] { ["ZHIP_PASSWORD": Secret.password, "ZHIP_PINCODE": Secret.pincode] }

        @discardableResult
        func run(
            _ arguments: [String], home: Bool = false, network: Bool = false, environment: [String: String]? = nil,
            reveals: Bool = false
        ) async throws -> Run {
            let full =
                arguments + (home ? ["--home", self.home] : []) + (network ? devnet.networkArguments : [])
            let result = try await EndToEndTests.run(full, environment: environment ?? self.environment)
            let run = Run(arguments: full, status: result.status, printed: result.output + result.errors)
            if reveals { self.reveals.append(run) } else { runs.append(run) }
            return run
        }

        /// Runs every command (and some of their failures) once.
        func runEverything() async throws {
            let keyFile = try directory.write("alice.key", Secret.privateKey + "\n")
            let lowerKeyFile = try directory.write("alice-lower.key", "0x" + Secret.privateKey.lowercased() + "\n")
            let passwordFile = try directory.write("password.txt", Secret.password + "\n")
            let bob = Wallets.bob.address.bech32
            let imported = directory.file("imported.json")

            try await run(["address", KnownKey.bech32, "--json"])
            try await run(["keystore", "new", "--out", directory.file("new.json"), "--kdf", "pbkdf2"])
            try await run(["keystore", "import", "--private-key-file", keyFile, "--out", imported])
            try await run(
                ["keystore", "import", "--private-key-file", lowerKeyFile, "--out", directory.file("lower.json")])
            try await run(["keystore", "import", "--private-key-file", keyFile, "--out", imported])  // exists: refused
            try await run(["keystore", "show", imported])
            try await run(["keystore", "show", imported, "--json", "--password-file", passwordFile])
            try await run(
                ["keystore", "show", imported, "--reveal-private-key"],
                environment: ["ZHIP_PASSWORD": Secret.wrongPassword])
            try await run(["keystore", "show", imported, "--reveal-private-key"], reveals: true)
            try await run(["keystore", "show", imported, "--reveal-private-key", "--json"], reveals: true)

            try await run(["wallet", "show"], home: true)  // no wallet yet
            try await run(["wallet", "restore", "--private-key-file", keyFile], home: true)
            try await run(["wallet", "restore", "--private-key-file", keyFile], home: true)  // exists: refused
            try await run(["wallet", "show"], home: true)
            try await run(["wallet", "show", "--json"], home: true)
            try await run(["wallet", "backup"], home: true)
            try await run(["wallet", "backup", "--out", directory.file("backup.json")], home: true)
            try await run(
                ["wallet", "backup", "--reveal-private-key"], home: true,
                environment: ["ZHIP_PASSWORD": Secret.wrongPassword])
            try await run(["wallet", "backup", "--reveal-private-key"], home: true, reveals: true)
            try await run(["wallet", "backup", "--reveal-private-key", "--json"], home: true, reveals: true)

            try await run(["pincode", "set"], home: true)
            try await run(["pincode", "set"], home: true)  // already set: refused
            try await run(["pincode", "remove"], home: true, environment: ["ZHIP_PINCODE": Secret.wrongPincode])
            try await run(["pincode", "remove"], home: true)
            try await run(["pincode", "set"], home: true)

            try await run(["settings"], home: true)
            try await run(["settings", "set", "crash-reporting", "yes"], home: true)
            try await run(["settings", "get", "crash-reporting", "--json"], home: true)
            try await run(["receive"], home: true)
            try await run(["receive", "--amount", "1.5", "--qr", "--json"], home: true)

            try await run(["balance"], home: true, network: true)
            try await run(["balance", "--keystore", imported, "--json"], network: true)
            try await run(["send", "--to", bob, "--amount", "0.5", "--yes"], home: true, network: true)
            try await run(
                ["send", "--to", bob, "--amount", "0.5", "--yes", "--json"], home: true, network: true,
                environment: ["ZHIP_PASSWORD": Secret.wrongPassword])
            try await run(
                ["send", "--keystore", imported, "--to", bob, "--amount", "0.25", "--yes", "--json"], network: true)
            let signed = directory.file("tx.json")
            try await run(
                [
                    "tx", "sign", "--account", "legacy", "--keystore", imported, "--to", bob, "--amount", "1",
                    "--nonce", "3", "--out", signed,
                ],
                network: true)
            let sent = try await run(["tx", "send", signed, "--json"], network: true)
            let id = (try? JSONSerialization.jsonObject(with: Data(sent.printed.utf8)) as? [String: Any])?["id"]
            try await run(["tx", "status", id as? String ?? String(repeating: "0", count: 64)], network: true)

            let other = ["--home", directory.file("other")]
            try await run(["wallet", "create", "--raw-key"] + other)
            try await run(["wallet", "remove", "--yes"] + other)
        }

        /// Runs everything and reads what it wrote.
        func record() async throws -> Record {
            try await runEverything()
            let homeFiles = files(under: home).filter { !$0.hasSuffix("/secure.json") }
            let written = ["new.json", "imported.json", "lower.json", "backup.json", "tx.json"].map {
                directory.file($0)
            }
            return Record(
                runs: runs, reveals: reveals,
                homeFiles: Dictionary(uniqueKeysWithValues: homeFiles.map { ($0, contents($0)) }),
                writtenFiles: Dictionary(
                    uniqueKeysWithValues: written.compactMap { path in
                        FileManager.default.fileExists(atPath: path) ? (path, contents(path)) : nil
                    }),
                secureFile: contents(home + "/data/secure.json"),
                newKey: try unlock(directory.file("new.json"), password: Secret.password).revealedHex().lowercased())
        }

        /// Every regular file under `path`, recursively.
        func files(under path: String) -> [String] {
            let enumerator = FileManager.default.enumerator(atPath: path)
            var files: [String] = []
            while let name = enumerator?.nextObject() as? String {
                var isDirectory: ObjCBool = false
                let full = path + "/" + name
                if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                    files.append(full)
                }
            }
            return files
        }

        func contents(_ path: String) -> String {
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
    }

    @Test("no command prints the private key, a password or a pincode on standard output or error")
    func nothingPrinted() async throws {
        let record = try await Self.record()
        let leaks = record.runs.compactMap { run -> String? in
            let found = Self.secrets(in: run.printed)
            return found.isEmpty ? nil : "\(run.arguments.prefix(3).joined(separator: " ")): \(found)"
        }
        #expect(record.runs.count == 36)
        #expect(leaks.isEmpty, "\(leaks)")
    }

    @Test("keystore new prints nothing of the key it made, nor does any other command")
    func newKeyNotPrinted() async throws {
        let record = try await Self.record()
        let printing = record.runs.filter { $0.printed.lowercased().contains(record.newKey) }
        #expect(record.newKey.count == 64)
        #expect(printing.isEmpty, "\(printing.map(\.arguments))")
    }

    @Test("the commands the secret checks cover succeed, so they really printed what they print")
    func commandsRan() async throws {
        let failed = try await Self.record().runs.filter { $0.status != 0 }.map {
            $0.arguments.prefix(4).joined(separator: " ")
        }
        // The refusals the session runs on purpose: an existing file or wallet, wrong secrets, no wallet yet.
        #expect(failed.count == 8, "\(failed)")
    }

    @Test("keystore show and wallet backup with --reveal-private-key print the key, and no other secret")
    func revealedWhenAsked() async throws {
        let reveals = try await Self.record().reveals
        #expect(reveals.count == 4)
        for run in reveals {
            #expect(run.status == 0)
            #expect(run.printed.lowercased().contains(Secret.privateKey.lowercased()), "\(run.arguments)")
            #expect(Self.secrets(in: run.printed, includingKey: false).isEmpty, "\(run.arguments)")
        }
    }

    @Test("files in the home other than secure.json, and the keystore and transaction files, hold no secret")
    func filesHoldNoSecret() async throws {
        let record = try await Self.record()
        #expect(record.homeFiles.keys.contains { $0.hasSuffix("/config/preferences.json") })
        #expect(record.writtenFiles.count == 5)
        for (file, contents) in record.homeFiles.merging(record.writtenFiles, uniquingKeysWith: { $1 }) {
            #expect(Self.secrets(in: contents).isEmpty, "\(file)")
        }
    }

    @Test("secure.json holds the wallet and pincode, but not the pincode's digits, the password or the raw key")
    func secureFileHoldsNoPlainSecret() async throws {
        let secure = try await Self.record().secureFile
        #expect(secure.contains("\"wallet\"") && secure.contains("\"pincode\""))
        #expect(Self.secrets(in: secure).isEmpty)
    }

    @Test("the check finds each secret in any case, and a pincode standing alone but not inside hex")
    func checkFindsSecrets() {
        let printed = "0x\(Secret.privateKey.lowercased()) \(Secret.password) PIN: \(Secret.pincode)."

        #expect(Self.secrets(in: printed).count == 3)
        #expect(Self.secrets(in: "code=\(Secret.wrongPincode)\n") == ["pincode \(Secret.wrongPincode)"])
        #expect(Self.secrets(in: "id: a\(Secret.pincode)f").isEmpty)
    }
}
