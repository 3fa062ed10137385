import CommandLineKit

/// The exit codes of the commands that talk to a network, beyond 0, 1 and 64.
///
/// | Code | Meaning |
/// |------|---------|
/// | 2 | The transaction was refused: by the network, or by zhip-cli before signing because the network would refuse it (balance too low, gas price below the minimum), or it was confirmed as failed. Nothing was transferred. |
/// | 3 | The transaction was sent, or may have been, but is not confirmed: look it up with `zhip-cli tx status ID`; do not sign a new one before you know. |
extension ExitCode {
    /// 2: the transaction was refused; nothing was transferred.
    static let refused = ExitCode(2)
    /// 3: sent (or perhaps sent) but not confirmed yet; the outcome is still open.
    static let notConfirmed = ExitCode(3)

    /// The exit codes as the help of each network command lists them.
    static let networkHelp =
        "Exit codes: 0 done; 1 failed (file, password, node unreachable); 2 the transaction was refused, nothing "
        + "was transferred; 3 sent (or perhaps sent) but not confirmed yet; 64 the command line was wrong."
}

/// Prints `Error: message` on standard error and returns `code`, for the failures whose exit
/// code is not 1 (the runner prints nothing for a thrown ``ExitCode``):
/// ```swift
/// throw failure("the network refused the transaction: …", exit: .refused, on: console)
/// ```
func failure(_ message: String, exit code: ExitCode, on console: Console) -> ExitCode {
    console.printError("Error: " + message)
    return code
}
