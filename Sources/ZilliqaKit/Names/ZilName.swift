/// A checked `.zil` name of ZilNames (Zilliqa 2.0's ENS fork): ASCII only, lower-cased, labels of
/// a–z, 0–9 and `-`, ending in `.zil`; with its namehash and DNS wire form (docs/zilnames.md).
///
/// Names outside ASCII are refused (``ZilNameError/notASCII``) rather than half-normalised: this
/// wallet does not carry ENSIP-15's Unicode tables, so a name it takes is one ENSIP-15 leaves as it is.
/// ```swift
/// let name = try ZilName("Alice.ZIL")
/// name.text          // "alice.zil"
/// name.node          // namehash: 46f967dc…1721
/// name.dnsEncoded    // 05 616c696365 03 7a696c 00
/// ZilName.isShaped("bob.zil")   // true: a name, not an address
/// ```
public struct ZilName: Sendable, Hashable, CustomStringConvertible {
    /// The longest name, in bytes (a DNS name's limit).
    public static let maximumBytes = 253
    /// The longest label, in bytes.
    public static let maximumLabelBytes = 63
    /// The last label every name has.
    public static let topLabel = "zil"

    /// The name, lower-cased: `alice.zil`.
    public let text: String

    /// Checks `text` and lower-cases A–Z.
    /// - Throws: ``ZilNameError`` saying what is wrong, first the characters, then the length, then each label.
    public init(_ text: String) throws(ZilNameError) {
        guard !text.isEmpty else { throw .empty }
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { throw .notASCII }
        let lowered = String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        guard lowered.utf8.count <= Self.maximumBytes else { throw .tooLong(bytes: lowered.utf8.count) }
        let labels = lowered.split(separator: ".", omittingEmptySubsequences: false)
        guard !labels.contains(where: \.isEmpty) else { throw .emptyLabel }
        guard labels.last == Substring(Self.topLabel) else { throw .notZil }
        guard labels.count >= 2 else { throw .noLabelBeforeZil }
        for label in labels { try Self.check(label) }
        self.text = lowered
    }

    /// True when `text` ends with `.zil` (any case): text another grammar should read as a name, not as
    /// an address or an amount. It says nothing of whether the name is valid.
    public static func isShaped(_ text: String) -> Bool {
        let suffix = "." + topLabel
        return text.utf8.count > suffix.utf8.count && text.lowercased().hasSuffix(suffix)
    }

    /// The labels in reading order: `["alice", "zil"]`.
    public var labels: [String] { text.split(separator: ".").map(String.init) }

    /// The ENS namehash (EIP-137, Keccak-256): 32 bytes.
    public var node: [UInt8] { ENSNameEncoding.namehash(labels) }

    /// The DNS wire form the UniversalResolver takes: at most 255 bytes.
    public var dnsEncoded: [UInt8] { ENSNameEncoding.dnsEncoded(labels) }

    public var description: String { text }

    /// Refuses a label that is too long, has a character outside a–z 0–9 `-`, or hyphens where DNS
    /// and ENSIP-15 refuse them.
    private static func check(_ label: Substring) throws(ZilNameError) {
        let bytes = Array(label.utf8)
        guard bytes.count <= maximumLabelBytes else { throw .labelTooLong(label: String(label), bytes: bytes.count) }
        for byte in bytes where !isLabelByte(byte) {
            throw .invalidCharacter(Character(Unicode.Scalar(byte)), label: String(label))
        }
        let hyphen = UInt8(ascii: "-")
        guard bytes.first != hyphen, bytes.last != hyphen else { throw .hyphenAtEdge(label: String(label)) }
        guard bytes.count < 4 || bytes[2] != hyphen || bytes[3] != hyphen else {
            throw .hyphensAtThirdAndFourth(label: String(label))
        }
    }

    private static func isLabelByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-")
    }
}
