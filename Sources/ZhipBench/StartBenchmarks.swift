import ChildProcesses
import Foundation

/// Whole-process starts of zhip-cli as `just install` installs it (release,
/// `--static-swift-stdlib`, built in `.build/installed`): `zhip-cli --version` and
/// `zhip-cli address zil1…`, each interleaved with `zhip-bench-nothing`, a C program that does
/// nothing, built by the same command and linked the same way: PIE, by lld, against the same shared
/// libraries zhip-cli still loads (libsodium, libsecp256k1, libcrypto, libqrencode, libm, libc), so
/// the ratio shows what zhip-cli's own start adds to theirs.
///
/// Each start is one run of `zhip-bench-launcher` (C): it forks, execs the command with its output
/// on /dev/null, waits with `wait4`, and prints the wall time from fork to reaping and the child's
/// `ru_maxrss`. The wall time is the launcher's, not zhip-bench's (which would add starting the
/// launcher). The peak RSS needs the launcher: Linux keeps in a child's `ru_maxrss` the high-water
/// mark of the address space it was forked from, so a command spawned by zhip-bench itself would
/// report zhip-bench's tens of MiB; forked from the small launcher it carries about 1 MiB, as under
/// `/usr/bin/time`. Reported: the ratio of the wall times to the C program's (the median of the
/// per-round ratios, at most ``ratioTarget``: what Swift's own start adds to loading the same
/// libraries), then the median wall time and the median peak RSS over the rounds against the
/// issue's absolute targets, at most 10 ms and 15 MiB each.
enum StartBenchmarks {
    static let name = "Command start"

    /// Where `just bench` builds zhip-cli as installed, the launcher and the reference.
    static let directory = ".build/installed/release"
    /// A start may take at most this many times the C program's start.
    static let ratioTarget = 5.0
    /// The wall time a start may take, at most.
    static let wallTarget = 10_000_000.0
    /// The peak resident size a start may reach, at most, in KiB.
    static let peakTargetKiB = 15 * 1024
    /// An address for `zhip-cli address`.
    static let address = "zil1fwh4ltdguhde9s7nysnp33d5wye6uqpugufkz7"

    static let suite = BenchmarkSuite(name: name) { report in
        let launcher = try program("zhip-bench-launcher")
        let nothing = try program("zhip-bench-nothing")
        let cli = try program("zhip-cli")
        for arguments in [["--version"], ["address", address]] {
            let command = (["zhip-cli"] + arguments.map { $0 == address ? "zil1…" : $0 }).joined(separator: " ")
            try await compare(
                report, launcher: launcher, command: command, [cli] + arguments, against: [nothing])
        }
    }

    /// Times `arguments` against `reference` in interleaved rounds, each start through `launcher`,
    /// and reports the ratio of their wall times, then both sides' medians against the targets.
    private static func compare(
        _ report: Report, launcher: String, command: String, _ arguments: [String], against reference: [String]
    ) async throws {
        let interleaving = Interleaving(rounds: 40, warmUpRounds: 3)
        let samples = SampleLog()
        _ = try await interleaving.time(
            Benchmark(command) { samples.subject.append(try await start(launcher, arguments, command)) },
            against: Benchmark("C program that does nothing") {
                samples.reference.append(try await start(launcher, reference, "zhip-bench-nothing"))
            })
        let subject = Array(samples.subject.dropFirst(interleaving.warmUpRounds))
        let nothing = Array(samples.reference.dropFirst(interleaving.warmUpRounds))
        report.add(
            Comparison(
                group: name, subject: Measurement(label: command, samples: subject.map(\.wallNanoseconds)),
                reference: Measurement(label: "C program that does nothing", samples: nothing.map(\.wallNanoseconds)),
                target: .atMost(ratioTarget)))
        let wall = subject.map(\.wallNanoseconds).median
        let peak = subject.map { Double($0.peakKiB) }.median
        let met = wall <= wallTarget && peak <= Double(peakTargetKiB)
        report.add(
            Figure(
                group: name, label: "\(command): wall / peak RSS",
                value: "\(Measurement.format(nanoseconds: wall)) / \(mebibytes(peak))",
                note: "target <= 10 ms, <= 15 MiB  \(met ? "ok" : "MISSED"); the C program: "
                    + "\(Measurement.format(nanoseconds: nothing.map(\.wallNanoseconds).median)) / "
                    + "\(mebibytes(nothing.map { Double($0.peakKiB) }.median)); medians of \(subject.count) rounds"))
        report.record(target: met)
    }

    /// One start of `arguments` through `launcher`.
    private static func start(_ launcher: String, _ arguments: [String], _ command: String) async throws -> StartSample
    {
        let result = try await ChildProcess.run(
            launcher, arguments, environment: ProcessInfo.processInfo.environment, deadline: .seconds(30))
        let line = result.output.trimmingCharacters(in: .newlines)
        guard result.status == 0, let sample = StartSample(launcherLine: line) else {
            throw StartBenchmarkError.unreadableSample(output: line, errors: result.errors)
        }
        guard sample.exitStatus == 0 else {
            throw StartBenchmarkError.commandFailed(command: command, status: sample.exitStatus)
        }
        return sample
    }

    /// The path of `name` in ``directory``, made absolute.
    private static func program(_ name: String) throws -> String {
        let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else { throw StartBenchmarkError.missing(path: path) }
        return path
    }

    private static func mebibytes(_ kibibytes: Double) -> String {
        "\(Measurement.rounded(kibibytes / 1024)) MiB"
    }

    /// The samples of both sides in the order they were taken, warm-up rounds first.
    private final class SampleLog {
        var subject: [StartSample] = []
        var reference: [StartSample] = []
    }
}
