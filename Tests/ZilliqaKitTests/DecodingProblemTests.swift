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

    @Test("a keystore field of one byte says 'byte'")
    func oneByte() {
        let description = KeystoreError.wrongLength(field: "iv", bytes: 1, expected: "16 bytes").description

        #expect(description.contains("holds 1 byte, it must hold 16 bytes"))
    }
}
