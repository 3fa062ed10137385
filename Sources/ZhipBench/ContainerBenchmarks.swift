import ZhipCore

/// Resolving from the container beside calling the same closure directly.
enum ContainerBenchmarks {
    static let name = "Container resolution"

    /// A small object, as a use case is.
    final class Service: Sendable {
        let value = 42
    }

    static let suite = BenchmarkSuite(name: name) { report in
        let container = Container()
        let make: @Sendable () -> Service = { Service() }
        let shared = Service()
        let direct: @Sendable () -> Service = { shared }
        let interleaving = Interleaving(rounds: 2000)

        let kept = try await interleaving.time(
            batched("perContainer resolve") { container.benchPerContainer() },
            against: batched("direct closure call") { opaque(direct) })
        report.add(Comparison(group: name, measured: kept, target: .atMost(20)))

        let unique = try await interleaving.time(
            batched("unique resolve") { container.benchUnique() },
            against: batched("direct closure making an object") { opaque(make) })
        report.add(Comparison(group: name, measured: unique, target: .atMost(20)))
    }
}

/// A benchmark whose run gets a ``ContainerBenchmarks/Service`` from `get` 1000 times, so that
/// the clock's own cost does not dominate.
private func batched(_ label: String, _ get: @escaping () -> ContainerBenchmarks.Service) -> Benchmark {
    let batch = 1000
    return Benchmark("\(label) x\(batch)") {
        for _ in 0..<batch { precondition(get().value == 42) }
    }
}

/// Calls `closure` where the optimiser cannot see it, as the container must.
@inline(never)
func opaque<T>(_ closure: () -> T) -> T { closure() }

extension Container {
    fileprivate var benchPerContainer: Factory<ContainerBenchmarks.Service> {
        self { ContainerBenchmarks.Service() }.perContainer
    }

    fileprivate var benchUnique: Factory<ContainerBenchmarks.Service> {
        self { ContainerBenchmarks.Service() }
    }
}
