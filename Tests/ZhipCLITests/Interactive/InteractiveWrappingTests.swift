import Testing

@testable import ZhipCLI

/// The interactive app's paragraphs on a narrow terminal.
@MainActor
@Suite("Interactive app: wrapping to the terminal's width")
struct InteractiveWrappingTests {
    @Test("on a narrow terminal a paragraph breaks only at spaces, never inside a word")
    func paragraphBreaksAtSpaces() {
        // Arrange
        let terminal = ScriptedTerminal([])
        terminal.width = 16
        // Act
        terminal.paragraph("Your wallet is ready.\nWrite down the recovery phrase somewhere safe.")
        // Assert
        #expect(
            terminal.output == "Your wallet is\nready.\nWrite down the\nrecovery phrase\nsomewhere safe.")
    }

    @Test("on a narrow terminal an error breaks only at spaces too")
    func errorBreaksAtSpaces() {
        // Arrange
        let terminal = ScriptedTerminal([])
        terminal.width = 12
        // Act
        terminal.showError("the node stopped answering")
        // Assert
        #expect(terminal.output == "the node\nstopped\nanswering")
    }
}
