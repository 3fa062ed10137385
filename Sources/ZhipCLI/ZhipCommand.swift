public import CommandLineKit

/// `zhip-cli`: the root command of the Zilliqa wallet for the command line.
///
/// Each feature is a subcommand type (a group such as `keystore` holds its own); add a new
/// one to ``configuration``'s `subcommands`. `main.swift` only runs it:
/// ```swift
/// await ZhipCommand.main()
/// ```
/// Tests run it in-process on a recorded console:
/// ```swift
/// let recorder = ConsoleRecorder(environment: ["ZHIP_PASSWORD": "correct horse"])
/// let code = await ZhipCommand.main(arguments: ["address", "zil1…", "--json"], console: recorder.console)
/// ```
public struct ZhipCommand: ParsableCommand {
    /// The version `zhip-cli --version` prints.
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "zhip-cli",
        abstract: "A Zilliqa wallet for the command line.",
        discussion: """
            Every command prints text for people, or with --json exactly one JSON object on standard output. \
            Errors go to standard error as one line starting with 'Error:'; with --json, also to standard output as \
            {"error": {"code": <exit code>, "message": "…"}}.
            Exit codes: 0 success, 1 the command failed, 2 the network refused the transaction, 3 sent but not \
            confirmed yet, 64 the command line was wrong.
            'zhip-cli help' prints the manual: every command, the files, the environment, examples.
            """,
        version: version,
        subcommands: [
            AddressCommand.self, KeystoreCommand.self, BalanceCommand.self, SendCommand.self, TransactionCommand.self,
            MoveCommand.self, WalletCommand.self, ReceiveCommand.self, PincodeCommand.self, SettingsCommand.self,
            AccountCommand.self, TokenCommand.self, MessageCommand.self, HistoryCommand.self,
            EscrowCommand.self, StakeCommand.self, ContactsCommand.self, SwapCommand.self, WrapCommand.self,
            UnwrapCommand.self,
            AppCommand.self,
            HelpCommand.self,
        ],
        jsonErrorFlag: "--json",
        secretVariables: SecretSource.variables)

    /// The root command: with no arguments on a terminal it runs the interactive app
    /// (`ZhipCommand+App.swift`), otherwise it prints its help.
    public init() {}
}
