import CommandLineKit

/// The `--json` flag every zhip-cli command has.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print exactly one JSON object (keys sorted) on standard output instead of text.")
    var json = false
}
