/// Every suite `zhip-bench` runs, in report order.
enum BenchmarkSuites {
    static let all: [BenchmarkSuite] = [
        KeystoreBenchmarks.suite,
        SchnorrBenchmarks.suite,
        EVMBenchmarks.suite,
        TokenBenchmarks.signingSuite,
        MnemonicBenchmarks.suite,
        NetworkBenchmarks.batchingSuite,
        NetworkBenchmarks.latencySuite,
        TokenBenchmarks.balancesSuite,
        NetworkBenchmarks.throughputSuite,
        ContainerBenchmarks.suite,
        StartBenchmarks.suite,
    ]
}
