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
        /// Unlocking, signing and sending the prepared payment.
        case sending(PreparedPayment)
    }

    /// The error to throw for `error`, raised at `stage` on `network`:
    /// - refused before signing (balance, amount) or by the node: ``ExitCode/refused``;
    /// - the node unreachable while sending (the outcome is open): ``ExitCode/notConfirmed``;
    /// - the node unreachable while preparing: ``NodeError`` (exit 1);
    /// - anything else (wrong password, network setting): the error itself (exit 1).
    static func reported(_ error: any Error, stage: Stage, network: Network, console: Console) -> any Error {
        guard let error = error as? TransactionsError else { return error }
        switch (error, stage) {
        case (.insufficientFunds, _), (.amountTooLarge, _), (.gasPriceBelowMinimum, _), (.gasPriceAboveLimit, _),
            (.nodeMinimumGasPriceAboveLimit, _), (.feeAboveLimit, _), (.gasLimitTooLow, _):
            return failure(error.description, exit: .refused, on: console)
        case (.service(let service), .preparing):
            return NodeError(node: network.nodeLabel, error: service)
        case (.service(let service), .sending(let prepared)):
            switch service {
            case .transport, .invalidResponse:
                return failure(
                    unansweredMessage(service, prepared: prepared, network: network), exit: .notConfirmed, on: console)
            default:
                return failure(
                    "the \(network.displayName) network refused the payment: \(service)", exit: .refused, on: console)
            }
        default:
            return error
        }
    }

    /// What to do when the node never answered the send: the payment's nonce is the key, since
    /// the network accepts at most one transaction with it. Sending again *without* it would sign
    /// the next nonce, a second payment, once the first is confirmed.
    private static func unansweredMessage(
        _ service: ZilliqaServiceError, prepared: PreparedPayment, network: Network
    ) -> String {
        let nonce = prepared.payment.nonce
        let sender = prepared.sender.bech32
        return "the payment (nonce \(nonce) from \(sender)) may or may not have reached \(network.nodeLabel): "
            + "\(service). Do not send it again as a new payment: run the same command again with --nonce \(nonce), "
            + "which the network accepts at most once (if it answers that nonce \(nonce) is too low, the payment "
            + "went through); or look the account up with 'zhip-cli balance \(sender) \(network.commandLineArguments)': "
            + "its nonce is \(nonce) once the payment is confirmed"
    }
}
