import CommandLineKit
import ZhipCore

/// `zhip-cli tx cancel HASH`: the wallet's pending EVM transaction replaced at its nonce by a
/// transfer of nothing to the account itself.
struct TransactionCancelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel",
        abstract: "Replace a pending EVM transaction with a transfer of nothing to its own account.",
        discussion: """
            The transaction is read from the node (eth_getTransactionByHash): one mined already is refused and \
            nothing is sent. The cancel is a 0 ZIL transfer from the account to itself at the same nonce (21000 \
            gas), so only the fee is paid and the recipient gets nothing; it has the self-payment rule's consent, \
            and no other. Its price a gas is the pending one's plus 10% or the network's gas price, whichever is \
            higher. It goes through the review, the rules and the signature as any payment. Once sent, the node is \
            asked which of the two it holds: a cancel that lost the race to the original being mined says so and \
            exits 2 (--json: "replacement": {"replaces", "outcome", "took", "block"}).
            \(ExitCode.sendingHelp)
            """)

    @OptionGroup var options: ReplacementOptions

    func run(_ console: Console) async throws {
        try await options.run(
            "tx cancel", console: console, replacement: { PendingReplacement(cancelling: $0) },
            fee: { $0.fee(maxFee: nil, priorityFee: nil) })
    }
}
