import CommandLineKit
import Testing

@testable import ZhipBench

/// `zhip-bench`'s command line, read by CommandLineKit (what `just bench --json FILE` passes).
@Suite("zhip-bench arguments")
struct ZhipBenchArgumentsTests {
    @Test("--json FILE and --only GROUP are read")
    func jsonAndOnly() throws {
        let command = try ZhipBench.parse(["--json", "bench.json", "--only", "Keystore decryption"])

        #expect(command.json == "bench.json")
        #expect(command.only == "Keystore decryption")
    }

    @Test("without arguments every group runs and no JSON is written")
    func defaults() throws {
        let command = try ZhipBench.parse([])

        #expect(command.json == nil)
        #expect(command.only == nil)
    }

    @Test("an unknown argument is a usage error, exit 64")
    func unknownArgument() async {
        let recorder = ConsoleRecorder()

        let code = await ZhipBench.main(arguments: ["--bogus"], console: recorder.console)

        #expect(code == .usageError)
        #expect(recorder.errorOutput.contains("'--bogus'"))
    }

    @Test("an --only that names no group is a usage error that lists the groups, not a run of nothing")
    func unknownGroup() async {
        let recorder = ConsoleRecorder()

        let code = await ZhipBench.main(arguments: ["--only", "Container"], console: recorder.console)

        #expect(code == .usageError)
        #expect(recorder.errorOutput.contains(#"no benchmark group is called "Container""#))
        #expect(recorder.errorOutput.contains(#""Container resolution""#))
    }

    @Test("--help lists the groups and exits 0")
    func help() async {
        let recorder = ConsoleRecorder()

        let code = await ZhipBench.main(arguments: ["--help"], console: recorder.console)

        #expect(code == .success)
        #expect(recorder.output.contains(#""Keystore decryption""#))
    }
}
