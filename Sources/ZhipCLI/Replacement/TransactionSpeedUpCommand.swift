import CommandLineKit
import ZhipCore

/// `zhip-cli tx speedup HASH`: the wallet's pending transaction signed again at its nonce for a higher price.
struct TransactionSpeedUpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speedup",
        abstract: "Replace a pending transaction with the same one at a higher price.",
        discussion: """
            The transaction is read from the node (eth_getTransactionByHash): one mined already is refused and \
            nothing is sent. The replacement has the same nonce, recipient, value, call data and gas, and the same \
            type; its price a gas is by default the pending one's plus 10% or the network's gas price, whichever is \
            higher (Zilliqa 2.0 takes an equal price, other nodes want 10% more). A price below the pending one's \
            is refused before signing (rule replacement-price): the node would keep the pending one and still \
            answer with the new hash. It goes through the review, the rules and the signature as any payment. \
            Once sent, the node is asked which of the two it holds: "replacement" says whether it took (--json: \
            "replacement": {"replaces", "outcome", "took", "block"}); one that did not take exits 2. A legacy \
            (zil1) transfer is signed again from the legacy account at its Zilliqa nonce, --max-fee being its gas \
            price in Li (default: its own plus 10%, or the network's minimum when higher), where the era takes it.
            \(ExitCode.sendingHelp)
            """)

    @OptionGroup var options: ReplacementOptions

    @Option(
        help: "The max fee a gas (type 2) or the gas price (type 0) in wei, a plain integer or with a unit such as "
            + "5000gwei; a legacy (zil1) one's gas price in Li. Default: the pending one's plus 10%, or the "
            + "network's gas price when higher.",
        valueName: "wei")
    var maxFee: String?

    @Option(
        help: "Type 2: the priority fee a gas in wei, at most the max fee. Default: the pending one's.",
        valueName: "wei")
    var priorityFee: String?

    func run(_ console: Console) async throws {
        try await options.run(
            "tx speedup", console: console, replacement: { PendingReplacement(speedingUp: $0) },
            price: { intent in
                do throws(PaymentFieldError) {
                    return try intent.price(maxFeeText: maxFee, priorityFeeText: priorityFee)
                } catch {
                    throw error.usageError
                }
            })
    }
}
