import Foundation

extension ParsableCommand {
    /// Runs this root command on the process's arguments and console (its secret variables read
    /// only as bytes), then exits with the resulting code. Call it from `main.swift`: `await ZhipCommand.main()`.
    public static func main() async -> Never {
        let console = Console.standard(secretVariables: configuration.secretVariables)
        let code = await main(arguments: Array(CommandLine.arguments.dropFirst()), console: console)
        exit(code.rawValue)
    }

    /// Parses `arguments` (without the program name) for this root command, validates and
    /// runs the selected command on `console`, and returns how it ended. Never exits the process.
    ///
    /// - Help (`--help`, `-h`, `help …`, a group without subcommand) and `--version`: text on
    ///   standard output, ``ExitCode/success``.
    /// - A malformed command line or a ``ValidationError``: `Error: …` and a
    ///   `See '… --help'.` hint on standard error, ``ExitCode/usageError``.
    /// - A thrown ``ExitCode``: that code, nothing printed.
    /// - A thrown ``CommandFailure``: `Error: <its message>` on standard error, its code.
    /// - Any other error: `Error: <its description, on one line>` on standard error, ``ExitCode/failure``.
    ///
    /// When the root's ``CommandConfiguration/jsonErrorFlag`` is among `arguments` (before any
    /// `--`), every `Error: …` line is also printed on standard output as
    /// `{"error":{"code":<exit code>,"message":"<the line without 'Error: '>"}}`.
    @discardableResult
    public static func main(arguments: [String], console: Console) async -> ExitCode {
        await CommandRunner(root: Self.self, console: console).run(arguments)
    }
}

/// Parses, validates, runs, and turns every outcome into output and an ``ExitCode``.
struct CommandRunner {
    let root: any ParsableCommand.Type
    let console: Console

    func run(_ arguments: [String]) async -> ExitCode {
        let flag = root.configuration.jsonErrorFlag
        let reporting = ErrorReporting(
            asJSON: flag.map { arguments.prefix(while: { $0 != "--" }).contains($0) } ?? false,
            keyShaped: arguments.compactMap(ErrorText.keyShapedRun))
        return await Self.$reporting.withValue(reporting) { await runParsed(arguments) }
    }

    /// How this run's errors are printed: also as JSON, and which key-shaped words to hide.
    private struct ErrorReporting {
        var asJSON = false
        /// The runs of 64 or more hex digits in the arguments, never repeated in a message.
        var keyShaped: [String] = []
    }

    @TaskLocal private static var reporting = ErrorReporting()

    private func runParsed(_ arguments: [String]) async -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try CommandParser(root: root).parse(arguments)
        } catch {
            return report(error, path: CommandPath(root: root))
        }
        switch invocation {
        case .help(let path):
            return showHelp(path)
        case .version(let version):
            console.print(version)
            return .success
        case .run(var command, let path):
            do {
                try DeclarationReader.validateGroups(in: command)
                try command.validate()
                try await command.run(console)
                return .success
            } catch {
                return report(error, path: path)
            }
        }
    }

    private func showHelp(_ path: CommandPath) -> ExitCode {
        do {
            console.print(try HelpFormatter.help(for: path))
            return .success
        } catch {
            return report(error, path: path)
        }
    }

    private func report(_ error: any Error, path: CommandPath) -> ExitCode {
        switch error {
        case let error as CommandLineError:
            return fail(ErrorText.oneLine(error.description), helpOf: error.commandName, code: .usageError)
        case let error as ValidationError:
            return fail(ErrorText.oneLine(error.message), helpOf: path.fullName, code: .usageError)
        case let code as ExitCode:
            return code
        case let failure as CommandFailure:
            return fail(ErrorText.oneLine(failure.message), code: failure.exitCode, json: !failure.answeredInJSON)
        case CleanExit.helpRequest:
            return showHelp(path)
        case CleanExit.versionRequest:
            console.print(root.configuration.version)
            return .success
        default:
            return fail(ErrorText.describe(error), code: .failure)
        }
    }

    /// The one place errors are printed: `Error: message` (and for a usage error, a hint to see
    /// the help of `command`) on standard error, or one line in the root's
    /// ``CommandConfiguration/ErrorStyle/oneLine`` style, and with JSON errors asked for, the
    /// error object on standard output. A key-shaped argument (64 or more hex digits: perhaps a
    /// private key given in the wrong place) is never repeated.
    private func fail(_ text: String, helpOf command: String? = nil, code: ExitCode, json: Bool = true) -> ExitCode {
        let message = ErrorText.redacting(Self.reporting.keyShaped, in: text)
        switch root.configuration.errorStyle {
        case .errorAndHint:
            console.printError("Error: " + message)
            if let command { console.printError(CommandLineError.hint(for: command)) }
        case .oneLine:
            let name = CommandNaming.name(of: root)
            console.printError("\(name): \(message)" + (command.map { " (see \($0) --help)" } ?? ""))
        }
        if json, Self.reporting.asJSON { console.print(ErrorText.json(message: message, code: code)) }
        return code
    }
}

/// How errors are put into one line of text.
enum ErrorText {
    /// The error's `errorDescription` when it is a `LocalizedError` that has one, else its
    /// `description` (`CustomStringConvertible`), on one line.
    static func describe(_ error: any Error) -> String {
        if let localized = error as? any LocalizedError, let text = localized.errorDescription {
            return oneLine(text)
        }
        return oneLine(String(describing: error))
    }

    /// The run of 64 or more hex digits in `argument` (the shape of a private key), if any.
    static func keyShapedRun(_ argument: String) -> String? {
        var run = ""
        var longest = ""
        for character in argument {
            if character.isASCII, character.isHexDigit {
                run.append(character)
                if run.count > longest.count { longest = run }
            } else {
                run = ""
            }
        }
        return longest.count >= 64 ? longest : nil
    }

    /// `text` with every run of 16 or more hex digits that is part of one of `runs` (in any
    /// case; a message may shorten what it repeats) replaced by a note that it is not repeated.
    static func redacting(_ runs: [String], in text: String) -> String {
        guard !runs.isEmpty else { return text }
        let lowered = runs.map { $0.lowercased() }
        var result = ""
        var run = ""
        func flush() {
            let hidden = run.count >= 16 && lowered.contains { $0.contains(run.lowercased()) }
            result += hidden ? "<hex digits not repeated: it may be a key>" : run
            run = ""
        }
        for character in text {
            if character.isASCII, character.isHexDigit {
                run.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// `{"error":{"code":<code>,"message":"<message>"}}`, compact with sorted keys.
    static func json(message: String, code: ExitCode) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let report = JSONError(error: .init(code: code.rawValue, message: message))
        guard let data = try? encoder.encode(report) else { return #"{"error":{"code":\#(code.rawValue)}}"# }
        return String(decoding: data, as: UTF8.self)
    }

    /// The shape of ``json(message:code:)``.
    private struct JSONError: Encodable {
        struct Body: Encodable {
            let code: Int32
            let message: String
        }
        let error: Body
    }

    /// `text` with line breaks and runs of white space folded into single spaces.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isNewline || $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
