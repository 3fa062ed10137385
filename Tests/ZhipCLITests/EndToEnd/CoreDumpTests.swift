#if os(Linux)
    import ChildProcesses
    import Foundation
    import Glibc
    import Testing
    import ZilliqaKit

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// The built `zhip-cli`, crashed while a payment it sent waits for its receipt, as a crash
    /// collector would keep it (`ulimit -c unlimited`): it writes no core, which would hold the
    /// password and the key (docs/secrets.md).
    @Suite("zhip-cli writes no core file")
    struct CoreDumpTests {
        /// The number of transactions the devnet accepted, read from its control API.
        private func accepted(by devnet: DevnetProcess, token: String) async throws -> Int {
            let url = try #require(URL(string: "http://127.0.0.1:\(devnet.port)/control/summary?t=\(token)"))
            let (data, _) = try await URLSession.shared.data(from: url)
            let summary = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            return summary?["accepted"] as? Int ?? 0
        }

        /// Makes the devnet seal blocks only when asked: a payment then stays unconfirmed.
        private func sealOnDemand(_ devnet: DevnetProcess, token: String) async throws {
            let url = try #require(URL(string: "http://127.0.0.1:\(devnet.port)/control/block-time?t=\(token)"))
            var request = URLRequest(url: url)
            request.httpMethod = "POST"
            request.setValue("1", forHTTPHeaderField: "X-Zhip-Devnet")
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(#"{"seconds": null}"#.utf8)
            let (_, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
        }

        /// The child's environment: the sanitizers (if any) and Swift's backtracer leave SIGSEGV to
        /// the kernel, as it is without them; a backtracer would catch a SIGSEGV sent by `kill` and
        /// let the process run on.
        private static func environment(_ extra: [String: String]) -> [String: String] {
            var environment = EndToEndTests.sanitizerOptions.merging(extra) { given, _ in given }
            for name in ["ASAN_OPTIONS", "TSAN_OPTIONS"] {
                if let options = environment[name] { environment[name] = options + ":handle_segv=0" }
            }
            environment["SWIFT_BACKTRACE"] = "enable=no"
            return environment
        }

        /// `command` run by `/bin/sh` with core dumps unlimited, in `directory`.
        private static func withCoreDumps(_ command: [String], in directory: String, environment: [String: String])
            throws -> ChildProcess
        {
            try ChildProcess(
                "/bin/sh", ["-c", #"ulimit -c unlimited && exec "$0" "$@""#] + command,
                environment: Self.environment(environment), directory: directory,
                deadline: EndToEndTests.processDeadline)
        }

        /// The files whose name starts with "core" in `directory`.
        private static func cores(in directory: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("core") }
        }

        @Test("a send killed by SIGSEGV while it waits for the receipt dies of it and leaves no core file")
        func noCoreWhileWaitingForTheReceipt() async throws {
            // Arrange: a devnet that takes the payment and seals no block; a working directory of
            // zhip-cli's own, where this machine's core_pattern ("core") puts a core.
            let directory = try TemporaryDirectory()
            let working = directory.file("working")
            let control = directory.file("control")
            try FileManager.default.createDirectory(atPath: working, withIntermediateDirectories: false)
            try FileManager.default.createDirectory(atPath: control, withIntermediateDirectories: false)
            let token = "core-dump-test-token"
            let devnet = try await DevnetProcess.start(extraArguments: ["--control-token", token])
            defer { devnet.stop() }
            try await sealOnDemand(devnet, token: token)
            let keystore = try Wallets.keystore(in: directory)
            let child = try Self.withCoreDumps(
                [
                    try EndToEndTests.binary().path, "send", "--keystore", keystore, "--to",
                    Wallets.bob.address.bech32, "--amount", "1.5", "--yes",
                ] + devnet.networkArguments,
                in: working,
                environment: ["ZHIP_PASSWORD": Wallets.password, "ZHIP_HOME": directory.file("home")])
            let start = ContinuousClock.now
            while try await accepted(by: devnet, token: token) == 0, ContinuousClock.now - start < .seconds(60) {
                try await Task.sleep(for: .milliseconds(50))
            }
            // The control: a shell killed the same way in the same setting does leave a core here.
            let shell = try Self.withCoreDumps(["/bin/sh", "-c", "kill -SEGV $$"], in: control, environment: [:])

            // Act
            child.signal(SIGSEGV)
            let ending = await child.ending()
            let shellEnding = await shell.ending()
            let errors = String(decoding: await child.errors(), as: UTF8.self)

            // Assert
            #expect(try await accepted(by: devnet, token: token) == 1)
            #expect(ending == .signalled(SIGSEGV), "\(errors)")
            #expect(shellEnding == .signalled(SIGSEGV))
            #expect(try Self.cores(in: control).count == 1, "this machine writes no core in the working directory")
            #expect(try Self.cores(in: working) == [])
        }
    }
#endif
