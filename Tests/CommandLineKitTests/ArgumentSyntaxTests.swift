import CommandLineKit
import Testing

@Suite("Argument syntax")
struct ArgumentSyntaxTests {
    @Test("a required positional takes the first bare word")
    func requiredPositional() throws {
        let echo = try Echo.parse(["word"])
        #expect(echo.first == "word")
    }

    @Test("an optional positional is nil when absent")
    func optionalPositionalAbsent() throws {
        let echo = try Echo.parse(["word"])
        #expect(echo.second == nil)
    }

    @Test("an optional positional takes the next bare word")
    func optionalPositionalPresent() throws {
        let echo = try Echo.parse(["one", "two"])
        #expect(echo.second == "two")
    }

    @Test("a repeating positional takes every remaining word in order")
    func repeatingPositional() throws {
        let echo = try Echo.parse(["one", "two", "three", "four"])
        #expect(echo.rest == ["three", "four"])
    }

    @Test("--name value sets an option")
    func spaceSeparatedValue() throws {
        let echo = try Echo.parse(["w", "--out", "file.txt"])
        #expect(echo.out == "file.txt")
    }

    @Test("a negative number after an option is its value, not an option", arguments: ["-1", "-0.5", "-.5"])
    func negativeNumberValue(_ number: String) throws {
        let echo = try Echo.parse(["w", "--out", number])
        #expect(echo.out == number)
    }

    @Test("--name=value sets an option")
    func equalsValue() throws {
        let echo = try Echo.parse(["w", "--out=file.txt"])
        #expect(echo.out == "file.txt")
    }

    @Test("only the first = splits name from value")
    func equalsInsideValue() throws {
        let echo = try Echo.parse(["w", "--out=a=b"])
        #expect(echo.out == "a=b")
    }

    @Test("--name= gives an empty value")
    func emptyInlineValue() throws {
        let echo = try Echo.parse(["w", "--out="])
        #expect(echo.out == "")
    }

    @Test("a short name sets an option")
    func shortName() throws {
        let echo = try Echo.parse(["w", "-o", "short.txt"])
        #expect(echo.out == "short.txt")
    }

    @Test("options may come before positionals")
    func optionsFirst() throws {
        let echo = try Echo.parse(["--count", "3", "word"])
        #expect(echo.count == 3 && echo.first == "word")
    }

    @Test("an absent option takes its default")
    func defaults() throws {
        let echo = try Echo.parse(["w"])
        #expect(echo.out == "-" && echo.count == 1 && echo.color == .red)
    }

    @Test("an absent optional option is nil")
    func optionalOptionAbsent() throws {
        let echo = try Echo.parse(["w"])
        #expect(echo.label == nil)
    }

    @Test("an optional option holds its value when given")
    func optionalOptionPresent() throws {
        let echo = try Echo.parse(["w", "--label", "tag"])
        #expect(echo.label == "tag")
    }

    @Test("an integer option is converted")
    func integerConversion() throws {
        let echo = try Echo.parse(["w", "--count", "42"])
        #expect(echo.count == 42)
    }

    @Test("an enum option is converted from its raw value")
    func enumConversion() throws {
        let echo = try Echo.parse(["w", "--color", "blue"])
        #expect(echo.color == .blue)
    }

    @Test("a repeated option collects every value in order")
    func repeatedOption() throws {
        let echo = try Echo.parse(["w", "--header", "a", "--header=b", "--header", "c"])
        #expect(echo.header == ["a", "b", "c"])
    }

    @Test("a flag is false when absent")
    func flagAbsent() throws {
        let echo = try Echo.parse(["w"])
        #expect(echo.loud == false)
    }

    @Test("a flag is true when given by its long or short name")
    func flagPresent() throws {
        let long = try Echo.parse(["w", "--loud"])
        let short = try Echo.parse(["w", "-l"])
        #expect(long.loud && short.loud)
    }

    @Test("a flag given twice is still just on")
    func flagTwice() throws {
        let echo = try Echo.parse(["w", "--loud", "--loud"])
        #expect(echo.loud)
    }

    @Test("an option group's arguments are parsed as the command's own")
    func optionGroup() throws {
        let echo = try Echo.parse(["w", "--json"])
        #expect(echo.output.json)
    }

    @Test("after -- every word is positional, even ones that look like options")
    func terminator() throws {
        let echo = try Echo.parse(["--", "--loud", "-o", "--help"])
        #expect(echo.first == "--loud" && echo.second == "-o" && echo.rest == ["--help"] && !echo.loud)
    }

    @Test("a lone - is an ordinary word")
    func loneDash() throws {
        let echo = try Echo.parse(["-"])
        #expect(echo.first == "-")
    }

    @Test("a lone - is accepted as an option value")
    func loneDashValue() throws {
        let echo = try Echo.parse(["w", "--out", "-"])
        #expect(echo.out == "-")
    }

    @Test("--help asks for help instead of parsing")
    func parseHelp() {
        #expect(throws: CleanExit.helpRequest) { try Echo.parse(["--bogus", "--help"]) }
    }

    @Test("parse reports the reason for a bad command line")
    func parseError() {
        #expect(throws: CommandLineError(.unknownOption("--bogus", suggestion: nil), commandName: "echo")) {
            try Echo.parse(["w", "--bogus"])
        }
    }

    @Test("parse runs validate()")
    func parseValidates() {
        #expect(throws: ValidationError("the name must not be 'bad': choose another")) {
            try Deep.parse(["--name", "bad"])
        }
    }

    @Test("the parsed command runs with the parsed values")
    func runsParsedValues() async {
        let result = await run(["echo", "a", "b", "c", "-o", "x", "--color=green", "--loud", "--json"])
        #expect(result.code == .success)
        #expect(
            result.output
                == "first=a\nsecond=b\nrest=[\"c\"]\nout=x count=1 color=green header=[]\nlabel=nil loud=true json=true\n"
        )
    }

    @Test("subcommands nest to any depth")
    func deepSubcommand() async {
        let result = await run(["group", "nested", "deep", "--name", "ok"])
        #expect(result.code == .success && result.output == "deep ok\n")
    }
}
