public import CommandLineKit

extension ZhipCommand {
    /// `zhip-cli` alone: the interactive app (``AppCommand``) when a person is at a terminal,
    /// else the help, as every group command shows.
    public mutating func run(_ console: Console) async throws {
        guard console.stdinIsTerminal else { throw CleanExit.helpRequest }
        await AppCommand.runApp(on: console)
    }
}
