import CommandLineKit

// A small command tree exercising every kind of declaration; the tests run it in-process.

struct Tool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tool",
        abstract: "A tool for testing the parser.",
        discussion: "It has subcommands at several depths.",
        version: "tool 1.2.3",
        subcommands: [Echo.self, Group.self, Fail.self])
}

enum Color: String, CaseIterable, ExpressibleByArgument {
    case red, green, blue
}

struct OutputOptions: ParsableArguments {
    @Flag(help: "Print JSON.") var json = false
}

/// Prints back what it parsed, one `name=value` a line.
struct Echo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "echo", abstract: "Print the parsed arguments.")

    @Argument(help: "The first word.") var first: String
    @Argument(help: "An optional second word.") var second: String?
    @Argument(help: "Every remaining word.") var rest: [String] = []
    @Option(name: [.long, .short("o")], help: "Where to write.", valueName: "file") var out: String = "-"
    @Option(help: "How many times.") var count: Int = 1
    @Option(help: "A colour.") var color: Color = .red
    @Option(help: "A header; repeat for more.") var header: [String] = []
    @Option(help: "A label.") var label: String?
    @Flag(name: [.long, .short("l")], help: "Shout.") var loud = false
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        console.print("first=\(first)")
        console.print("second=\(second ?? "nil")")
        console.print("rest=\(rest)")
        console.print("out=\(out) count=\(count) color=\(color.rawValue) header=\(header)")
        console.print("label=\(label ?? "nil") loud=\(loud) json=\(output.json)")
    }
}

struct Group: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "group", abstract: "A group of commands.", subcommands: [Nested.self])
}

struct Nested: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nested", abstract: "A group inside a group.", subcommands: [Deep.self])
}

struct Deep: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "deep", abstract: "A command three levels down.")

    @Option(help: "A name that is not 'bad'.") var name: String

    func validate() throws {
        if name == "bad" { throw ValidationError("the name must not be 'bad': choose another") }
    }

    func run(_ console: Console) async throws {
        console.print("deep \(name)")
    }
}

/// Fails the way it is told to.
struct Fail: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fail", abstract: "Fail on purpose.")

    enum Mode: String, CaseIterable, ExpressibleByArgument {
        case error, exit, validation, help
    }

    struct Broken: Error, CustomStringConvertible {
        var description: String { "the thing broke:\nline two" }
    }

    @Argument(help: "How to fail.") var mode: Mode

    func run(_ console: Console) async throws {
        console.print("partial output")
        switch mode {
        case .error: throw Broken()
        case .exit: throw ExitCode(3)
        case .validation: throw ValidationError("refused at run time")
        case .help: throw CleanExit.helpRequest
        }
    }
}

// MARK: - Commands declared wrongly

struct DuplicateNames: ParsableCommand {
    @Option(name: .customLong("out"), help: "One.") var first: String = ""
    @Option(help: "Two.") var out: String = ""
}

struct ReservedName: ParsableCommand {
    @Flag(help: "Clashes with the built-in help.") var help = false
}

struct FlagDefaultingToTrue: ParsableCommand {
    @Flag(help: "Always on.") var color = true
}

struct PlainProperty: ParsableCommand {
    var notAnArgument: Int = 0
}

struct RepeatingNotLast: ParsableCommand {
    @Argument(help: "Words.") var words: [String] = []
    @Argument(help: "Last.") var last: String
}

// MARK: - Running

/// Runs `Tool` with `arguments` on a fresh recorder.
func run(
    _ arguments: [String], root: any ParsableCommand.Type = Tool.self
) async -> (code: ExitCode, output: String, errors: String) {
    let recorder = ConsoleRecorder()
    let code = await root.main(arguments: arguments, console: recorder.console)
    return (code, recorder.output, recorder.errorOutput)
}
