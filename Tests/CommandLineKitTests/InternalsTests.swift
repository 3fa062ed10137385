import Testing

@testable import CommandLineKit

@Suite("Parser internals")
struct InternalsTests {
    @Test(
        "property names become kebab-case option names",
        arguments: [
            ("out", "out"), ("passwordFile", "password-file"), ("revealPrivateKey", "reveal-private-key"),
            ("httpPort", "http-port"), ("HTTPPort", "http-port"), ("kdf2Choice", "kdf2-choice"),
            ("snake_case", "snake-case"),
        ])
    func kebabCase(input: String, expected: String) {
        #expect(CommandNaming.kebabCase(input) == expected)
    }

    @Test("a type's default command name is its kebab-case name")
    func defaultCommandName() {
        #expect(CommandNaming.name(of: DuplicateNames.self) == "duplicate-names")
    }

    @Test("edit distance counts insertions, deletions and substitutions")
    func editDistance() {
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("same", "same") == 0)
    }

    @Test("the closest candidate within one edit in three is suggested")
    func closest() {
        #expect(Suggestion.closest(to: "keystor", among: ["address", "keystore"]) == "keystore")
        #expect(Suggestion.closest(to: "zzz", among: ["address", "keystore"]) == nil)
    }

    @Test("error text is folded onto one line")
    func oneLine() {
        #expect(ErrorText.oneLine("a\n  b\r\nc\td") == "a b c d")
    }
}
