import CommandLineKit
import Testing

/// A root whose errors are printed on one line, as a daemon's log keeps them.
private struct Daemon: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daemon", abstract: "Runs until stopped.", errorStyle: .oneLine)

    struct Broken: Error, CustomStringConvertible {
        var description: String { "the port is taken:\nline two" }
    }

    @Flag(help: "Fail at run time.") var fail = false

    func run(_ console: Console) async throws {
        if fail { throw Broken() }
    }
}

@Suite("The one-line error style")
struct OneLineErrorStyleTests {
    @Test("a usage error is one line naming the root and where its help is, exit 64")
    func usageError() async {
        let (code, output, errors) = await run(["--bogus"], root: Daemon.self)

        #expect(code == .usageError)
        #expect(errors == "daemon: unknown option '--bogus' (see daemon --help)\n")
        #expect(output.isEmpty)
    }

    @Test("a failure at run time is one line naming the root, without a help hint, exit 1")
    func failure() async {
        let (code, _, errors) = await run(["--fail"], root: Daemon.self)

        #expect(code == .failure)
        #expect(errors == "daemon: the port is taken: line two\n")
    }
}
