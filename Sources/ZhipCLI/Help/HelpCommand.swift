import CommandLineKit

/// `zhip-cli help [COMMAND [SUBCOMMAND]]`: without a command, the manual of the whole wallet
/// (``ManualPage``); with one, that command's help, exactly as `zhip-cli COMMAND --help` and
/// CommandLineKit's built-in `help COMMAND` print it.
struct HelpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "help",
        abstract: "Show the manual (every command, files, environment, exit codes, examples) or a command's help.",
        discussion: """
            'zhip-cli help' prints the manual of the whole wallet; 'zhip-cli help COMMAND [SUBCOMMAND]' prints that \
            command's help, as 'zhip-cli COMMAND [SUBCOMMAND] --help' does.
            Exit codes: 0 done; 64 no such command.
            """)

    @Argument(help: "The command (and subcommand) to show the help of; none for the manual.", valueName: "command")
    var command: [String] = []

    func run(_ console: Console) async throws {
        if command.isEmpty {
            console.standardOutput(ManualPage.text(root: ZhipCommand.self))
        } else if command == [Self.configuration.commandName] {
            throw CleanExit.helpRequest
        } else {
            // The built-in `help …` of the same tree without this command: its texts and errors.
            let code = await WithoutHelpCommand.main(arguments: ["help"] + command, console: console)
            if !code.isSuccess { throw code }
        }
    }
}

/// ZhipCommand's tree without ``HelpCommand``, so that CommandLineKit's own `help` handles
/// `help COMMAND` (help texts, unknown-command errors and suggestions unchanged).
private struct WithoutHelpCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        var configuration = ZhipCommand.configuration
        configuration.subcommands.removeAll { ObjectIdentifier($0) == ObjectIdentifier(HelpCommand.self) }
        return configuration
    }
}
