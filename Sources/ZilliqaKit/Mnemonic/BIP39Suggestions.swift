/// The list's words nearest to a word that is not in it, for ``MnemonicError/unknownWord(position:suggestions:)``:
/// BIP-39 words are told apart by their first four letters, so a word whose first four letters
/// are a list word's is that word (`abando` → `abandon`); otherwise those at the smallest edit
/// distance, at most two, up to three of them. List words have 3 to 8 letters, so a typed word
/// of more than 10 has none within two edits, and is not compared (a hostile file's one long
/// "word" costs nothing).
enum BIP39Suggestions {
    /// At most three words, nearest first.
    static func nearest(to typed: String) -> [String] {
        let words = BIP39EnglishWordlist.words
        if typed.count >= 4 {
            let prefix = typed.prefix(4)
            if let word = words.first(where: { $0.hasPrefix(prefix) }) { return [word] }
        }
        guard typed.count <= 10 else { return [] }
        let typedLetters = Array(typed)
        let scored = words.map { (word: $0, distance: editDistance(typedLetters, Array($0))) }
            .filter { $0.distance <= 2 }
            .sorted { ($0.distance, $0.word) < ($1.distance, $1.word) }
        return scored.prefix(3).map(\.word)
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
