import Foundation
import ZilliqaKit

/// Collects every benchmark's result, prints one table, and writes it as JSON on request.
final class Report {
    private(set) var comparisons: [Comparison] = []
    private(set) var figures: [Figure] = []

    func add(_ comparison: Comparison) {
        comparisons.append(comparison)
        print(line(for: comparison))
    }

    func add(_ figure: Figure) {
        figures.append(figure)
        print("  \(pad(figure.label, 46)) \(pad(figure.value, 14)) \(figure.note)")
    }

    func header(_ group: String) {
        print("\n\(group)")
    }

    private func line(for comparison: Comparison) -> String {
        let verdict = comparison.meetsTarget ? "ok" : "MISSED"
        return "  \(pad(comparison.subject.label, 46)) \(pad(comparison.subject.formatted, 10)) vs "
            + "\(pad(comparison.reference.label, 40)) \(pad(comparison.reference.formatted, 10)) "
            + "ratio \(pad(Measurement.rounded(comparison.ratio) + "x", 7)) target \(comparison.targetText)  \(verdict)"
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private var missedFigureTargets = 0

    /// Records whether a figure's target (a throughput, say) was met.
    func record(target met: Bool) {
        if !met { missedFigureTargets += 1 }
    }

    /// True when every comparison and every figure with a target met it.
    var allTargetsMet: Bool { comparisons.allSatisfy(\.meetsTarget) && missedFigureTargets == 0 }

    /// The report as JSON, as Zhip writes it (`JSONEncoder.zhip(.pretty)`): one object per
    /// comparison (``row(for:)``) and per figure.
    func json() throws -> Data {
        let rows = comparisons.map(Self.row(for:)) + figures.map(Self.row(for:))
        return try JSONEncoder.zhip(.pretty).encode(["benchmarks": rows])
    }

    /// A comparison as JSON. `medianNanoseconds` and `referenceMedianNanoseconds` are each
    /// side's median over the rounds; `ratio` is the median of the per-round ratios (not the
    /// ratio of those two medians), as `ratioMethod` says; `runs` is the number of rounds, each
    /// one timed run of the benchmark and one of its reference.
    static func row(for comparison: Comparison) -> [String: JSONValue] {
        [
            "group": .string(comparison.group),
            "benchmark": .string(comparison.subject.label),
            "medianNanoseconds": .double(comparison.subject.medianNanoseconds),
            "reference": .string(comparison.reference.label),
            "referenceMedianNanoseconds": .double(comparison.reference.medianNanoseconds),
            "ratio": .double(comparison.ratio),
            "ratioMethod": .string(Comparison.ratioMethod),
            "target": .string(comparison.targetText),
            "met": .bool(comparison.meetsTarget),
            "runs": .integer(Int64(comparison.subject.runs)),
        ]
    }

    /// A figure as JSON.
    static func row(for figure: Figure) -> [String: JSONValue] {
        [
            "group": .string(figure.group), "benchmark": .string(figure.label), "value": .string(figure.value),
            "note": .string(figure.note),
        ]
    }
}
