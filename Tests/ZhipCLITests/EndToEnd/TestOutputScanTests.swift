import ChildProcesses
import Foundation
import Testing
import ZhipCoreTestSupport

/// `scripts/scan-test-output`, which `just test` runs over the suite's output: it finds a planted
/// secret and says where without repeating it, and passes output without one.
@Suite("scripts/scan-test-output")
struct TestOutputScanTests {
    /// A planted key, password and pincode (none of them a secret anywhere else).
    static let list = """
        # planted
        key/planted key\t9d0c9d0c9d0c9d0c9d0c9d0c9d0c9d0c9d0c9d0c9d0c9d0c9d0c9d0c9d0c9d0c
        password/planted password\tplanted-Passw0rd
        pincode/planted pincode\t0864

        """

    /// The scanner's own report among what its run wrote on standard error: its findings
    /// (`LOG:LINE: label appears …`) and its summary (`scan-test-output: …`), and nothing else
    /// (a sanitizer's or the interpreter's lines may be there too, with any digits in them).
    private func report(_ result: ChildProcessResult) -> [Substring] {
        result.errors.split(separator: "\n").filter {
            $0.hasPrefix("scan-test-output: ") || $0.firstMatch(of: #/^\S*test-output\.log:\d+: /#) != nil
        }
    }

    /// Runs the scanner over `log` with `list` (the committed list when nil).
    private func scan(_ log: String, list: String? = Self.list) async throws -> ChildProcessResult {
        let directory = try TemporaryDirectory()
        var arguments = [
            "python3", DemoScriptTests.packageRoot.appendingPathComponent("scripts/scan-test-output").path,
            try directory.write("test-output.log", log),
        ]
        if let list { arguments.append(try directory.write("secrets.txt", list)) }
        return try await EndToEndTests.runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), arguments, environment: nil)
    }

    @Test("a planted key, in lower case with 0x, fails the scan with its label and line, not the key")
    func plantedKey() async throws {
        let log =
            "Building...\n✔ Test \"x\" passed.\nsigned with 0x9D0C9D0C9D0C9D0C9D0C9D0C9D0C9D0C9D0C9D0C9D0C9D0C9D0C9D0C9D0C9D0C done\n"
        let result = try await scan(log.lowercased())
        let report = report(result)
        #expect(result.status == 1)
        #expect(report.contains { $0.hasSuffix("test-output.log:3: key/planted key appears in the test output") })
        #expect(!report.contains { $0.lowercased().contains("9d0c9d0c") })
    }

    @Test("a planted password and pincode fail the scan, each reported once on its line, neither repeated")
    func plantedPasswordAndPincode() async throws {
        let result = try await scan("ok\npassword=planted-Passw0rd\npin 0864.\n")
        let report = report(result)
        #expect(result.status == 1)
        #expect(
            report.filter { $0.hasSuffix("test-output.log:2: password/planted password appears in the test output") }
                .count == 1)
        #expect(
            report.filter { $0.hasSuffix("test-output.log:3: pincode/planted pincode appears in the test output") }
                .count == 1)
        #expect(report.count == 3)
        #expect(!report.contains { $0.contains("planted-Passw0rd") || $0.containsStandalone("0864") })
    }

    @Test("output without a secret passes, and says how many secrets it looked for")
    func cleanOutput() async throws {
        let result = try await scan("Building for debugging...\n✔ Test run with 3 tests passed after 0.864 seconds.\n")
        #expect(result.status == 0)
        #expect(result.output.contains("none of the 3 secrets the tests use appears in"))
    }

    @Test("test and suite names and a parameterized test's arguments are not scanned")
    func namesAreNotScanned() async throws {
        let log = """
            ◇ Suite "pincode 0864" started.
            ◇ Test case passing 1 argument password → "planted-Passw0rd" to "a wrong password fails" started.
            ✔ Test "the password planted-Passw0rd is refused" passed after 0.001 seconds.
            Test Case '-[Tests.Planted test_planted-Passw0rd]' passed (0.001 seconds).

            """
        #expect(try await scan(log).status == 0)
    }

    @Test("a parameterized test's argument over several lines is skipped up to its started event, and no further")
    func multiLineArgument() async throws {
        let log = """
            ◇ Test case passing 1 argument text → "planted-Passw0rd
            0864
            " to "a key with a trailing newline" started.
            printed planted-Passw0rd

            """
        let result = try await scan(log)
        #expect(result.status == 1)
        #expect(result.errors.contains("test-output.log:4: password/planted password appears"))
        #expect(!result.errors.contains("test-output.log:1:") && !result.errors.contains("test-output.log:2:"))
    }

    @Test("a pincode inside a longer number, a word or a decimal number is not a finding")
    func pincodeInsideNumber() async throws {
        #expect(try await scan("port 30864, id 086412, x0864, after 0.0864 seconds, 0864.5 ZIL\n").status == 0)
    }

    @Test("the committed list of secrets loads, vectors included, and finds a key from it")
    func committedList() async throws {
        let clean = try await scan("nothing secret here\n", list: nil)
        let leaked = try await scan("key: \(TestWalletsKey.hex)\n", list: nil)
        #expect(clean.status == 0)
        let count = try #require(clean.output.firstMatch(of: /none of the (\d+) secrets/).flatMap { Int($0.output.1) })
        #expect(count > 1000)
        #expect(leaked.status == 1)
    }

    @Test("a line of the list that is not kind/name<TAB>value is an error naming that line")
    func malformedList() async throws {
        let result = try await scan("ok\n", list: "token\tabcdef\n")
        #expect(result.status == 1)
        #expect(result.errors.contains("secrets.txt:1: expected `kind/name<TAB>value`"))
    }
}

/// The restore tests' key, as the committed list has it.
private enum TestWalletsKey {
    static let hex = "e19d05c5452598e24caad4a0d85a49146f7be089515c905ae6a19e8a578a6930"
}
