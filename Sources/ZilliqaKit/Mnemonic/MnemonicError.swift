/// Why text is not a BIP-39 phrase, each with what to do; never the phrase itself.
public enum MnemonicError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A phrase has 12, 15, 18, 21 or 24 words; this one had `found`.
    case wrongWordCount(found: Int)
    /// Word number `position` (from 1) is not in the English list; `suggestions` are the list's
    /// nearest words (sharing its first letters, or a letter or two away).
    case unknownWord(position: Int, suggestions: [String])
    /// `unknownWords` of the phrase's `words` are not in the English list, and they are most of
    /// them or have letters no English word has: a phrase in another BIP-39 language, or not a
    /// phrase.
    case notEnglish(unknownWords: Int, words: Int)
    /// Every word is in the list, but the last one's checksum does not match: a word is wrong or
    /// two are swapped.
    case checksumMismatch
    /// Entropy is 16, 20, 24, 28 or 32 bytes; this had `count`.
    case wrongEntropyLength(Int)

    public var description: String {
        switch self {
        case .wrongWordCount(let found):
            "a recovery phrase has 12, 15, 18, 21 or 24 words; this one has \(found): check that none is missing "
                + "or doubled"
        case .unknownWord(let position, let suggestions):
            "word \(position) is not in the BIP-39 English word list"
                + (suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: ", "))?")
        case .notEnglish(let unknown, let words):
            "\(unknown) of the \(words) words \(unknown == 1 ? "is" : "are") not in the BIP-39 English word list: Zhip "
                + "reads English BIP-39 "
                + "phrases only, and this looks like a phrase in another language, or not a recovery phrase; check "
                + "that it holds the English words as they were written down (a phrase in another language needs a "
                + "wallet that reads that language)"
        case .checksumMismatch:
            "the words are all in the list, but the phrase's checksum does not match: a word is wrong or two are "
                + "swapped; check the phrase against where it was written down"
        case .wrongEntropyLength(let count):
            "BIP-39 entropy is 16, 20, 24, 28 or 32 bytes, not \(count)"
        }
    }
}
