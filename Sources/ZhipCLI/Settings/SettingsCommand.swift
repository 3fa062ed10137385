import CommandLineKit

/// `zhip-cli settings`: shows every setting; `settings get KEY` one, `settings set KEY VALUE`
/// changes the network, the crash-reporting answer or a network's explorer or name resolver.
struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract:
            "Show Zhip's settings, or change the network, crash reporting or a network's explorer or name resolver.",
        discussion: """
            The settings: \(SettingKey.allCases.map(\.rawValue).joined(separator: ", ")). Only network, \
            crash-reporting, explorer (the saved network's block explorer) and name-resolver (its ZilNames resolver) can be changed here; the others are answered during onboarding or by their own \
            commands (zhip-cli pincode).
            Exit codes: 0 done; 1 failed (the settings cannot be read or written); 64 the command line was wrong \
            (an unknown setting or value).
            """,
        subcommands: [SettingsGetCommand.self, SettingsSetCommand.self])

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        try await SettingsGetCommand.show(SettingKey.allCases, home: home, output: output, console: console)
    }
}

/// `zhip-cli settings get [KEY]`.
struct SettingsGetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Show one setting, or all of them.",
        discussion: """
            KEY is one of \(SettingKey.allCases.map(\.rawValue).joined(separator: ", ")). With --json: one object \
            whose keys are the settings shown; a value never set is null.
            Exit codes: 0 done; 1 the settings cannot be read; 64 the command line was wrong (an unknown setting).
            """)

    @Argument(help: "The setting to show; all of them without it.")
    var key: String?

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let key { _ = try SettingKey.named(key) }
    }

    func run(_ console: Console) async throws {
        let keys = try key.map { [try SettingKey.named($0)] } ?? SettingKey.allCases
        try await Self.show(keys, home: home, output: output, console: console)
    }

    /// Prints `keys` from the home's settings.
    static func show(_ keys: [SettingKey], home: HomeOptions, output: OutputOptions, console: Console) async throws {
        home.use(console)
        let report = try await SettingsReport.read(keys)
        try CommandOutput(console, output).emit(report, lines: report.lines)
    }
}
