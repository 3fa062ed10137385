import Foundation

extension ParsableCommand {
    /// Runs this root command on the process's arguments and console, then exits with the
    /// resulting code. Call it from `main.swift`: `await ZhipCommand.main()`.
    public static func main() async -> Never {
        let code = await main(arguments: Array(CommandLine.arguments.dropFirst()), console: .standard())
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
    /// - Any other error: `Error: <its description, on one line>` on standard error, ``ExitCode/failure``.
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
            console.printError("Error: " + ErrorText.oneLine(error.description))
            console.printError(error.hint)
            return .usageError
        case let error as ValidationError:
            console.printError("Error: " + ErrorText.oneLine(error.message))
            console.printError(CommandLineError.hint(for: path.fullName))
            return .usageError
        case let code as ExitCode:
            return code
        case CleanExit.helpRequest:
            return showHelp(path)
        case CleanExit.versionRequest:
            console.print(root.configuration.version)
            return .success
        default:
            console.printError("Error: " + ErrorText.describe(error))
            return .failure
        }
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

    /// `text` with line breaks and runs of white space folded into single spaces.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isNewline || $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
