/// What a command line asks the runner to do.
enum Invocation {
    /// Print the help of the command at this path.
    case help(CommandPath)
    /// Print the root command's version.
    case version(String)
    /// Validate and run this parsed command.
    case run(any ParsableCommand, CommandPath)
}

/// Turns a command line into an ``Invocation``: walks down the subcommands named by the
/// leading words, then binds the remaining words to the selected command's arguments.
struct CommandParser {
    let root: any ParsableCommand.Type

    /// - Throws: ``CommandLineError`` for a malformed command line, ``CommandDefinitionError``
    ///   for a declaration mistake in a command type.
    func parse(_ arguments: [String]) throws -> Invocation {
        var path = CommandPath(root: root)
        var cursor = 0
        while cursor < arguments.count, !path.subcommandNames.isEmpty {
            let word = arguments[cursor]
            if let subcommand = path.subcommand(named: word) {
                path.append(subcommand)
                cursor += 1
            } else if word == "help" {
                return .help(try helpTarget(from: path, words: Array(arguments[(cursor + 1)...])))
            } else {
                break
            }
        }
        let rest = Array(arguments[cursor...])
        let beforeTerminator = rest.prefix { $0 != "--" }
        if beforeTerminator.contains("--help") || beforeTerminator.contains("-h") { return .help(path) }
        let version = root.configuration.version
        if path.isRoot, !version.isEmpty, beforeTerminator.contains("--version") { return .version(version) }
        return .run(try Self.instantiate(path.leaf, arguments: rest, path: path), path)
    }

    /// The command `help a b` names, starting below `path`.
    private func helpTarget(from path: CommandPath, words: [String]) throws(CommandLineError) -> CommandPath {
        var target = path
        for word in words {
            if let subcommand = target.subcommand(named: word) {
                target.append(subcommand)
                continue
            }
            let names = target.subcommandNames
            guard !names.isEmpty else {
                throw CommandLineError(.unexpectedArgument(word), commandName: target.fullName)
            }
            let suggestion = Suggestion.closest(to: word, among: names)
            throw CommandLineError(
                .unknownSubcommand(word, suggestion: suggestion, available: names), commandName: target.fullName)
        }
        return target
    }

    /// A `Command` whose arguments hold the values `arguments` gives.
    static func instantiate<Command: ParsableCommand>(
        _ type: Command.Type, arguments: [String], path: CommandPath
    ) throws -> any ParsableCommand {
        let declarations = try DeclarationReader.declarations(of: type)
        let binder = ArgumentBinder(
            declarations: declarations, commandName: path.fullName, subcommandNames: path.subcommandNames)
        let values = try binder.bind(arguments)
        return try Command(from: ArgumentDecoder(values: values))
    }
}
