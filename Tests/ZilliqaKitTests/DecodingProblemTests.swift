import Testing

@testable import ZilliqaKit

@Suite("Decoding problems in words")
struct DecodingProblemTests {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    @Test("an answer that is not an object says so in words, not as a Swift dictionary type")
    func notAnObject() {
        let error = DecodingError.typeMismatch(
            [String: Int].self, .init(codingPath: [], debugDescription: "Expected to decode Dictionary"))

        let brief = DecodingProblem.brief(error)

        #expect(brief == "the result is not a JSON object")
    }

    @Test("a balance of the wrong kind says what an amount looks like, not 'a Amount'")
    func notAnAmount() {
        let error = DecodingError.typeMismatch(
            Amount.self, .init(codingPath: [Key("balance")], debugDescription: "Expected String"))

        let brief = DecodingProblem.brief(error)

        #expect(brief == "\"balance\" is not an amount (a whole number of Qa, in quotes)")
    }

    @Test(
        "each kind of value is said in words, whatever its Swift type is called",
        arguments: [
            (ObjectIdentifier([Int].self), "a JSON array"),
            (ObjectIdentifier([String: [Int]].self), "a JSON object"),
            (ObjectIdentifier(UInt16.self), "a whole number"),
            (ObjectIdentifier(UInt128.self), "a whole number"),
            (ObjectIdentifier(Double.self), "a number"),
            (ObjectIdentifier(Bool.self), "true or false"),
            (ObjectIdentifier(String.self), "text in quotes"),
            (ObjectIdentifier(Address.self), "an address"),
            (ObjectIdentifier(TransactionID.self), "a transaction id (64 hex characters)"),
        ])
    func wordsForEachKind(type: ObjectIdentifier, words: String) {
        let metatype = Self.types[type]

        let said = metatype.map(DecodingProblem.words(for:))

        #expect(said == words)
    }

    @Test("a type of its own whose name looks like a known one is not mistaken for it")
    func lookalikeName() {
        struct Amount {}

        let said = DecodingProblem.words(for: Amount.self)

        #expect(said == "the value a Zilliqa node answers there")
    }

    private static let types: [ObjectIdentifier: Any.Type] = Dictionary(
        uniqueKeysWithValues: [
            [Int].self, [String: [Int]].self, UInt16.self, UInt128.self, Double.self, Bool.self, String.self,
            Address.self, TransactionID.self,
        ].map { (ObjectIdentifier($0), $0) })

    @Test("a keystore field of one byte says 'byte'")
    func oneByte() {
        let description = KeystoreError.wrongLength(field: "iv", bytes: 1, expected: "16 bytes").description

        #expect(description.contains("holds 1 byte, it must hold 16 bytes"))
    }
}
