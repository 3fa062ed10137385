import CommandLineKit
import Foundation

/// `zhip-bench`: every benchmark of the project in one report, each beside its reference.
///
/// Usage: `zhip-bench [--json FILE] [--only GROUP]`, GROUP one of the names in
/// ``BenchmarkSuites/all`` (`--help` lists them), parsed by CommandLineKit as `zhip-cli`'s
/// arguments are. Run it through `just bench` (release build).
///
/// Each benchmark and its reference are timed in alternating rounds (``Interleaving``), and a
/// comparison's ratio is the median of the per-round ratios, so a machine that is busy for a
/// while slows both sides of the rounds it touches alike. The JSON (``Report/row(for:)``) has
/// the keys it always had, plus `ratioMethod`.
struct ZhipBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zhip-bench",
        abstract: "Every benchmark of the project beside its reference, in one report (run it through just bench).",
        discussion: "Groups: \(BenchmarkSuites.all.map { "\"\($0.name)\"" }.joined(separator: ", ")).")

    @Option(help: "Also write the report as JSON to this file.", valueName: "file")
    var json: String?

    @Option(help: "Run only this group of benchmarks (the groups are listed above).", valueName: "group")
    var only: String?

    init() {}

    /// Refuses a `--only` that names no group: it would run nothing and report every target met.
    func validate() throws {
        guard let only, !BenchmarkSuites.all.contains(where: { $0.name == only }) else { return }
        throw ValidationError(
            "no benchmark group is called \"\(only)\": use one of "
                + BenchmarkSuites.all.map { "\"\($0.name)\"" }.joined(separator: ", "))
    }

    func run(_ console: Console) async throws {
        let report = Report()
        print(
            "zhip-bench: each benchmark and its reference in alternating rounds; ratio = \(Comparison.ratioMethod); "
                + "release build, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        for suite in BenchmarkSuites.all where only == nil || suite.name == only {
            report.header(suite.name)
            try await suite.run(report)
        }
        if let json {
            try report.json().write(to: URL(fileURLWithPath: json))
            print("\nwrote \(json)")
        }
        print(report.allTargetsMet ? "\nall targets met" : "\nsome targets MISSED")
    }
}

/// A named group of benchmarks.
struct BenchmarkSuite: Sendable {
    let name: String
    let run: @Sendable (Report) async throws -> Void
}
