import Foundation
import Testing
import ZilliqaKit

/// JavaScript's `JSON.parse` and Python's `json.loads` keep the last of a key given twice, and the
/// wallet's parser the first: a document with one is refused, naming the key.
@Suite("EIP-712 typed data with a key given twice")
struct TypedDataDuplicateKeyTests {
    @Test("a message field given twice is refused, naming it")
    func duplicateMessageField() {
        let document = TypedDataTests.document(message: #"{"a":1,"a":2}"#)

        #expect(throws: TypedDataError.duplicateKey("a")) { try TypedData(json: Array(document.utf8)) }
    }

    @Test("a domain chainId given twice is refused: the site would sign for its last one")
    func duplicateChainID() {
        let document = TypedDataTests.document(domain: #"{"chainId":1,"chainId":32769}"#)

        #expect(throws: TypedDataError.duplicateKey("chainId")) { try TypedData(json: Array(document.utf8)) }
    }

    @Test("a top-level member given twice is refused")
    func duplicatePrimaryType() {
        let document = TypedDataTests.document().replacingOccurrences(
            of: #""primaryType":"T","#, with: #""primaryType":"T","primaryType":"U","#)

        #expect(throws: TypedDataError.duplicateKey("primaryType")) { try TypedData(json: Array(document.utf8)) }
    }

    @Test("the refusal says why and shows a key's control characters harmlessly")
    func refusalWords() {
        let error = TypedDataError.duplicateKey("\u{1B}[31ma")

        #expect(error.description.contains("twice in one object"))
        #expect(!error.description.contains("\u{1B}"))
    }

    @Test("the same document with each key once is read")
    func distinctKeysRead() throws {
        let data = try TypedData(json: Array(TypedDataTests.document(message: #"{"a":2}"#).utf8))

        #expect(
            data.message
                == .structure(
                    type: "T", members: [TypedDataMember(name: "a", type: .unsigned(bits: 8), value: .unsigned(2))]))
    }
}
