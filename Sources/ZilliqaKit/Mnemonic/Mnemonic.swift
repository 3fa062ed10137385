import Foundation

/// A BIP-39 recovery phrase: 12 to 24 English words that encode 128 to 256 bits of entropy and a
/// checksum, and the 64-byte seed that wallets derive keys from (BIP-32).
///
/// It never shows itself: `description` and `dump` print `Mnemonic(redacted)`; ask for the words
/// explicitly with ``revealedPhrase()``. The entropy is held in a buffer wiped when the last copy goes.
/// ```swift
/// let phrase = Mnemonic.generate(.twelve)                       // libsodium randomness
/// let typed = try Mnemonic(phrase: "cart hat drip lava …")      // MnemonicError says which word is wrong
/// let seed = typed.seed(passphrase: "")                         // PBKDF2-HMAC-SHA512, 2048 rounds
/// ```
public struct Mnemonic: Sendable {
    let entropy: SecureBytes
    /// How many words the phrase has.
    public let length: MnemonicLength

    /// The phrase for `entropy` (16, 20, 24, 28 or 32 bytes); the caller zeroes its copy.
    /// - Throws: ``MnemonicError/wrongEntropyLength(_:)``.
    public init(entropy: [UInt8]) throws(MnemonicError) {
        guard let length = MnemonicLength(entropyBytes: entropy.count) else {
            throw .wrongEntropyLength(entropy.count)
        }
        self.entropy = SecureBytes(entropy)
        self.length = length
    }

    /// A new phrase of `length` words from libsodium's randomness.
    public static func generate(_ length: MnemonicLength = .twelve) -> Mnemonic {
        var bytes = SecureRandom.bytes(length.entropyBytes)
        defer { bytes.zeroize() }
        // The count is one of the lengths', so this cannot fail.
        guard let phrase = try? Mnemonic(entropy: bytes) else { preconditionFailure("a length's own entropy size") }
        return phrase
    }

    /// Reads a phrase as people type it: NFKD-normalised, any case, words separated by any
    /// whitespace; a byte-order mark (which some editors write at the start of a file) is ignored.
    /// Checks the count, that the words are English ones, every word, then the checksum.
    /// - Throws: ``MnemonicError`` naming what is wrong, never the words.
    public init(phrase: String) throws(MnemonicError) {
        let words = phrase.decomposedStringWithCompatibilityMapping.lowercased()
            .split(whereSeparator: { $0.isWhitespace || $0 == Self.byteOrderMark })
        guard let length = MnemonicLength(rawValue: words.count) else { throw .wrongWordCount(found: words.count) }
        try Self.checkEnglish(words)
        var indexes = [Int]()
        indexes.reserveCapacity(words.count)
        // The indexes are the phrase itself: wiped on every way out.
        defer { for position in indexes.indices { indexes[position] = 0 } }
        for (position, word) in words.enumerated() {
            guard let index = BIP39EnglishWordlist.index(of: word) else {
                throw .unknownWord(position: position + 1, suggestions: BIP39Suggestions.nearest(to: String(word)))
            }
            indexes.append(index)
        }
        var bits = [Bool]()
        bits.reserveCapacity(words.count * 11)
        for index in indexes {
            for shift in (0..<11).reversed() { bits.append((index >> shift) & 1 == 1) }
        }
        var entropy = [UInt8](repeating: 0, count: length.entropyBytes)
        defer {
            entropy.zeroize()
            for index in bits.indices { bits[index] = false }
        }
        for (bit, isSet) in bits.prefix(length.entropyBytes * 8).enumerated() where isSet {
            entropy[bit / 8] |= 0x80 >> UInt8(bit % 8)
        }
        guard Self.checksumBits(of: entropy, count: length.checksumBits) == Array(bits.suffix(length.checksumBits))
        else { throw .checksumMismatch }
        self.entropy = SecureBytes(entropy)
        self.length = length
    }

    /// U+FEFF, the byte-order mark.
    private static let byteOrderMark: Character = "\u{FEFF}"

    /// Refuses words that are mostly not English BIP-39 words, or that have letters no English
    /// word has (a phrase in another BIP-39 language): English near-misses would mislead there.
    private static func checkEnglish(_ words: [Substring]) throws(MnemonicError) {
        let unknown = words.filter { BIP39EnglishWordlist.index(of: $0) == nil }
        guard unknown.count * 2 > words.count || unknown.contains(where: { $0.contains { !$0.isASCII } }) else {
            return
        }
        throw .notEnglish(unknownWords: unknown.count, words: words.count)
    }

    /// The words, separated by single spaces: show them only when the person asks to see them.
    public func revealedPhrase() -> String { words().joined(separator: " ") }

    /// The 64-byte BIP-39 seed: PBKDF2-HMAC-SHA512 of the phrase with the salt "mnemonic" +
    /// `passphrase` (both NFKD-normalised), 2048 rounds, from OpenSSL. The caller zeroes it.
    public func seed(passphrase: String = "") -> [UInt8] {
        var password = Array(revealedPhrase().decomposedStringWithCompatibilityMapping.utf8)
        defer { password.zeroize() }
        let salt = Array(("mnemonic" + passphrase).decomposedStringWithCompatibilityMapping.utf8)
        // OpenSSL fails only for sizes no phrase reaches, or without memory.
        guard let seed = PBKDF2.deriveSHA512(password: password, salt: salt, iterations: 2048, length: 64) else {
            preconditionFailure("PBKDF2-HMAC-SHA512 failed")
        }
        return seed
    }

    /// The phrase's words, from the entropy and its checksum.
    private func words() -> [String] {
        var bytes = entropy.copyBytes()
        defer { bytes.zeroize() }
        var bits = [Bool]()
        for byte in bytes {
            for shift in (0..<8).reversed() { bits.append((byte >> UInt8(shift)) & 1 == 1) }
        }
        bits += Self.checksumBits(of: bytes, count: length.checksumBits)
        return stride(from: 0, to: bits.count, by: 11).map { start in
            let index = bits[start..<start + 11].reduce(0) { ($0 << 1) | ($1 ? 1 : 0) }
            return BIP39EnglishWordlist.words[index]
        }
    }

    /// The first `count` bits of SHA-256(`entropy`).
    private static func checksumBits(of entropy: [UInt8], count: Int) -> [Bool] {
        let hash = SHA256.hash(entropy)
        return (0..<count).map { bit in (hash[bit / 8] >> UInt8(7 - bit % 8)) & 1 == 1 }
    }
}

extension Mnemonic: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "Mnemonic(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["length": length.rawValue], displayStyle: .struct) }
}
