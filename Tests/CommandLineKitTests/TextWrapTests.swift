import CommandLineKit
import Testing

@Suite("TextWrap: the CLI's one word wrap")
struct TextWrapTests {
    @Test("a narrow width breaks lines only at spaces")
    func breaksAtSpaces() {
        // Arrange
        let text = "look it up with tx status before sending anything again"
        // Act
        let lines = TextWrap.lines(text, width: 12)
        // Assert
        #expect(lines == ["look it up", "with tx", "status", "before", "sending", "anything", "again"])
    }

    @Test("a word longer than the width stays whole on its own line, past the width")
    func longWordOverflows() {
        // Arrange
        let address = "zil1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq"
        // Act
        let lines = TextWrap.lines("send to \(address) now", width: 10)
        // Assert
        #expect(lines == ["send to", address, "now"])
    }

    @Test("continuation lines leave room for their indent, the first for the text before it")
    func indentAndFirstLine() {
        // Arrange, Act
        let lines = TextWrap.lines("one two three four", width: 14, indent: 4, firstLineUsed: 6)
        // Assert
        #expect(lines == ["one two", "three four"])
    }
}
