/// Every suite `zhip-bench` runs, in report order.
enum BenchmarkSuites {
    static let all: [BenchmarkSuite] = [
        KeystoreBenchmarks.suite,
        SchnorrBenchmarks.suite,
        EVMBenchmarks.suite,
        MnemonicBenchmarks.suite,
        NetworkBenchmarks.batchingSuite,
        NetworkBenchmarks.latencySuite,
        NetworkBenchmarks.throughputSuite,
        ContainerBenchmarks.suite,
    ]
}
