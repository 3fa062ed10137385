/// Writes a command's help: overview, usage line, arguments, options and subcommands.
///
/// ```
/// OVERVIEW: Show an address in all its forms.
///
/// USAGE: zhip-cli address <address> [--json]
///
/// ARGUMENTS:
///   <address>               The address: 40 hex characters (with or without 0x) or zil1….
///
/// OPTIONS:
///   --json                  Print one JSON object instead of text.
///   -h, --help              Show help information.
/// ```
enum HelpFormatter {
    /// Total line width the text is wrapped to.
    static let width = 80
    /// Where help text starts after a name.
    static let helpColumn = 26

    /// The help of the command at `path`.
    static func help(for path: CommandPath) throws -> String {
        let command = path.leaf
        let configuration = command.configuration
        let declarations = try DeclarationReader.declarations(of: command)
        var sections: [String] = []
        if !configuration.abstract.isEmpty {
            sections.append(wrap("OVERVIEW: " + configuration.abstract, indent: 0))
        }
        if !configuration.discussion.isEmpty {
            sections.append(
                configuration.discussion.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { wrap(String($0), indent: 0) }.joined(separator: "\n"))
        }
        sections.append(wrapItems(usage(path: path, declarations: declarations), lead: "USAGE: "))

        let positionals = declarations.filter { $0.definition.kind == .positional }
        if !positionals.isEmpty {
            sections.append("ARGUMENTS:\n" + positionals.map { row($0.displayName, helpText($0)) }.joined())
        }
        var options = declarations.filter { $0.definition.kind != .positional }.map {
            row(optionLabel($0), helpText($0))
        }
        if path.isRoot && !path.root.configuration.version.isEmpty {
            options.append(row("--version", "Show the version."))
        }
        options.append(row("-h, --help", "Show help information."))
        sections.append("OPTIONS:\n" + options.joined())

        let subcommands = configuration.subcommands
        if !subcommands.isEmpty {
            let rows = subcommands.map { row(CommandNaming.name(of: $0), $0.configuration.abstract) }.joined()
            sections.append(
                "SUBCOMMANDS:\n" + rows + "\n  See '\(path.fullName) help <subcommand>' for detailed help.")
        }
        return sections.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }.joined(separator: "\n\n")
    }

    /// The parts of the usage line: `zhip-cli keystore new`, `[--kdf <kdf>]`, `--out <file>`, `[--json]`.
    static func usage(path: CommandPath, declarations: [DeclaredArgument]) -> [String] {
        var parts = [path.fullName]
        for argument in declarations {
            let definition = argument.definition
            let name = argument.displayName
            switch (definition.kind, definition.arity) {
            case (.flag, _): parts.append("[\(name)]")
            case (_, .repeating): parts.append("[\(name) ...]")
            case _ where argument.isRequired: parts.append(name)
            default: parts.append("[\(name)]")
            }
        }
        if !path.leaf.configuration.subcommands.isEmpty { parts.append("<subcommand>") }
        return parts
    }

    /// `-o, --out <file>`: short spellings first, as people scan for them.
    private static func optionLabel(_ argument: DeclaredArgument) -> String {
        let long = argument.spellings.filter { $0.hasPrefix("--") }
        let short = argument.spellings.filter { !$0.hasPrefix("--") }
        let names = (short + long).joined(separator: ", ")
        return argument.definition.kind == .flag ? names : "\(names) <\(argument.valueName)>"
    }

    /// The help text with the accepted values and the default appended.
    private static func helpText(_ argument: DeclaredArgument) -> String {
        var notes: [String] = []
        if !argument.definition.allowedValues.isEmpty {
            notes.append("values: " + argument.definition.allowedValues.joined(separator: ", "))
        }
        if argument.definition.kind != .flag, case .value(_, let shown?) = argument.definition.absent {
            notes.append("default: " + shown)
        }
        return notes.isEmpty
            ? argument.definition.help : argument.definition.help + " (\(notes.joined(separator: "; ")))"
    }

    /// `  <label>   <help wrapped at the help column>\n`.
    private static func row(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: helpColumn)
        let lead = "  " + label
        let wrapped = wrap(help, indent: helpColumn, firstLineUsed: helpColumn)
        if lead.count + 2 <= helpColumn {
            return lead + String(repeating: " ", count: helpColumn - lead.count) + wrapped + "\n"
        }
        return lead + "\n" + indent + wrapped + "\n"
    }

    /// `lead` and the items separated by spaces, wrapped at ``width`` between items (an item
    /// such as `[--out <file>]` is never split); continuation lines align under the first item.
    static func wrapItems(_ items: [String], lead: String) -> String {
        var lines: [String] = []
        var line = lead
        for item in items {
            if line.count > lead.count && line.count + 1 + item.count > width {
                lines.append(line)
                line = String(repeating: " ", count: lead.count) + item
            } else {
                line += line.count > lead.count ? " " + item : item
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// `text` wrapped at ``width`` (``TextWrap``); continuation lines start with `indent` spaces.
    static func wrap(_ text: String, indent: Int, firstLineUsed: Int = 0) -> String {
        let padding = String(repeating: " ", count: indent)
        return TextWrap.lines(text, width: width, indent: indent, firstLineUsed: firstLineUsed).enumerated()
            .map { $0.offset == 0 ? $0.element : padding + $0.element }.joined(separator: "\n")
    }
}
