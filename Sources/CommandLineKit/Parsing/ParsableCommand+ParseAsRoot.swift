extension ParsableCommand {
    /// Parses `arguments` (without the program name) for this root command and validates the
    /// selected command, without running it: what ``main(arguments:console:)`` does before
    /// `run`, for tools (a fuzzer, a completion script) that only need the parse.
    /// ```swift
    /// let command = try ZhipCommand.parseAsRoot(["balance", "zil1…", "--json"])
    /// ```
    /// - Returns: the selected (sub)command with its arguments filled in.
    /// - Throws: ``CommandLineError`` for a malformed command line, ``CleanExit/helpRequest``
    ///   when the arguments ask for help, ``CleanExit/versionRequest`` for `--version`,
    ///   ``CommandDefinitionError`` for a declaration mistake, and whatever `validate()` throws.
    public static func parseAsRoot(_ arguments: [String]) throws -> any ParsableCommand {
        switch try CommandParser(root: Self.self).parse(arguments) {
        case .help:
            throw CleanExit.helpRequest
        case .version:
            throw CleanExit.versionRequest
        case .run(var command, _):
            try DeclarationReader.validateGroups(in: command)
            try command.validate()
            return command
        }
    }
}
