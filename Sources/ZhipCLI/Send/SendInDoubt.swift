import ZhipCore
import ZilliqaKit

/// What the CLI adds to ZhipCore's words for a send that may have gone out
/// (``ZhipCore/UnansweredSend``): how to send the very same transaction again with this command,
/// and the command that looks it up. The one place for the exit-3 text and the Ctrl-C text of
/// `send` and `tx send`.
///
/// ```swift
/// let inDoubt = SendInDoubt.resending(nonce: 4, on: .testnet)
/// inDoubt.text(unanswered.mayHaveGoneOut, sent: unanswered.sent)
/// // "… With zhip-cli: run the same command again with --nonce 4, or look it up with 'zhip-cli tx status …'"
/// ```
struct SendInDoubt {
    /// How to send the very same transaction again with this command.
    let retry: String
    /// The network it went to.
    let network: Network

    /// For `send`: the same command again with `--nonce`.
    static func resending(nonce: UInt64, on network: Network) -> SendInDoubt {
        SendInDoubt(retry: "run the same command again with --nonce \(nonce)", network: network)
    }

    /// For `tx send`: the same file again.
    static func resendingTheFile(on network: Network) -> SendInDoubt {
        SendInDoubt(retry: "send the same file again (safe: it is the same transaction)", network: network)
    }

    /// ZhipCore's `words`, then the re-send and the command that looks up `sent`.
    func text(_ words: String, sent: SentTransaction) -> String {
        "\(words). With zhip-cli: \(retry), or look it up with \(TransactionStatusCommand.invocation(of: sent, on: network))"
    }

    /// ZhipCore's `words`, then the re-send and the command that looks up the nonce of `sender`,
    /// for a send whose id is not known yet: the account's nonce is `nonce` once the payment is confirmed.
    func text(_ words: String, sender: Address, nonce: UInt64) -> String {
        "\(words). With zhip-cli: \(retry), or look the account up with 'zhip-cli balance \(sender.bech32) "
            + "\(network.commandLineArguments)': its nonce is \(nonce) once the payment is confirmed"
    }
}
