extension ParsableCommand {
    /// The help text `--help` prints for this command run as the root, without the final line
    /// break; for a tool that reports its own outcomes after ``parseAsRoot(_:)`` (as `zhip-devnet`
    /// does, on one line) and so prints help itself on ``CleanExit/helpRequest``.
    /// ```swift
    /// do { command = try DevnetCommand.parseAsRoot(arguments) }
    /// catch CleanExit.helpRequest { console.print(try DevnetCommand.helpMessage()) }
    /// ```
    /// - Throws: ``CommandDefinitionError`` for a declaration mistake.
    public static func helpMessage() throws -> String {
        try HelpFormatter.help(for: CommandPath(root: Self.self))
    }
}
