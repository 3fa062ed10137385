/// "Did you mean …?": the closest known word to a mistyped one.
enum Suggestion {
    /// The candidate nearest to `word` by edit distance, when it is near enough to be a typo
    /// (at most one edit in three characters, and at least one edit allowed).
    static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(word, candidate)
            if distance <= max(1, candidate.count / 3), distance < best?.distance ?? Int.max {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance between `lhs` and `rhs`, by characters.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        var current = previous
        for row in 1...left.count {
            current[0] = row
            for column in 1...right.count {
                let substitution = previous[column - 1] + (left[row - 1] == right[column - 1] ? 0 : 1)
                current[column] = min(previous[column] + 1, current[column - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
