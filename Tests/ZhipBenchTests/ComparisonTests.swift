import Testing
import ZilliqaKit

@testable import ZhipBench

@Suite("Comparison: the ratio of interleaved rounds")
struct ComparisonTests {
    private func comparison(subject: [Double], reference: [Double], target: Comparison.Target) -> Comparison {
        Comparison(
            group: "group", subject: Measurement(label: "ours", samples: subject),
            reference: Measurement(label: "reference", samples: reference), target: target)
    }

    @Test("the ratio is the median of the per-round ratios, not the ratio of the medians")
    func medianOfRoundRatios() {
        // Rounds 1 and 3 ran alike on both sides (ratio 1), round 2 did not (ratio 4); the
        // medians, 40 and 10, would say 4.
        let comparison = comparison(subject: [10, 40, 90], reference: [10, 10, 90], target: .atMost(2))

        #expect(comparison.ratio == 1)
    }

    @Test("for fasterBy each round's ratio is the reference's time over the subject's")
    func fasterByRatio() {
        let comparison = comparison(subject: [1, 2, 4], reference: [10, 10, 10], target: .fasterBy(5))

        #expect(comparison.ratio == 5)
    }

    @Test(
        "a ratio at the target meets it and one on the wrong side of it misses",
        arguments: [
            (Comparison.Target.atMost(2), 20.0, 21.0),
            (.fasterBy(5), 2, 3),
        ])
    func target(target: Comparison.Target, subjectAtTarget: Double, subjectPastTarget: Double) {
        let atTarget = comparison(subject: [subjectAtTarget], reference: [10], target: target)
        let pastTarget = comparison(subject: [subjectPastTarget], reference: [10], target: target)

        #expect(atTarget.meetsTarget)
        #expect(!pastTarget.meetsTarget)
    }

    @Test("the JSON row has the keys it always had, plus how the ratio was taken")
    func jsonKeys() {
        let row = Report.row(for: comparison(subject: [2, 4], reference: [1, 1], target: .atMost(5)))

        #expect(
            Set(row.keys) == [
                "group", "benchmark", "medianNanoseconds", "reference", "referenceMedianNanoseconds", "ratio",
                "ratioMethod", "target", "met", "runs",
            ])
        #expect(row["ratioMethod"] == "median of per-round ratios")
        #expect(row["runs"] == 2)
    }
}
