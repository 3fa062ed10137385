import Testing

@testable import ZhipBench

@Suite("Interleaving: a benchmark and its reference in alternating rounds")
struct InterleavingTests {
    @Test("the benchmark and its reference run alternately, warm-up rounds first in the same order")
    func alternates() async throws {
        let stopwatch = FakeStopwatch()

        _ = try await Interleaving(rounds: 3, warmUpRounds: 2).time(
            stopwatch.benchmark("A", taking: []), against: stopwatch.benchmark("B", taking: []), on: stopwatch)

        #expect(stopwatch.runs == ["A", "B", "A", "B", "A", "B", "A", "B", "A", "B"])
    }

    @Test("each side keeps the time of its timed runs in round order, and none of the warm-up")
    func keepsTimedRunsInRoundOrder() async throws {
        let stopwatch = FakeStopwatch()

        let measured = try await Interleaving(rounds: 3, warmUpRounds: 1).time(
            stopwatch.benchmark("A", taking: [1000, 30, 10, 20]),
            against: stopwatch.benchmark("B", taking: [2000, 3, 1, 2]), on: stopwatch)

        #expect(measured.subject.samples == [30, 10, 20])
        #expect(measured.reference.samples == [3, 1, 2])
    }

    @Test("a benchmark that times itself counts the span it reports, not its whole run")
    func selfTimed() async throws {
        let stopwatch = FakeStopwatch()
        let selfTimed = Benchmark.timingItself(
            "threads",
            {
                try await stopwatch.benchmark("threads", taking: [500]).run()
                return .nanoseconds(7)
            })

        let measured = try await Interleaving(rounds: 1, warmUpRounds: 0).time(
            selfTimed, against: stopwatch.benchmark("reference", taking: [5]), on: stopwatch)

        #expect(measured.subject.samples == [7])
        #expect(measured.reference.samples == [5])
    }

    @Test("each side is labelled as its benchmark")
    func labels() async throws {
        let stopwatch = FakeStopwatch()

        let measured = try await Interleaving(rounds: 1, warmUpRounds: 0).time(
            stopwatch.benchmark("ours", taking: [1]), against: stopwatch.benchmark("reference", taking: [1]),
            on: stopwatch)

        #expect(measured.subject.label == "ours")
        #expect(measured.reference.label == "reference")
    }
}
