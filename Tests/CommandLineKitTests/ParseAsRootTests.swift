import CommandLineKit
import Testing

@Suite("Parsing without running")
struct ParseAsRootTests {
    @Test("parseAsRoot walks the subcommands and fills in the selected command")
    func parsesNestedCommand() throws {
        let command = try Tool.parseAsRoot(["group", "nested", "deep", "--name", "alice"])

        let deep = try #require(command as? Deep)
        #expect(deep.name == "alice")
    }

    @Test("parseAsRoot does not run the command")
    func doesNotRun() throws {
        let command = try Tool.parseAsRoot(["fail", "error"])

        #expect((command as? Fail)?.mode == .error)
    }

    @Test("parseAsRoot applies the command's validation")
    func validates() {
        #expect(throws: ValidationError("the name must not be 'bad': choose another")) {
            try Tool.parseAsRoot(["group", "nested", "deep", "--name", "bad"])
        }
    }

    @Test("parseAsRoot reports a help request as CleanExit.helpRequest")
    func help() {
        #expect(throws: CleanExit.helpRequest) { try Tool.parseAsRoot(["echo", "--help"]) }
    }

    @Test("parseAsRoot reports --version as CleanExit.versionRequest")
    func version() {
        #expect(throws: CleanExit.versionRequest) { try Tool.parseAsRoot(["--version"]) }
    }

    @Test("parseAsRoot refuses a malformed command line with a CommandLineError")
    func refusesMalformed() {
        #expect(throws: CommandLineError.self) { try Tool.parseAsRoot(["ecko"]) }
    }
}
