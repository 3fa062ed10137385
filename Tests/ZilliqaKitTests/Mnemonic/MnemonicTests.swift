import Foundation
import Testing

@testable import ZilliqaKit

/// BIP-39 against the Trezor reference vectors (`Fixtures/bip39.json`, copied from the PyPI
/// `mnemonic` package's vectors.json): entropy → words, words → seed with passphrase "TREZOR".
@Suite("BIP-39 recovery phrases")
struct MnemonicTests {
    struct Vector: Decodable, Sendable, CustomStringConvertible {
        let entropy: String
        let mnemonic: String
        let seed: String
        let xprv: String

        /// Never the words: a test's argument is printed in the suite's output.
        var description: String { "the \(entropy.count / 2)-byte vector starting \(entropy.prefix(4))" }
    }

    struct File: Decodable, Sendable {
        let passphrase: String
        let vectors: [Vector]
    }

    static let file: File? = try? Fixtures.load("bip39")
    static var vectors: [Vector] { file?.vectors ?? [] }

    @Test("the 24 English vectors load")
    func vectorsLoad() {
        #expect(Self.vectors.count == 24)
    }

    @Test("the wordlist is the published one: 2048 words whose list has the published SHA-256")
    func wordlistIsThePublishedOne() {
        let published = Array(BIP39EnglishWordlist.words.map { $0 + "\n" }.joined().utf8)

        #expect(BIP39EnglishWordlist.words.count == 2048)
        #expect(SHA256.hash(published).hexEncoded == BIP39EnglishWordlist.publishedSHA256)
    }

    @Test("entropy gives the vector's words", arguments: vectors)
    func entropyGivesTheWords(vector: Vector) throws {
        let phrase = try Mnemonic(entropy: [UInt8](hex: vector.entropy))

        #expect(phrase.revealedPhrase() == vector.mnemonic)
    }

    @Test("the words give the vector's seed with passphrase TREZOR", arguments: vectors)
    func wordsGiveTheSeed(vector: Vector) throws {
        let phrase = try Mnemonic(phrase: vector.mnemonic)

        #expect(phrase.seed(passphrase: "TREZOR").hexEncoded == vector.seed)
    }

    @Test("typed in capitals with extra spaces and a newline, a phrase reads the same")
    func typingIsForgiven() throws {
        let vector = try #require(Self.vectors.last)
        let typed = "  " + vector.mnemonic.uppercased().replacingOccurrences(of: " ", with: "   ") + "\n"

        #expect(try Mnemonic(phrase: typed).revealedPhrase() == vector.mnemonic)
    }

    @Test("eleven words is the wrong count, said with the number found")
    func wrongCount() throws {
        let vector = try #require(Self.vectors.first)
        let eleven = vector.mnemonic.split(separator: " ").dropLast().joined(separator: " ")

        #expect(throws: MnemonicError.wrongWordCount(found: 11)) { try Mnemonic(phrase: eleven) }
    }

    @Test("a misspelt word is named by its position, with the word its first four letters mean")
    func misspeltWord() throws {
        var words = try #require(Self.vectors.first).mnemonic.split(separator: " ").map(String.init)
        words[2] = "abandom"

        #expect(throws: MnemonicError.unknownWord(position: 3, suggestions: ["abandon"])) {
            try Mnemonic(phrase: words.joined(separator: " "))
        }
    }

    @Test("a Spanish phrase is said to be in another language, with no English near-miss suggested")
    func spanishPhrase() {
        // Arrange: the first twelve words of BIP-39's Spanish list.
        let spanish = "ábaco abdomen abeja abierto abogado abono aborto abrazo abrir abuelo abuso acabar"
        // Act, Assert
        #expect(throws: MnemonicError.notEnglish(unknownWords: 12, words: 12)) { try Mnemonic(phrase: spanish) }
        let message = MnemonicError.notEnglish(unknownWords: 12, words: 12).description
        #expect(message.contains("Zhip reads English BIP-39 phrases only"))
        #expect(!message.contains("did you mean"))
    }

    @Test("one word with letters no English word has is not given an English near-miss")
    func accentedWord() throws {
        // Arrange
        var words = try #require(Self.vectors.first).mnemonic.split(separator: " ").map(String.init)
        words[0] = "ábaco"
        // Act, Assert
        #expect(throws: MnemonicError.notEnglish(unknownWords: 1, words: 12)) {
            try Mnemonic(phrase: words.joined(separator: " "))
        }
    }

    @Test("a phrase after a byte-order mark (a file an editor saved) reads as the same phrase")
    func byteOrderMark() throws {
        // Arrange
        let vector = try #require(Self.vectors.first)
        // Act
        let read = try Mnemonic(phrase: "\u{FEFF}" + vector.mnemonic + "\n")
        // Assert
        #expect(read.revealedPhrase() == vector.mnemonic)
    }

    @Test("a short unknown word gets the list's words one letter away")
    func shortUnknownWord() throws {
        #expect(BIP39Suggestions.nearest(to: "cst").contains("cat"))
    }

    @Test("one very long unknown word gets no suggestion, and is not compared with the list")
    func longUnknownWord() {
        #expect(BIP39Suggestions.nearest(to: String(repeating: "q", count: 4000)).isEmpty)
    }

    @Test("swapping two words breaks the checksum")
    func swappedWords() throws {
        var words = try #require(Self.vectors.dropFirst().first).mnemonic.split(separator: " ").map(String.init)
        words.swapAt(0, 11)

        #expect(throws: MnemonicError.checksumMismatch) { try Mnemonic(phrase: words.joined(separator: " ")) }
    }

    @Test("17 bytes of entropy is refused")
    func wrongEntropy() {
        #expect(throws: MnemonicError.wrongEntropyLength(17)) {
            try Mnemonic(entropy: [UInt8](repeating: 1, count: 17))
        }
    }

    @Test(
        "a generated phrase of each length reads back, and two are never the same", arguments: MnemonicLength.allCases)
    func generated(length: MnemonicLength) throws {
        let first = Mnemonic.generate(length)
        let second = Mnemonic.generate(length)

        #expect(first.revealedPhrase().split(separator: " ").count == length.rawValue)
        #expect(try Mnemonic(phrase: first.revealedPhrase()).revealedPhrase() == first.revealedPhrase())
        #expect(first.revealedPhrase() != second.revealedPhrase())
    }

    @Test("the phrase never shows itself: description, debug description and dump are redacted")
    func redacted() throws {
        let phrase = try Mnemonic(phrase: try #require(Self.vectors.first).mnemonic)
        var dumped = ""
        dump(phrase, to: &dumped)

        for text in ["\(phrase)", String(reflecting: phrase), dumped] {
            #expect(!text.contains("abandon"))
        }
        #expect("\(phrase)" == "Mnemonic(redacted)")
    }
}

extension Array where Element == UInt8 {
    /// Lowercase hex, for comparing with the vectors.
    fileprivate var hexEncoded: String { Hex.encode(self) }
}
