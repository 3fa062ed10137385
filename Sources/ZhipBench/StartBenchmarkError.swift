/// Why the "Command start" benchmarks could not take a sample; each case says what to do.
enum StartBenchmarkError: Error, CustomStringConvertible {
    /// A program the benchmark starts is not where `just bench` builds it.
    case missing(path: String)
    /// The launcher printed something other than one sample.
    case unreadableSample(output: String, errors: String)
    /// The command started ended with another status than 0.
    case commandFailed(command: String, status: Int)

    var description: String {
        switch self {
        case .missing(let path):
            "\(path) is missing: run the benchmarks through `just bench`, which builds it there"
        case .unreadableSample(let output, let errors):
            "zhip-bench-launcher printed \"\(output)\" (errors: \"\(errors)\") instead of a sample: rebuild it with"
                + " `just bench`"
        case .commandFailed(let command, let status):
            "\(command) ended with status \(status): run it by hand to see why"
        }
    }
}
