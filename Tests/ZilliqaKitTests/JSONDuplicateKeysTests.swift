import Testing
import ZilliqaKit

@Suite("JSON duplicate keys, found without parsing")
struct JSONDuplicateKeysTests {
    private func first(_ text: String) -> String? { JSONDuplicateKeys.first(in: Array(text.utf8)) }

    @Test("a key given twice in one object is found")
    func sameObject() {
        #expect(first(#"{"a":1,"b":2,"a":3}"#) == "a")
    }

    @Test("a key given twice in a nested object, or in an object inside an array, is found")
    func nested() {
        #expect(first(#"{"x":{"c":2,"c":3}}"#) == "c")
        #expect(first(#"[{"c":1},{"d":2,"d":3}]"#) == "d")
    }

    @Test("the same key in two different objects is no duplicate")
    func differentObjects() {
        #expect(first(#"{"a":{"k":1},"b":{"k":2},"k":3}"#) == nil)
    }

    @Test("keys compare as the strings they decode to: an escape spells the same key")
    func escapedKeys() {
        #expect(first(#"{"a":1,"\u0061":2}"#) == "a")
        #expect(first(#"{"\ud83d\ude00":1,"😀":2}"#) == "😀")
        #expect(first(#"{"a\"b":1,"a\u0022b":2}"#) == "a\"b")
    }

    @Test("a value that looks like a key is not one: strings in arrays and values are not counted")
    func valuesAreNotKeys() {
        #expect(first(#"{"a":"a","b":["a","a"]}"#) == nil)
        #expect(first(#"{"a":"x, \"a\": 2"}"#) == nil)
    }

    @Test("text that is not JSON has no answer: the parser says what is wrong")
    func notJSON() {
        #expect(first(#"{"a":1,"a"#) == nil)
        #expect(first(#"{"a\q":1,"a\q":2}"#) == nil)
    }
}
