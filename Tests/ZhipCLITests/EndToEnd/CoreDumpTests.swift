#if os(Linux)
    import ChildProcesses
    import Foundation
    import Glibc
    import Testing
    import ZilliqaKit

    /// The built `zhip-cli`, crashed while a payment it sent waits for its receipt, as a crash
    /// collector would keep it (`ulimit -c unlimited`): it writes no core, which would hold the
    /// password and the key (docs/secrets.md).
    @Suite("zhip-cli writes no core file")
    struct CoreDumpTests {
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
            let devnet = try await DevnetProcess.startControllable()
            defer { devnet.stop() }
            try await devnet.sealOnDemand()
            let keystore = try Wallets.keystore(in: directory)
            let child = try Self.withCoreDumps(
                [
                    try EndToEndTests.binary().path, "send", "--keystore", keystore, "--to",
                    Wallets.bob.address.bech32, "--amount", "1.5", "--yes",
                ] + devnet.networkArguments,
                in: working,
                environment: ["ZHIP_PASSWORD": Wallets.password, "ZHIP_HOME": directory.file("home")])
            let start = ContinuousClock.now
            while try await devnet.acceptedCount() == 0, ContinuousClock.now - start < .seconds(60) {
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
            #expect(try await devnet.acceptedCount() == 1)
            #expect(ending == .signalled(SIGSEGV), "\(errors)")
            #expect(shellEnding == .signalled(SIGSEGV))
            #expect(try Self.cores(in: control).count == 1, "this machine writes no core in the working directory")
            #expect(try Self.cores(in: working) == [])
        }
    }
#endif
