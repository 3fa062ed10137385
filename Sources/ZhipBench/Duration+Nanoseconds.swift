extension Duration {
    /// The duration in nanoseconds, as the benchmarks report and compare times.
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}
