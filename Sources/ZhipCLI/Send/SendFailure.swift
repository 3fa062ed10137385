import CommandLineKit
import ZhipCore
import ZilliqaKit

/// How `send` reports what ZhipCore's transactions use cases throw: one error line, and the
/// exit code that tells a script whether anything may have been transferred.
enum SendFailure {
    /// Where the payment was when it failed.
    enum Stage {
        /// Asking the node (gas price, balance, nonce): nothing signed or sent.
        case preparing
        /// Unlocking, signing and sending.
        case sending
    }

    /// The error to throw for `error`, raised at `stage` on `network`:
    /// - refused before signing (balance, amount) or by the node: ``ExitCode/refused``;
    /// - the node unreachable while sending (the outcome is open): ``ExitCode/notConfirmed``;
    /// - the node unreachable while preparing: ``NodeError`` (exit 1);
    /// - anything else (wrong password, network setting): the error itself (exit 1).
    static func reported(_ error: any Error, stage: Stage, network: Network, console: Console) -> any Error {
        guard let error = error as? TransactionsError else { return error }
        switch (error, stage) {
        case (.insufficientFunds, _), (.amountTooLarge, _):
            return failure(error.description, exit: .refused, on: console)
        case (.service(let service), .preparing):
            return NodeError(node: network.nodeLabel, error: service)
        case (.service(let service), .sending):
            switch service {
            case .transport, .invalidResponse:
                return failure(
                    "the payment may or may not have reached \(network.nodeLabel): \(service). Before sending again, "
                        + "see whether the account's nonce went up with 'zhip-cli balance ADDRESS "
                        + "\(network.commandLineArguments)': it does once the payment is through",
                    exit: .notConfirmed, on: console)
            default:
                return failure(
                    "the \(network.displayName) network refused the payment: \(service)", exit: .refused, on: console)
            }
        default:
            return error
        }
    }
}
