import CommandLineKit

/// `--pincode-file`, shared by the commands that need the app's pincode.
struct PincodeOptions: ParsableArguments {
    @Option(
        help: """
            Read the 4-digit pincode from the first line of this file. Without it: the ZHIP_PINCODE environment \
            variable, else a prompt (no echo) when standard input is a terminal.
            """,
        valueName: "file")
    var pincodeFile: String?

    /// Where the pincode comes from.
    func source(_ console: Console) -> SecretSource {
        .pincode(console: console, file: pincodeFile)
    }
}
