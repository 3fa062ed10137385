import Testing
import ZilliqaKit

// Answers encoded by eth-abi 5 as `encode(["bytes", "address"], [inner, L2Resolver])`, the inner answer
// `encode(["address"], …)` or `encode(["string"], …)`, printed by Tests/ZilliqaKitTests/Fixtures/zilnames-fixtures.py.
// The hostile ones are those answers changed by hand, as a broken or lying node would.
@Suite("ZilNames' answers: read strictly, hostile ones refused with typed errors")
struct ZilNamesAnswerTests {
    static let head = "0000000000000000000000000000000000000000000000000000000000000040"
    static let resolverWord = "0000000000000000000000005c0c7bfd25efcae366fe62219fd5558305ffc46f"
    static let oneWord = "0000000000000000000000000000000000000000000000000000000000000020"
    static let aliceWord = "0000000000000000000000007e5f4552091a69125d5dfcb7b8c2659029395bdf"
    static let addressAnswer = head + resolverWord + oneWord + aliceWord

    static func nameAnswer(_ inner: String) -> [UInt8] {
        [UInt8](hex: head + resolverWord + inner)
    }

    @Test("the address answer reads as alice's address")
    func address() throws {
        let address = try ZilNames.address(inAnswer: [UInt8](hex: Self.addressAnswer))

        #expect(address == (try EVMAddress("0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")))
    }

    @Test("the zero address reads as no address set")
    func zeroAddress() throws {
        let answer = Self.head + Self.resolverWord + Self.oneWord + String(repeating: "0", count: 64)

        #expect(try ZilNames.address(inAnswer: [UInt8](hex: answer)) == nil)
    }

    @Test("a reverse answer of alice.zil reads as the name")
    func reverseName() throws {
        let answer = Self.nameAnswer(
            "0000000000000000000000000000000000000000000000000000000000000060" + Self.oneWord
                + "0000000000000000000000000000000000000000000000000000000000000009"
                + "616c6963652e7a696c0000000000000000000000000000000000000000000000")

        let name = try ZilNames.name(inReverseAnswer: answer)

        #expect(name?.text == "alice.zil")
    }

    @Test("an empty reverse record reads as no primary name")
    func emptyReverse() throws {
        let answer = Self.nameAnswer(
            Self.head + Self.oneWord + String(repeating: "0", count: 64))

        #expect(try ZilNames.name(inReverseAnswer: answer) == nil)
    }

    @Test("a reverse record that is no .zil name is a typed error")
    func reverseNotZil() {
        let answer = Self.nameAnswer(
            "0000000000000000000000000000000000000000000000000000000000000060" + Self.oneWord
                + "0000000000000000000000000000000000000000000000000000000000000009"
                + "616c6963652e6574680000000000000000000000000000000000000000000000")

        #expect(throws: ZilNamesAnswerError.notAZilName(.notZil)) { try ZilNames.name(inReverseAnswer: answer) }
    }

    @Test("a reverse string of 254 bytes is refused before it is read")
    func reverseTooLong() {
        let text = String(repeating: "61", count: 254) + "0000"
        let answer = Self.nameAnswer(
            "0000000000000000000000000000000000000000000000000000000000000140" + Self.oneWord
                + "00000000000000000000000000000000000000000000000000000000000000fe" + text)

        #expect(throws: ZilNamesAnswerError.malformed(.tooLong(length: 254, maximumBytes: 253))) {
            try ZilNames.name(inReverseAnswer: answer)
        }
    }

    @Test("a truncated answer is a typed error")
    func truncated() {
        let answer = Array([UInt8](hex: Self.addressAnswer).dropLast(1))

        #expect(throws: ZilNamesAnswerError.self) { try ZilNames.address(inAnswer: answer) }
    }

    @Test("an offset past the end is a typed error")
    func offsetPastEnd() {
        let answer = [UInt8](
            hex: "0000000000000000000000000000000000000000000000000000000000001000" + Self.resolverWord
                + Self.oneWord + Self.aliceWord)

        #expect(throws: ZilNamesAnswerError.malformed(.offsetOutOfBounds(offset: 0x1000, size: 128))) {
            try ZilNames.address(inAnswer: answer)
        }
    }

    @Test("a huge length is a typed error, not an allocation")
    func hugeLength() {
        let answer = [UInt8](
            hex: Self.head + Self.resolverWord + "8000000000000000000000000000000000000000000000000000000000000000"
                + Self.aliceWord)

        #expect(throws: ZilNamesAnswerError.self) { try ZilNames.address(inAnswer: answer) }
    }

    @Test("an answer past the bound is refused unread")
    func tooLarge() {
        let answer = [UInt8](hex: Self.addressAnswer) + [UInt8](repeating: 0, count: 1_024)

        #expect(throws: ZilNamesAnswerError.tooLarge(bytes: 1_152)) { try ZilNames.address(inAnswer: answer) }
    }

    @Test("a result of two words where an address is due is a typed error")
    func wrongResultLength() {
        let answer = [UInt8](
            hex: Self.head + Self.resolverWord
                + "0000000000000000000000000000000000000000000000000000000000000040" + Self.aliceWord + Self.aliceWord)

        #expect(throws: ZilNamesAnswerError.wrongResultLength(bytes: 64, expected: 32)) {
            try ZilNames.address(inAnswer: answer)
        }
    }

    @Test("an address word with dirty upper bytes is a typed error")
    func dirtyAddress() {
        let dirty = "ff" + String(Self.aliceWord.dropFirst(2))
        let answer = [UInt8](hex: Self.head + Self.resolverWord + Self.oneWord + dirty)

        #expect(throws: ZilNamesAnswerError.malformed(.notAnAddress)) { try ZilNames.address(inAnswer: answer) }
    }

    @Test("a resolver word that is no address is a typed error")
    func dirtyResolver() {
        let answer = [UInt8](
            hex: Self.head + "ff" + String(Self.resolverWord.dropFirst(2)) + Self.oneWord + Self.aliceWord)

        #expect(throws: ZilNamesAnswerError.malformed(.notAnAddress)) { try ZilNames.address(inAnswer: answer) }
    }

    @Test("an empty answer (an account without code) is a typed error")
    func empty() {
        #expect(throws: ZilNamesAnswerError.malformed(.tooShort(needed: 64, found: 0))) {
            try ZilNames.address(inAnswer: [])
        }
    }
}
