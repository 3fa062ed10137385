import CommandLineKit

/// The exit codes of the commands that talk to a network, beyond 0, 1 and 64.
///
/// | Code | Meaning |
/// |------|---------|
/// | 2 | The transaction was refused: by the network, or by zhip-cli before signing because the network would refuse it (balance too low, gas price below the minimum), and nothing was transferred; or it was confirmed as failed: the amount was not transferred, but the network charged the fee. |
/// | 3 | The transaction was sent, or may have been, but is not confirmed: look it up with `zhip-cli tx status ID`; do not sign a new one before you know. |
extension ExitCode {
    /// 2: the transaction was refused (nothing transferred), or confirmed as failed (its fee charged).
    static let refused = ExitCode(2)
    /// 3: sent (or perhaps sent) but not confirmed yet; the outcome is still open.
    static let notConfirmed = ExitCode(3)

    /// The exit codes of a command that only reads (`balance`), for its help.
    static let readingHelp =
        "Exit codes: 0 done; 1 failed (a file, the password, the node); 64 the command line was wrong."

    /// The exit codes of `tx sign`, for its help.
    static let signingHelp =
        "Exit codes: 0 signed; 1 failed (a file, the password); 2 refused by a payment rule (a gas price or fee above "
        + "the ceiling without --allow-high-fee), nothing was signed; 64 the command line was wrong."

    /// The exit codes of `tx send`, for its help.
    static let sendingHelp =
        "Exit codes: 0 sent (with --wait: and confirmed); 1 failed, nothing was sent; 2 refused, nothing was "
        + "transferred (by zhip-cli: a signature that does not hold, another chain, a nonce used or ahead; by the "
        + "network, or dropped by it at an era switch; or confirmed as "
        + "failed); 3 sent, or perhaps sent, but not confirmed yet: look it up with 'tx status' before anything else; "
        + "64 the command line was wrong."

    /// The exit codes of `tx status`, for its help.
    static let statusHelp =
        "Exit codes: 0 confirmed; 1 failed (the node); 2 confirmed as failed (the amount not transferred, the fee charged); 3 not "
        + "confirmed: pending, or unknown to the node; 64 the command line was wrong."
}

/// The failure (``CommandFailure``) for an exit code other than 1: the runner prints
/// `Error: message` (and with `--json`, the JSON error object) and exits with `code`.
/// `console` is not written to: the runner prints every error, once.
/// ```swift
/// throw failure("the network refused the transaction: …", exit: .refused, on: console)
/// ```
func failure(_ message: String, exit code: ExitCode, on console: Console) -> CommandFailure {
    CommandFailure(message, exitCode: code)
}
