import CommandLineKit
import Testing

@testable import ZhipCLI

@Suite("zhip-cli help: the manual, and each command's help")
struct HelpCommandTests {
    /// Every runnable command's words, e.g. `keystore new`, from the command tree.
    static func commandPaths(_ command: any ParsableCommand.Type = ZhipCommand.self, prefix: String = "") -> [String] {
        command.configuration.subcommands.flatMap { sub -> [String] in
            let words = prefix + (sub.configuration.commandName ?? "")
            return sub.configuration.subcommands.isEmpty ? [words] : commandPaths(sub, prefix: words + " ")
        }
    }

    /// The body lines of `section` in `manual`.
    static func section(_ title: String, in manual: String) -> [Substring] {
        let lines = manual.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == title }) else { return [] }
        return Array(lines[(start + 1)...].prefix { $0.isEmpty || $0.hasPrefix(" ") })
    }

    @Test("'help' alone prints the manual's sections in man page order, and exits 0")
    func sections() async {
        let result = await zhip(["help"])
        #expect(result.code == .success)
        #expect(result.errors.isEmpty)
        let titles = result.output.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map(String.init)
        #expect(titles == ManualPage.sectionNames)
    }

    @Test("COMMANDS lists every command of the tree, one entry each, with its abstract's start")
    func commands() async {
        let output = await zhip(["help"]).output
        let body = Self.section("COMMANDS", in: output)
        for path in Self.commandPaths() {
            // A command too long for the term column stands on its own line, its abstract below it.
            let lead = "       " + path
            #expect(body.contains { $0.hasPrefix(lead + "  ") || $0 == lead }, "missing \(path)")
        }
        #expect(Self.commandPaths().contains("receive") && Self.commandPaths().contains("keystore new"))
    }

    @Test("ENVIRONMENT names ZHIP_HOME, ZHIP_PASSWORD, ZHIP_PINCODE, NO_COLOR and the XDG variables")
    func environment() async {
        let body = Self.section("ENVIRONMENT", in: await zhip(["help"]).output)
        let names = body.compactMap { $0.split(separator: " ").first.map(String.init) }
        for name in ["ZHIP_HOME", "ZHIP_PASSWORD", "ZHIP_PINCODE", "NO_COLOR", "XDG_CONFIG_HOME", "XDG_DATA_HOME"] {
            #expect(names.contains(name), "missing \(name)")
        }
    }

    @Test("EXIT STATUS explains 0, 1, 2, 3 and 64")
    func exitStatus() async {
        let body = Self.section("EXIT STATUS", in: await zhip(["help"]).output)
        let codes = body.compactMap { $0.split(separator: " ").first.map(String.init) }.filter { Int($0) != nil }
        #expect(codes == ["0", "1", "2", "3", "64"])
    }

    @Test("FILES gives the home layout: --home, ZHIP_HOME, the XDG paths, secure.json at 0600")
    func files() async {
        let body = Self.section("FILES", in: await zhip(["help"]).output).joined(separator: " ")
        for fragment in [
            "--home DIR", "$ZHIP_HOME", "$XDG_CONFIG_HOME/zhip", "$XDG_DATA_HOME/zhip", "secure.json", "0600",
        ] {
            #expect(body.contains(fragment), "missing \(fragment)")
        }
    }

    @Test("no line of the manual is wider than 80 columns")
    func width() async {
        let lines = await zhip(["help"]).output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test("'help keystore new' prints the same help as 'keystore new --help'")
    func subcommandHelp() async {
        let viaHelp = await zhip(["help", "keystore", "new"])
        let viaFlag = await zhip(["keystore", "new", "--help"])
        #expect(viaHelp.code == .success)
        #expect(viaHelp.output == viaFlag.output)
        #expect(viaHelp.output.hasPrefix("OVERVIEW: Create a keystore file"))
    }

    @Test("'help receive' prints receive's help with its exit codes")
    func receiveHelp() async {
        let result = await zhip(["help", "receive"])
        #expect(result.output == (await zhip(["receive", "--help"])).output)
        #expect(result.output.contains("USAGE: zhip-cli receive"))
    }

    @Test("'help' of an unknown command is a usage error with CommandLineKit's message")
    func unknown() async {
        let result = await zhip(["help", "recieve"])
        #expect(result.code == .usageError)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("Error: unknown subcommand 'recieve'"))
        #expect(result.errors.contains("receive"))
    }

    @Test("'help help' prints the help command's own help")
    func helpHelp() async {
        let result = await zhip(["help", "help"])
        #expect(result.code == .success)
        #expect(result.output == (await zhip(["help", "--help"])).output)
        #expect(result.output.contains("USAGE: zhip-cli help"))
    }

    @Test("'--help' still prints the root's short help, which lists help and receive")
    func rootHelp() async {
        let result = await zhip(["--help"])
        #expect(result.output.hasPrefix("OVERVIEW: A Zilliqa wallet for the command line."))
        #expect(result.output.contains("\n  help ") && result.output.contains("\n  receive "))
    }
}
