import Foundation

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

    /// The report as JSON: one object per comparison and per figure.
    func json() throws -> Data {
        let rows: [[String: any Sendable]] =
            comparisons.map { comparison in
                [
                    "group": comparison.group,
                    "benchmark": comparison.subject.label,
                    "medianNanoseconds": comparison.subject.medianNanoseconds,
                    "reference": comparison.reference.label,
                    "referenceMedianNanoseconds": comparison.reference.medianNanoseconds,
                    "ratio": comparison.ratio,
                    "target": comparison.targetText,
                    "met": comparison.meetsTarget,
                    "runs": comparison.subject.runs,
                ]
            }
            + figures.map { ["group": $0.group, "benchmark": $0.label, "value": $0.value, "note": $0.note] }
        return try JSONSerialization.data(withJSONObject: ["benchmarks": rows], options: [.prettyPrinted, .sortedKeys])
    }
}
