#if os(Linux)
    import ChildProcesses
    import Foundation
    import Glibc
    import Testing
    import ZhipCore
    import ZilliqaKit

    /// A small seeded generator (SplitMix64), so that a failing run of the kill loop can be
    /// replayed with `ZHIP_CRASH_SEED=<seed> swift test --filter CrashSafetyTests`.
    struct SeededGenerator: RandomNumberGenerator {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    /// zhip-cli killed with SIGKILL at random moments while it saves the wallet, the
    /// preferences or the pincode: every file must be the old version or the new one.
    @Suite("Crash safety: zhip-cli killed while saving")
    struct CrashSafetyTests {
        static let password = "crash-safety-password-7"
        static let pincode = "0482"
        static let kills = 200

        /// The commands that write: preferences (settings), the pincode (Argon2id, a wide window)
        /// and the wallet (remove, then restore with scrypt) in secure.json.
        static func commands(keyFile: String) -> [[String]] {
            [
                ["settings", "set", "crash-reporting", "yes"],
                ["settings", "set", "crash-reporting", "no"],
                ["pincode", "set"],
                ["pincode", "remove"],
                ["wallet", "remove", "--yes"],
                ["wallet", "restore", "--private-key-file", keyFile],
            ]
        }

        /// The seed: `ZHIP_CRASH_SEED` when set (to replay a failure), otherwise random.
        static func seed() -> UInt64 {
            ProcessInfo.processInfo.environment["ZHIP_CRASH_SEED"].flatMap { UInt64($0) }
                ?? UInt64.random(in: 0...UInt64.max)
        }

        /// Every way a file in the home could be damaged: a store that cannot load, a JSON
        /// file that is not an object, a moved-aside `.corrupt-*` file, and with `written`, a
        /// missing file (both were written before). Empty when all is well.
        static func damage(home: String, written: Bool = true) -> [String] {
            let paths = ZhipPaths(home: home)
            var found: [String] = []
            let stores: [(String, String, FileStorageBackend.Protection)] = [
                (paths.configDirectory, ZhipPaths.preferencesFileName, .standard),
                (paths.dataDirectory, ZhipPaths.secureFileName, .secret),
            ]
            for (directory, name, protection) in stores {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
                found += names.filter { $0.contains(".corrupt-") }.map { "\(directory)/\($0) appeared" }
                let path = directory + "/" + name
                if let data = FileManager.default.contents(atPath: path) {
                    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
                    if object == nil { found.append("\(path) is not a JSON object (\(data.count) bytes)") }
                } else if written {
                    found.append("\(path) is missing")
                }
                let storage = FileStorageBackend(directory: directory, fileName: name, protection: protection)
                do {
                    if protection == .secret {
                        let store = KeyValueStore<SecurePersistenceKey>(storage: storage)
                        for key in SecurePersistenceKey.allCases { _ = try store.load(key, as: JSONValue.self) }
                    } else {
                        let store = KeyValueStore<PreferencesKey>(storage: storage)
                        for key in PreferencesKey.allCases { _ = try store.load(key, as: JSONValue.self) }
                    }
                } catch {
                    found.append("\(path) does not load: \(error)")
                }
            }
            return found
        }

        /// Temporary files (`.<name>.tmp-…`) left in the home's directories.
        static func temporaries(home: String) -> [String] {
            let paths = ZhipPaths(home: home)
            return [paths.configDirectory, paths.dataDirectory].flatMap { directory in
                ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
                    .filter { $0.contains(".tmp-") }.map { directory + "/" + $0 }
            }
        }

        @Test("200 SIGKILLs while saving leave every file old or new, loadable, and the commands working")
        func killedWhileSaving() async throws {
            let directory = try TemporaryDirectory()
            let home = directory.file("home")
            let keyFile = try directory.write("alice.key", KnownKey.privateKey + "\n")
            let binary = try EndToEndTests.binary().path
            let environment = EndToEndTests.sanitizerOptions.merging([
                "ZHIP_PASSWORD": Self.password, "ZHIP_PINCODE": Self.pincode,
            ]) { _, given in given }
            /// Starts a child with its streams on /dev/null, dead at a deadline far past any command's time.
            func start(_ arguments: [String]) throws -> ChildProcess {
                try ChildProcess(
                    binary, arguments + ["--home", home], environment: environment, standardOutput: .null,
                    standardError: .null, deadline: .seconds(20))
            }
            func run(_ arguments: [String]) async throws -> ChildProcessEnding {
                await (try start(arguments)).ending()
            }
            let restored = try await run(["wallet", "restore", "--private-key-file", keyFile])
            try #require(restored == .exited(0))
            let settingSaved = try await run(["settings", "set", "crash-reporting", "no"])
            try #require(settingSaved == .exited(0))
            let seed = Self.seed()
            var generator = SeededGenerator(seed: seed)
            let commands = Self.commands(keyFile: keyFile)
            var killed = 0

            for round in 1...Self.kills {
                let command = commands[Int.random(in: 0..<commands.count, using: &generator)]
                // Most kills land in the first 40 ms, where the short commands do their writing.
                let longest = Bool.random(using: &generator) ? 40_000 : 150_000
                let delay = Int.random(in: 0...longest, using: &generator)
                let process = try start(command)
                try await Task.sleep(for: .microseconds(delay))
                process.kill()
                let ending = await process.ending()
                if ending == .signalled(SIGKILL) { killed += 1 }
                try #require(ending != .timedOut, "round \(round) (seed \(seed)): \(command) \(ending)")
                let damage = Self.damage(home: home)
                try #require(
                    damage.isEmpty,
                    "round \(round) (seed \(seed)), killed after \(delay) µs in \(command): \(damage)")
            }

            // Many processes must really have been killed, not have finished first (a quarter at least:
            // how many finish first depends on the machine's load).
            #expect(killed >= Self.kills / 4, "seed \(seed): only \(killed) of \(Self.kills) were killed")

            // A successful write of each file clears the temporaries a killed writer left.
            let settingWrite = try await run(["settings", "set", "crash-reporting", "yes"])
            #expect(settingWrite == .exited(0), "seed \(seed)")
            let pincodeWrite = try await run(["pincode", "set"])
            if pincodeWrite != .exited(0) {
                // A pincode is set, and a killed `pincode remove` counts as a wrong try (as it must:
                // a kill must not buy free guesses), so a lockout may refuse its removal. Removing
                // the wallet writes secure.json without asking for the pincode; a kill may have
                // left no wallet to remove, so restore one first.
                if try await run(["wallet", "show"]) != .exited(0) {
                    let restoredFirst = try await run(["wallet", "restore", "--private-key-file", keyFile])
                    #expect(restoredFirst == .exited(0), "seed \(seed)")
                }
                let walletRemoval = try await run(["wallet", "remove", "--yes"])
                #expect(walletRemoval == .exited(0), "seed \(seed)")
            }
            #expect(Self.temporaries(home: home).isEmpty, "seed \(seed): \(Self.temporaries(home: home))")
            #expect(Self.damage(home: home).isEmpty, "seed \(seed)")
            if try await run(["wallet", "show"]) != .exited(0) {
                let restoredAgain = try await run(["wallet", "restore", "--private-key-file", keyFile])
                #expect(restoredAgain == .exited(0), "seed \(seed)")
            }
            let shown = try await run(["wallet", "show"])
            #expect(shown == .exited(0), "seed \(seed)")
            let listed = try await run(["settings"])
            #expect(listed == .exited(0), "seed \(seed)")
        }

        @Test("the damage check notices a half-written preferences file and a moved-aside secure file")
        func damageIsNoticed() throws {
            let directory = try TemporaryDirectory()
            let home = directory.file("home")
            let paths = ZhipPaths(home: home)
            try FileManager.default.createDirectory(atPath: paths.configDirectory, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: paths.dataDirectory, withIntermediateDirectories: true)
            chmod(paths.dataDirectory, 0o700)
            try Data("{\"network\": {\"chai".utf8).write(
                to: URL(fileURLWithPath: paths.configDirectory + "/" + ZhipPaths.preferencesFileName))
            _ = FileManager.default.createFile(
                atPath: paths.dataDirectory + "/secure.json.corrupt-20260101T000000Z", contents: Data())

            let damage = Self.damage(home: home, written: false)

            #expect(damage.count == 3, "\(damage)")
            #expect(damage.contains { $0.contains("preferences.json is not a JSON object") })
            #expect(damage.contains { $0.contains("preferences.json does not load") })
        }
    }
#endif
