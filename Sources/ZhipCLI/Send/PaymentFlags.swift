import CommandLineKit

/// The `--yes` and `--no-wait` flags of the commands that pay (`send`, `move`).
struct PaymentFlags: ParsableArguments {
    @Flag(help: "Pay without asking for confirmation (needed when standard input is not a terminal).")
    var yes = false

    @Flag(help: "Print the id once the node accepted the payment, without waiting for its confirmation.")
    var noWait = false
}
