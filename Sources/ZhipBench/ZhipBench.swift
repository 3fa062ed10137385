import Foundation

/// `zhip-bench`: every benchmark of the project in one report, each beside its reference.
///
/// Usage: `zhip-bench [--json FILE] [--only GROUP]`, GROUP one of the names in
/// ``BenchmarkSuites/all`` (`--help` lists them). Run it through `just bench` (release build).
///
/// Each benchmark and its reference are timed in alternating rounds (``Interleaving``), and a
/// comparison's ratio is the median of the per-round ratios, so a machine that is busy for a
/// while slows both sides of the rounds it touches alike. The JSON (``Report/row(for:)``) has
/// the keys it always had, plus `ratioMethod`.
@main
struct ZhipBench {
    static func main() async throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        var jsonPath: String?
        var only: String?
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--json" where index + 1 < arguments.count:
                jsonPath = arguments[index + 1]
                index += 1
            case "--only" where index + 1 < arguments.count:
                only = arguments[index + 1]
                index += 1
            case "-h", "--help":
                print("usage: zhip-bench [--json FILE] [--only GROUP]")
                print("groups: \(BenchmarkSuites.all.map { "\"\($0.name)\"" }.joined(separator: ", "))")
                return
            default:
                FileHandle.standardError.write(Data("zhip-bench: unknown argument \(arguments[index])\n".utf8))
                exit(64)
            }
            index += 1
        }

        let report = Report()
        print(
            "zhip-bench: each benchmark and its reference in alternating rounds; ratio = \(Comparison.ratioMethod); "
                + "release build, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        for suite in BenchmarkSuites.all where only == nil || suite.name == only {
            report.header(suite.name)
            try await suite.run(report)
        }
        if let jsonPath {
            try report.json().write(to: URL(fileURLWithPath: jsonPath))
            print("\nwrote \(jsonPath)")
        }
        print(report.allTargetsMet ? "\nall targets met" : "\nsome targets MISSED")
    }
}

/// A named group of benchmarks.
struct BenchmarkSuite: Sendable {
    let name: String
    let run: @Sendable (Report) async throws -> Void
}
