import CommandLineKit

/// `--password-file`, shared by every command that needs a keystore password.
struct PasswordOptions: ParsableArguments {
    @Option(
        help: """
            Read the password from the first line of this file. Without it: the ZHIP_PASSWORD environment \
            variable, else a prompt (no echo) when standard input is a terminal.
            """,
        valueName: "file")
    var passwordFile: String?
}
