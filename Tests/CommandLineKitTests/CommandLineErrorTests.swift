import CommandLineKit
import Testing

/// Each usage error: its exact message and hint on standard error, nothing on standard output, exit 64.
@Suite("Usage errors")
struct CommandLineErrorTests {
    private func expectUsageError(_ arguments: [String], _ message: String, hint: String) async {
        let result = await run(arguments)
        #expect(result.code == .usageError)
        #expect(result.code.rawValue == 64)
        #expect(result.output.isEmpty)
        #expect(result.errors == "Error: \(message)\n\(hint)\n")
    }

    @Test("an unknown option near a real one suggests it")
    func unknownOptionWithSuggestion() async {
        await expectUsageError(
            ["echo", "w", "--lod"], "unknown option '--lod'; did you mean '--loud'?", hint: "See 'tool echo --help'.")
    }

    @Test("an unknown option far from every real one has no suggestion")
    func unknownOptionWithoutSuggestion() async {
        await expectUsageError(["echo", "w", "--zzzzzz"], "unknown option '--zzzzzz'", hint: "See 'tool echo --help'.")
    }

    @Test("an unknown short option is reported as written")
    func unknownShortOption() async {
        await expectUsageError(["echo", "w", "-x"], "unknown option '-x'", hint: "See 'tool echo --help'.")
    }

    @Test("an option as the last word misses its value")
    func missingValueAtEnd() async {
        await expectUsageError(
            ["echo", "w", "--out"], "missing value for option '--out <file>'", hint: "See 'tool echo --help'.")
    }

    @Test("an option followed by another option misses its value")
    func missingValueBeforeOption() async {
        await expectUsageError(
            ["echo", "w", "--count", "--loud"], "missing value for option '--count <count>'",
            hint: "See 'tool echo --help'.")
    }

    @Test("a required option left out")
    func missingRequiredOption() async {
        await expectUsageError(
            ["group", "nested", "deep"], "missing required option '--name <name>'",
            hint: "See 'tool group nested deep --help'.")
    }

    @Test("a required positional left out")
    func missingArgument() async {
        await expectUsageError(["echo"], "missing argument '<first>'", hint: "See 'tool echo --help'.")
    }

    @Test("a word the command does not take")
    func unexpectedArgument() async {
        await expectUsageError(
            ["group", "nested", "deep", "--name", "x", "extra"], "unexpected argument 'extra'",
            hint: "See 'tool group nested deep --help'.")
    }

    @Test("a subcommand name with a typo suggests the real one")
    func unknownSubcommandWithSuggestion() async {
        await expectUsageError(["ecko"], "unknown subcommand 'ecko'; did you mean 'echo'?", hint: "See 'tool --help'.")
    }

    @Test("an unknown subcommand with no near name lists the subcommands")
    func unknownSubcommandListsChoices() async {
        await expectUsageError(
            ["group", "zzzzz"], "unknown subcommand 'zzzzz'; the subcommands are: nested",
            hint: "See 'tool group --help'.")
    }

    @Test("a value that is not an integer")
    func invalidInteger() async {
        await expectUsageError(
            ["echo", "w", "--count", "many"],
            "invalid value 'many' for '--count <count>': expected an integer from \(Int.min) to \(Int.max)",
            hint: "See 'tool echo --help'.")
    }

    @Test("a value outside an enum lists the accepted values")
    func invalidEnum() async {
        await expectUsageError(
            ["echo", "w", "--color", "pink"],
            "invalid value 'pink' for '--color <color>': expected one of red, green, blue",
            hint: "See 'tool echo --help'.")
    }

    @Test("a positional that does not convert")
    func invalidPositional() async {
        await expectUsageError(
            ["fail", "explode"], "invalid value 'explode' for '<mode>': expected one of error, exit, validation, help",
            hint: "See 'tool fail --help'.")
    }

    @Test("a single-valued option given twice")
    func duplicateOption() async {
        await expectUsageError(
            ["echo", "w", "--out", "a", "-o", "b"], "option '--out <file>' given more than once",
            hint: "See 'tool echo --help'.")
    }

