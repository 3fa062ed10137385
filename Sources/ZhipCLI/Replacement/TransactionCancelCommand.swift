import CommandLineKit
import ZhipCore

/// `zhip-cli tx cancel HASH`: the wallet's pending transaction replaced at its nonce by a transfer
/// of nothing to the account itself.
struct TransactionCancelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel",
        abstract: "Replace a pending transaction with a transfer of nothing to its own account.",
        discussion: """
            The transaction is read from the node (eth_getTransactionByHash): one mined already is refused and \
            nothing is sent. The cancel is a 0 ZIL transfer from the account to itself at the same nonce (21000 \
            gas), so only the fee is paid and the recipient gets nothing; it has the self-payment rule's consent, \
            and no other. Its price a gas is the pending one's plus 10% or the network's gas price, whichever is \
            higher. It goes through the review, the rules and the signature as any payment. Once sent, the node is \
            asked which of the two it holds: a cancel that lost the race to the original being mined says so and \
            exits 2 (--json: "replacement": {"replaces", "outcome", "took", "block"}). A legacy (zil1) transfer is \
            cancelled from the legacy account (50 gas at its gas price plus 10% or the network's minimum) where \
            the era takes one: once the network takes only lodgings into the migration escrow, a cancel to the \
            account itself is refused (rule legacy-era), and the lodging can only be sped up.
            \(ExitCode.sendingHelp)
            """)

    @OptionGroup var options: ReplacementOptions

    func run(_ console: Console) async throws {
        try await options.run(
            "tx cancel", console: console, replacement: { PendingReplacement(cancelling: $0) },
            price: { ReplacementPrice(evmFee: $0.fee(maxFee: nil, priorityFee: nil)) })
    }
}
