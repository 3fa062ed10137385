import ZhipCore

/// Resolving from the container beside calling the same closure directly.
enum ContainerBenchmarks {
    static let name = "Container resolution (issue 4)"

    /// A small object, as a use case is.
    final class Service: Sendable {
        let value = 42
    }

    static let suite = BenchmarkSuite(name: name) { report in
        let container = Container()
        let make: @Sendable () -> Service = { Service() }
        let shared = Service()
        let direct: @Sendable () -> Service = { shared }
        let batch = 1000
        let runs = 2000

        // Each run resolves `batch` times so the clock's own cost does not dominate.
        let directCall = Measurement.median("direct closure call x\(batch)", runs: runs) {
            for _ in 0..<batch { precondition(opaque(direct).value == 42) }
        }
        let singleton = Measurement.median("singleton resolve x\(batch)", runs: runs) {
            for _ in 0..<batch { precondition(container.benchSingleton().value == 42) }
        }
        report.add(Comparison(group: name, subject: singleton, reference: directCall, target: .atMost(20)))

        let directMake = Measurement.median("direct closure making an object x\(batch)", runs: runs) {
            for _ in 0..<batch { precondition(opaque(make).value == 42) }
        }
        let unique = Measurement.median("unique resolve x\(batch)", runs: runs) {
            for _ in 0..<batch { precondition(container.benchUnique().value == 42) }
        }
        report.add(Comparison(group: name, subject: unique, reference: directMake, target: .atMost(20)))
    }
}

/// Calls `closure` where the optimiser cannot see it, as the container must.
@inline(never)
func opaque<T>(_ closure: () -> T) -> T { closure() }

extension Container {
    fileprivate var benchSingleton: Factory<ContainerBenchmarks.Service> {
        self { ContainerBenchmarks.Service() }.perContainer
    }

    fileprivate var benchUnique: Factory<ContainerBenchmarks.Service> {
        self { ContainerBenchmarks.Service() }
    }
}
