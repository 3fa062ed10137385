import Testing

@testable import ZhipDevnetKit

@Suite("The control API's query reader")
struct ControlQueryTests {
    @Test("names and values are percent-decoded")
    func decodes() throws {
        let query = try ControlQuery("t=a%2Bb%2fc&sender=zil1x&flag")
        #expect(query["t"] == "a+b/c")
        #expect(query["sender"] == "zil1x")
        #expect(query["flag"] == "")
    }

    @Test("a broken % escape is refused, saying how to write one", arguments: ["t=%zz", "t=%4", "t=abc%"])
    func brokenEscape(_ text: String) {
        let error = #expect(throws: ControlError.self) { try ControlQuery(text) }
        #expect(error?.status.code == 400)
        #expect(error?.message.contains("two hex digits") == true)
    }

    @Test("escapes that decode to bytes which are not UTF-8 are refused")
    func notUTF8() {
        let error = #expect(throws: ControlError.self) { try ControlQuery("t=%FF") }
        #expect(error?.message.contains("not UTF-8") == true)
    }

    @Test("a name given twice is refused")
    func givenTwice() {
        let error = #expect(throws: ControlError.self) { try ControlQuery("t=a&t=b") }
        #expect(error?.message.contains("given twice") == true)
    }
}
