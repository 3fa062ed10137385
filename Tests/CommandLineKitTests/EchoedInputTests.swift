import CommandLineKit
import Testing

/// What a usage error repeats of the words typed: never a key-shaped run of hex digits, never a
/// control character, never a whole paste.
@Suite("Words repeated in usage errors")
struct EchoedInputTests {
    private let key = "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638"

    @Test("an unexpected argument that looks like a private key is not repeated")
    func keyShapedArgumentIsNotRepeated() async {
        // Act
        let result = await run(["group", "nested", "deep", "--name", "x", key])
        // Assert
        #expect(result.code == .usageError)
        #expect(!result.errors.contains(key))
        #expect(result.errors.contains("not repeated: it may be a key"))
    }

    @Test("an invalid value that looks like a 0x private key is not repeated")
    func keyShapedValueIsNotRepeated() async {
        let result = await run(["echo", "w", "--count", "0x" + key])

        #expect(result.code == .usageError)
        #expect(!result.errors.contains(key))
    }

    @Test("control characters in a repeated word are shown as '?'")
    func controlCharactersAreReplaced() async {
        let result = await run(["echo", "w", "--zz\u{1B}[2J"])

        #expect(result.errors.hasPrefix("Error: unknown option '--zz?[2J'"))
    }

    @Test("a long stray word is cut to 80 characters")
    func longWordIsCut() async {
        let word = String(repeating: "z", count: 200)

        let result = await run(["group", "nested", "deep", "--name", "x", word])

        #expect(result.errors.contains("unexpected argument '" + String(repeating: "z", count: 79) + "…'"))
    }
}
