/// Matches one command's words against its declared arguments and converts the values.
struct ArgumentBinder {
    let declarations: [DeclaredArgument]
    /// The full command name, for error hints.
    let commandName: String
    /// The command's subcommands: a stray word is then reported as an unknown subcommand.
    let subcommandNames: [String]

    /// Parsed values by property path.
    /// - Throws: ``CommandLineError`` naming the first problem found.
    func bind(_ arguments: [String]) throws(CommandLineError) -> [String: any Sendable] {
        var indexOfSpelling: [String: Int] = [:]
        for (index, argument) in declarations.enumerated() {
            for spelling in argument.spellings { indexOfSpelling[spelling] = index }
        }
        var texts = Array(repeating: [String](), count: declarations.count)
        var positionals: [String] = []
        var cursor = 0
        var onlyPositionals = false
        while cursor < arguments.count {
            let token = arguments[cursor]
            cursor += 1
            if onlyPositionals || !Self.isOptionLike(token) {
                positionals.append(token)
                continue
            }
            if token == "--" {
                onlyPositionals = true
                continue
            }
            let (name, inlineValue) = Self.split(token)
            guard let index = indexOfSpelling[name] else {
                // Only long names get a suggestion: any one-letter typo is "near" every short name.
                let suggestion =
                    name.hasPrefix("--")
                    ? Suggestion.closest(to: name, among: indexOfSpelling.keys.filter { $0.hasPrefix("--") }) : nil
                throw error(.unknownOption(name, suggestion: suggestion))
            }
            let argument = declarations[index]
            if argument.definition.kind == .flag {
                if inlineValue != nil { throw error(.flagWithValue(flag: name, given: token)) }
                texts[index].append("")
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if cursor < arguments.count,
                !Self.isOptionLike(arguments[cursor]) || Self.isNegativeNumber(arguments[cursor])
            {
                value = arguments[cursor]
                cursor += 1
            } else {
                throw error(.missingValue(option: argument.displayName))
            }
            if argument.definition.arity != .repeating, !texts[index].isEmpty {
                throw error(.duplicateOption(argument.displayName))
            }
            texts[index].append(value)
        }
        try assign(positionals, into: &texts)
        return try convert(texts)
    }

    /// Hands the bare words to the positionals in declaration order.
    private func assign(_ positionals: [String], into texts: inout [[String]]) throws(CommandLineError) {
        var next = 0
        for (index, argument) in declarations.enumerated() where argument.definition.kind == .positional {
            if argument.definition.arity == .repeating {
                texts[index] = Array(positionals[next...])
                next = positionals.count
            } else if next < positionals.count {
                texts[index] = [positionals[next]]
                next += 1
            }
        }
        guard next < positionals.count else { return }
        let extra = positionals[next]
        if !subcommandNames.isEmpty && next == 0 {
            throw error(
                .unknownSubcommand(
                    extra, suggestion: Suggestion.closest(to: extra, among: subcommandNames),
                    available: subcommandNames))
        }
        throw error(.unexpectedArgument(extra))
    }

    /// Converts each argument's texts, or takes its default; a required one must be present.
    private func convert(_ texts: [[String]]) throws(CommandLineError) -> [String: any Sendable] {
        var values: [String: any Sendable] = [:]
        for (index, argument) in declarations.enumerated() {
            guard !texts[index].isEmpty else {
                switch argument.definition.absent {
                case .required:
                    throw error(
                        argument.definition.kind == .positional
                            ? .missingArgument(argument.displayName) : .missingOption(argument.displayName))
                case .value(let value, _):
                    values[argument.key] = value
                }
                continue
            }
            switch argument.definition.convert(texts[index]) {
            case .success(let value):
                values[argument.key] = value
            case .failure(let failure):
                throw error(
                    .invalidValue(failure.text, for: argument.displayName, expected: argument.definition.expectation))
            }
        }
        return values
    }

    private func error(_ reason: CommandLineError.Reason) -> CommandLineError {
        CommandLineError(reason, commandName: commandName)
    }

    /// `-x`, `--name`, `--name=value`, `--`; a lone `-` (often "standard input") is a plain word.
    static func isOptionLike(_ token: String) -> Bool {
        token.hasPrefix("-") && token != "-"
    }

    /// `-1`, `-0.5`, `-.5`: after an option that takes a value, this is its value (which the
    /// command may then refuse, saying why), not an option.
    static func isNegativeNumber(_ token: String) -> Bool {
        let rest = token.dropFirst()
        return token.hasPrefix("-") && rest.contains(where: \.isASCIIDigit)
            && rest.allSatisfy { $0.isASCIIDigit || $0 == "." }
    }

    /// `--name=value` -> (`--name`, `value`); `--name` -> (`--name`, nil).
    static func split(_ token: String) -> (name: String, value: String?) {
        guard let equals = token.firstIndex(of: "=") else { return (token, nil) }
        return (String(token[..<equals]), String(token[token.index(after: equals)...]))
    }
}

extension Character {
    /// `0` to `9`.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
