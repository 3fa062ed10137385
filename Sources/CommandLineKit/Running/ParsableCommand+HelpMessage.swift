extension ParsableCommand {
    /// The help text `--help` prints for this command run as the root, without the final line
    /// break; for a tool that reports its own outcomes after ``parseAsRoot(_:)`` and so prints
    /// help itself on ``CleanExit/helpRequest``.
    /// ```swift
    /// do { command = try Tool.parseAsRoot(arguments) }
    /// catch CleanExit.helpRequest { console.print(try Tool.helpMessage()) }
    /// ```
    /// - Throws: ``CommandDefinitionError`` for a declaration mistake.
    public static func helpMessage() throws -> String {
        try HelpFormatter.help(for: CommandPath(root: Self.self))
    }
}
