import CommandLineKit
import Foundation
import ZhipCore
import ZilliqaKit

/// `zhip-cli send`: pays ZIL from a keystore's account (or the saved wallet's) through ZhipCore's transactions use
/// cases, after a review, and waits until the payment is confirmed.
struct SendCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Send ZIL from the saved wallet or a keystore's account, and wait until the payment is confirmed.",
        discussion: """
            Pays from --keystore FILE, else from the wallet saved in Zhip's home (--home), from either account of \
            its key (--account): the EVM one by default where the network refuses legacy transfers. \
            The EVM account pays 21000 gas at the node's gas price (eth_gasPrice; 0.1000000008 ZIL on Zilliqa \
            2.0), as type 2 (EIP-1559, priority fee 0 unless given) unless --type legacy; the review shows that \
            fee and the most it can be (21000 gas x the max fee). A node on another chain than the wallet's is \
            refused before anything is signed; a recipient that is a contract, or a zil1 account \
            where legacy transfers are refused, needs its own confirmation, and a swept account is refused. \
            An unanswered EVM send prints its hash and nonce: look it up with 'zhip-cli tx status HASH', or run \
            the same command again with --nonce N. A keystore's EVM account is known only once it is unlocked: \
            the review then shows what is known without it, and the payment is checked once it is. \
            Asks the node for the account's nonce, its balance and the minimum gas price, then shows the payment \
            (recipient, amount, fee, total, balance after) and asks for confirmation on the terminal; --yes sends \
            without asking. Nothing is signed when the balance does not cover the amount plus the fee, or when \
            --gas-price is below the network's minimum. The keystore is unlocked only after the confirmation, the \
            payment is signed once, and a retry after a lost answer sends the very same transaction again. \
            When the node's answer never came (exit 3), run the same command again with the --nonce it names: \
            the network accepts at most one transaction with a nonce, so the payment cannot go out twice. \
            Ctrl-C once the payment may have gone out prints its nonce (and its id, once the node gave it) and \
            exits 3.
            Exit codes: 0 sent and confirmed (with --no-wait: accepted by the node); 1 failed, nothing was sent \
            (file, password, node unreachable before sending); 2 refused, nothing was transferred (by zhip-cli \
            before signing, or by the network), or confirmed as failed (the fee charged); 3 sent, or perhaps sent, but not confirmed \
            yet: look it up before sending again; 64 the command line was wrong.
            """)

    @Option(
        help: "The keystore file of the sending account; without it, the wallet saved in Zhip's home.",
        valueName: "file")
    var keystore: String?

    @Option(
        help: "Which of the key's accounts pays: legacy (zil1…, CreateTransaction) or evm (0x…, "
            + "eth_sendRawTransaction). Default: evm where the network refuses legacy transfers (Zilliqa 2.0 "
            + "mainnet since July 2026), else legacy.",
        valueName: "legacy|evm")
    var account: AccountChoice?

    @Option(
        help: "The recipient. Legacy account: zil1… or 40 hex characters (0x optional). EVM account: 0x… "
            + "(EIP-55 or all lowercase), or zil1… (the same 20 bytes; needs --allow-legacy-recipient where "
            + "legacy transfers are refused). Or a contact's name ('zhip-cli contacts list'), or a .zil name "
            + "(resolved through ZilNames; the review shows the address).",
        valueName: "address|name")
    var to: String

    @Option(
        help: "The amount to send, in ZIL, e.g. 1.5 (exact: at most 12 decimal places from the legacy account, "
            + "18 from the EVM one).",
        valueName: "zil")
    var amount: String

    @Option(
        help: "Legacy account: the gas price in Li. Default: the network's minimum; less than the minimum is "
            + "refused, and more than 20000 Li needs --allow-high-fee. EVM account with --type legacy: the gas "
            + "price in wei, a plain integer or with a unit such as 5000gwei (default: eth_gasPrice).",
        valueName: "price")
    var gasPrice: String?

    @Option(
        help: "EVM account: the transaction type, 1559 (EIP-1559, the default) or legacy.", valueName: "1559|legacy")
    var type: EVMTypeChoice?

    @Option(
        help: "EVM account, type 1559: the max fee a gas in wei, a plain integer or with a unit such as "
            + "5000gwei. Default: the node's eth_gasPrice; less is refused.",
        valueName: "wei")
    var maxFee: String?

    @Option(
        help: "EVM account, type 1559: the priority fee a gas in wei, a plain integer or with a unit such as "
            + "1gwei, at most the max fee. Default: 0, so the network's gas price is charged whatever the max fee.",
        valueName: "wei")
    var priorityFee: String?

    @Flag(
        help: "EVM account: send to a zil1… recipient on a network that refuses legacy transfers, where its "
            + "owner could move it only into the migration escrow. Refused without it (--yes does not skip "
            + "this), or asked about on a terminal.")
    var allowLegacyRecipient = false

    @Flag(
        help: "EVM account: send to a contract (an address with code), which may refuse a plain transfer and "
            + "charge the fee. Refused without it (--yes does not skip this), or asked about on a terminal.")
    var allowContractRecipient = false

    @Option(
        help: "Send this listed token instead of ZIL: its symbol or contract, as 'zhip-cli token list' shows it "
            + "(list it first with 'zhip-cli token add'). --amount is then in the token's units; the EVM account "
            + "pays, its fee in ZIL, the gas from eth_estimateGas (at most 500000), and the transfer is simulated "
            + "first: a token that refuses it is refused with its own reason, nothing signed.",
        valueName: "symbol|0x…")
    var token: String?

    @Flag(
        help: "With --token: send to the token's own contract, which most tokens keep for good. Refused without "
            + "it (--yes does not skip this), or asked about on a terminal.")
    var allowTokenContractRecipient = false

    @Flag(
        help: "Allow a gas price above 20000 Li, Zhip's sanity ceiling (a node reporting a "
            + "minimum above the ceiling is still refused unless --gas-price is given).")
    var allowHighFee = false

    @Flag(
        help: "Send to the sending account itself or to the zero address. Without it such a payment is refused "
            + "(--yes does not skip this), or asked about once more on a terminal.")
    var allowUnusualRecipient = false

    @Flag(
        help: "With --nonce ahead of the account's next one: sign it anyway. The node keeps it unmined until the "
            + "nonces before it are used; without it such a nonce is refused (--yes does not skip this).")
    var allowNonceGap = false

    @Flag(
        help: "Lodge the amount into Zilliqa 2.0's migration escrow (zil1qqqqqqqqtfy5cv292dp4yn6h2pfy7kzec60lqn). "
            + "Claiming it back needs Zilliqa's official recovery tool and a proof over a seed phrase. Without "
            + "it a payment to the escrow is refused (--yes does not skip this), or asked about on a terminal.")
    var lodgeIntoEscrow = false

    @Option(
        help: "The gas limit. Legacy account: at least 50 (the default; 50 is charged whatever the limit). EVM "
            + "account: from 21000 (a transfer's, the default) to 84000000; a token transfer's default is the node's "
            + "estimate.",
        valueName: "n")
    var gasLimit: String?

    @Option(
        help: "The nonce to sign with. Default: the account's nonce plus one (EVM account: its transaction count, "
            + "from 0). Give the one an unanswered send named to send that payment again without paying twice.",
        valueName: "n")
    var nonce: String?

    @OptionGroup var flags: PaymentFlags
    @OptionGroup var recipient: RecipientFlags
    @OptionGroup var password: PasswordOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        // A contact's or a .zil name is read in run; the options are checked once it is an address.
        guard RecipientArgument.isAddress(to) else { return }
        guard let account = namedAccount else {
            // The network decides in run; text that neither account's grammar reads is wrong already.
            do { _ = try order(for: .legacy, from: nil) } catch {
                guard (try? order(for: .evm, from: nil)) != nil else { throw error }
            }
            return
        }
        try checkOptions(for: account)
        // A token's amount is read once the token list is known, in run.
        if token == nil { _ = try order(for: account, from: nil) }
    }

    func run(_ console: Console) async throws {
        let setup = try PaymentSetup(
            "send", yes: flags.yes, keystorePath: keystore, password: password, network: network, console: console)
        guard let named = try await RecipientArgument.read(to, console: console) else {
            return try await pay(with: setup, console: console)
        }
        var command = self
        command.to = named.text
        try command.validate()
        try await command.pay(with: setup, naming: named.name, console: console)
    }

    /// Pays `to`, an address, with `setup`; the review names it `name` when it was given by one.
    private func pay(with setup: PaymentSetup, naming name: CounterpartyName? = nil, console: Console) async throws {
        // A Ledger wallet has only its EVM account: it pays unless another is named (and refused).
        let paying =
            setup.ledger != nil ? namedAccount ?? .evm : await payingAccount(on: setup.network, console: console)
        try setup.checkHas(paying)
        try checkOptions(for: paying)
        var order = try order(for: paying, from: setup.knownAddress(of: paying))
        order.counterpartyName = name
        try await PaymentSend(setup: setup, console: console, yes: flags.yes, noWait: flags.noWait, output: output)
            .run(order)
    }

    /// The legacy account's options as typed; ZhipCore reads them (``ZhipCore/LegacyPaymentText``)
    /// and its session checks the order against the network.
    var paymentText: LegacyPaymentText {
        LegacyPaymentText(
            recipient: to, amount: amount, gasPrice: gasPrice, gasLimit: gasLimit, nonce: nonce,
            acceptedRisks: acceptedRisks)
    }
}

/// Why `send` stopped on its own.
enum SendCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The person did not answer yes to the review.
    case notConfirmed

    var description: String {
        switch self {
        case .notConfirmed: "not sent: the payment was not confirmed (answer yes to send it)"
        }
    }
}
