/// Pairs the calls a baseline expects with the calls made, method by method: first as many
/// exact fits as possible (a maximum matching, so two calls of one method in any order both
/// find their entry), then the leftovers as mismatches (each expected call with the made call
/// it is closest to), missing calls, and unmatched made calls.
struct CallMatcher {
    let variables: BaselineVariables
    let step: String

    /// How expected calls and made calls paired up.
    struct Matching {
        /// Expected index → the made call that fits it.
        var fits: [Int: ObservedCall] = [:]
        /// Expected index → the made call it is closest to, and how that call differs.
        var mismatches: [Int: (call: ObservedCall, issues: [SchemaIssue])] = [:]
        /// Expected indices with no made call left for them.
        var missing: [Int] = []
        /// Made calls no expected call took, oldest first.
        var unmatched: [ObservedCall] = []

        /// The sequence numbers of the made calls an expected call took (fitting or not).
        var used: Set<Int> {
            Set(fits.values.map(\.sequenceNumber)).union(mismatches.values.map(\.call.sequenceNumber))
        }
    }

    func match(_ expected: [ExpectedCall], against made: [ObservedCall]) throws(BaselineError) -> Matching {
        var matching = Matching()
        let methods = Set(expected.map(\.method)).union(made.map(\.method))
        for method in methods.sorted() {
            let entries = expected.indices.filter { expected[$0].method == method }
            let calls = made.filter { $0.method == method }
            try match(entries, of: expected, against: calls, into: &matching)
        }
        matching.missing.sort()
        matching.unmatched.sort { $0.sequenceNumber < $1.sequenceNumber }
        return matching
    }

    /// Matches one method's entries with its calls.
    private func match(
        _ entries: [Int], of expected: [ExpectedCall], against calls: [ObservedCall], into matching: inout Matching
    ) throws(BaselineError) {
        var issues: [[[SchemaIssue]]] = []
        for entry in entries {
            var row: [[SchemaIssue]] = []
            for call in calls {
                row.append(try expected[entry].issues(with: call.request, variables: variables, step: step))
            }
            issues.append(row)
        }
        let fitting = issues.map { row in row.indices.filter { row[$0].isEmpty } }
        let callOfEntry = Self.maximumMatching(fitting, callCount: calls.count)
        var freeCalls = Set(calls.indices).subtracting(callOfEntry.compactMap { $0 })
        for (row, entry) in entries.enumerated() {
            if let call = callOfEntry[row] {
                matching.fits[entry] = calls[call]
            } else if let closest = freeCalls.min(by: { (issues[row][$0].count, $0) < (issues[row][$1].count, $1) }) {
                freeCalls.remove(closest)
                matching.mismatches[entry] = (calls[closest], issues[row][closest])
            } else {
                matching.missing.append(entry)
            }
        }
        matching.unmatched += freeCalls.sorted().map { calls[$0] }
    }

    /// For each row, the column it is matched to (or nil), matching as many rows as possible to
    /// distinct columns they fit (Kuhn's augmenting paths; the lists are a few calls long).
    static func maximumMatching(_ fitting: [[Int]], callCount: Int) -> [Int?] {
        var rowOfColumn = [Int?](repeating: nil, count: callCount)
        func augment(_ row: Int, _ visited: inout Set<Int>) -> Bool {
            for column in fitting[row] where !visited.contains(column) {
                visited.insert(column)
                if let other = rowOfColumn[column] {
                    guard augment(other, &visited) else { continue }
                }
                rowOfColumn[column] = row
                return true
            }
            return false
        }
        for row in fitting.indices {
            var visited = Set<Int>()
            _ = augment(row, &visited)
        }
        var columnOfRow = [Int?](repeating: nil, count: fitting.count)
        for (column, row) in rowOfColumn.enumerated() {
            if let row { columnOfRow[row] = column }
        }
        return columnOfRow
    }
}
