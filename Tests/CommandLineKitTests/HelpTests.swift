import CommandLineKit
import Testing

@Suite("Help and version")
struct HelpTests {
    static let echoHelp = """
        OVERVIEW: Print the parsed arguments.

        USAGE: tool echo <first> [<second>] [<rest> ...] [--out <file>]
               [--count <count>] [--color <color>] [--header <header> ...]
               [--label <label>] [--loud] [--json]

        ARGUMENTS:
          <first>                 The first word.
          <second>                An optional second word.
          <rest>                  Every remaining word.

        OPTIONS:
          -o, --out <file>        Where to write. (default: -)
          --count <count>         How many times. (default: 1)
          --color <color>         A colour. (values: red, green, blue; default: red)
          --header <header>       A header; repeat for more.
          --label <label>         A label.
          -l, --loud              Shout.
          --json                  Print JSON.
          -h, --help              Show help information.

        """

    static let rootHelp = """
        OVERVIEW: A tool for testing the parser.

        It has subcommands at several depths.

        USAGE: tool <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          echo                    Print the parsed arguments.
          group                   A group of commands.
          fail                    Fail on purpose.

          See 'tool help <subcommand>' for detailed help.

        """

    @Test("--help prints the command's help on standard output and exits 0")
    func longHelp() async {
        let result = await run(["echo", "--help"])
        #expect(result.code == .success)
        #expect(result.output == Self.echoHelp)
        #expect(result.errors.isEmpty)
    }

    @Test("-h is the same as --help")
    func shortHelp() async {
        let result = await run(["echo", "-h"])
        #expect(result.code == .success && result.output == Self.echoHelp)
    }

    @Test("--help wins over other mistakes on the line")
    func helpWinsOverErrors() async {
        let result = await run(["echo", "--bogus", "--help"])
        #expect(result.code == .success && result.output == Self.echoHelp)
    }

    @Test("--help after -- is an ordinary word")
    func helpAfterTerminator() async {
        let result = await run(["echo", "--", "--help"])
        #expect(result.code == .success)
        #expect(result.output.hasPrefix("first=--help\n"))
    }

    @Test("the root's help lists the subcommands with their abstracts")
    func rootHelp() async {
        let result = await run(["--help"])
        #expect(result.code == .success && result.output == Self.rootHelp)
    }

    @Test("helpMessage() is the text --help prints for the root")
    func helpMessage() throws {
        #expect(try Tool.helpMessage() + "\n" == Self.rootHelp)
    }

    @Test("a group command run without a subcommand prints its help and exits 0")
    func groupWithoutSubcommand() async {
        let result = await run([])
        #expect(result.code == .success && result.output == Self.rootHelp)
    }

    @Test("help <subcommand> prints that subcommand's help")
    func helpSubcommand() async {
        let result = await run(["help", "echo"])
        #expect(result.code == .success && result.output == Self.echoHelp)
    }

    @Test("help reaches subcommands at any depth, from any group")
    func helpSubcommandDeep() async {
        let viaRoot = await run(["help", "group", "nested", "deep"])
        let viaGroup = await run(["group", "help", "nested", "deep"])
        let direct = await run(["group", "nested", "deep", "--help"])
        #expect(viaRoot.output == direct.output && viaGroup.output == direct.output)
        #expect(direct.output.contains("USAGE: tool group nested deep --name <name>\n"))
    }

    @Test("help alone prints the group's own help")
    func helpAlone() async {
        let result = await run(["help"])
        #expect(result.code == .success && result.output == Self.rootHelp)
    }

    @Test("a nested group's usage ends in <subcommand>")
    func nestedGroupUsage() async {
        let result = await run(["group", "--help"])
        #expect(result.output.contains("USAGE: tool group <subcommand>\n"))
        #expect(result.output.contains("  See 'tool group help <subcommand>' for detailed help.\n"))
    }

    @Test("--version on the root prints the version on standard output and exits 0")
    func version() async {
        let result = await run(["--version"])
        #expect(result.code == .success && result.output == "tool 1.2.3\n" && result.errors.isEmpty)
    }

    @Test("only the root's help offers --version")
    func versionOnlyInRootHelp() async {
        let root = await run(["--help"])
        let leaf = await run(["echo", "--help"])
        #expect(root.output.contains("--version") && !leaf.output.contains("--version"))
    }

    @Test("run() throwing CleanExit.helpRequest prints the command's help")
    func helpFromRun() async {
        let result = await run(["fail", "help"])
        #expect(result.code == .success)
        #expect(
            result.output.hasSuffix(
                "USAGE: tool fail <mode>\n\nARGUMENTS:\n  <mode>                  How to fail. (values: error, exit, validation, help)\n\nOPTIONS:\n  -h, --help              Show help information.\n"
            ))
    }

    @Test("long help text is wrapped at 80 columns under its column")
    func wrapping() async {
        let result = await run(["--help"], root: Wordy.self)
        let lines = result.output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.contains { $0.hasPrefix(String(repeating: " ", count: 26) + "word") })
    }

    @Test("a name longer than the column puts its help on the next line")
    func longNameOwnLine() async {
        let result = await run(["--help"], root: Wordy.self)
        #expect(
            result.output.contains(
                "  --a-really-long-option-name <a-really-long-option-name>\n" + String(repeating: " ", count: 26)
                    + "Short."))
    }
}

struct Wordy: ParsableCommand {
    @Option(help: String(repeating: "word ", count: 40)) var text: String = ""
    @Option(help: "Short.") var aReallyLongOptionName: String = ""
}