    @Test("a flag given a value")
    func flagWithValue() async {
        await expectUsageError(
            ["echo", "w", "--loud=yes"], "flag '--loud' takes no value (found '--loud=yes')",
            hint: "See 'tool echo --help'.")
    }

    @Test("--version is only an option of the root command")
    func versionOnSubcommand() async {
        await expectUsageError(
            ["echo", "w", "--version"], "unknown option '--version'", hint: "See 'tool echo --help'.")
    }

    @Test("validate() refusing the values is a usage error with a hint")
    func validationError() async {
        await expectUsageError(
            ["group", "nested", "deep", "--name", "bad"], "the name must not be 'bad': choose another",
            hint: "See 'tool group nested deep --help'.")
    }

    @Test("a ValidationError thrown from run() is a usage error too")
    func validationErrorFromRun() async {
        let result = await run(["fail", "validation"])
        #expect(result.code == .usageError)
        #expect(result.errors == "Error: refused at run time\nSee 'tool fail --help'.\n")
    }

    @Test("help for an unknown subcommand")
    func helpForUnknownSubcommand() async {
        await expectUsageError(
            ["help", "group", "nestd"], "unknown subcommand 'nestd'; did you mean 'nested'?",
            hint: "See 'tool group --help'.")
    }

    @Test("help for a word below a command without subcommands")
    func helpBelowLeaf() async {
        await expectUsageError(["help", "echo", "more"], "unexpected argument 'more'", hint: "See 'tool echo --help'.")
    }
}

@Suite("Run errors and exit codes")
struct RunErrorTests {
    @Test("an error from run() prints its description on one line and exits 1")
    func runError() async {
        let result = await run(["fail", "error"])
        #expect(result.code == .failure)
        #expect(result.code.rawValue == 1)
        #expect(result.errors == "Error: the thing broke: line two\n")
    }

    @Test("output written before the error is kept")
    func partialOutput() async {
        let result = await run(["fail", "error"])
        #expect(result.output == "partial output\n")
    }

    @Test("a thrown ExitCode ends the run with that code and prints nothing")
    func thrownExitCode() async {
        let result = await run(["fail", "exit"])
        #expect(result.code == ExitCode(3))
        #expect(result.errors.isEmpty)
    }

    @Test("a successful run exits 0")
    func success() async {
        let result = await run(["echo", "w"])
        #expect(result.code == .success && result.code.rawValue == 0 && result.errors.isEmpty)
    }

    @Test("two options with one name are a definition error, exit 1")
    func duplicateDeclaration() async {
        let result = await run([], root: DuplicateNames.self)
        #expect(result.code == .failure)
        #expect(
            result.errors
                == "Error: internal error in the command definition: '--out' is declared twice in DuplicateNames\n")
    }

    @Test("declaring the reserved --help is a definition error")
    func reservedDeclaration() async {
        let result = await run([], root: ReservedName.self)
        #expect(result.code == .failure)
        #expect(result.errors.contains("'--help' in ReservedName is reserved for help and version"))
    }

    @Test("a flag defaulting to true is a definition error")
    func flagDefaultingToTrue() async {
        let result = await run([], root: FlagDefaultingToTrue.self)
        #expect(result.code == .failure)
        #expect(result.errors.contains("the flag 'color' in FlagDefaultingToTrue defaults to true"))
    }

    @Test("a stored property that is not an argument is a definition error")
    func plainPropertyDeclaration() async {
        let result = await run([], root: PlainProperty.self)
        #expect(result.code == .failure)
        #expect(
            result.errors.contains(
                "'notAnArgument' in PlainProperty is not an @Option, @Argument, @Flag or @OptionGroup"))
    }

    @Test("a repeating positional before another positional is a definition error")
    func repeatingNotLast() async {
        let result = await run(["a"], root: RepeatingNotLast.self)
        #expect(result.code == .failure)
        #expect(result.errors.contains("must be the last positional argument"))
    }
}
