/// One operation to time, with the label the report shows for it: a benchmark or its reference.
struct Benchmark {
    let label: String
    let run: () async throws -> Void

    init(_ label: String, _ run: @escaping () async throws -> Void) {
        self.label = label
        self.run = run
    }
}
