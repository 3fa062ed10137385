import CommandLineKit
import ZhipCore
import ZilliqaKit

/// What `tx speedup` and `tx cancel` share: the pending transaction's hash, the keystore, `--yes`,
/// the password, the network and `--json`; and how a replacement runs: the pending transaction read
/// from the node (mined, unknown, a legacy contract call or another account's: refused, nothing signed), then the
/// one payment session (review, rules, sign, send once), then which of the two the node holds.
struct ReplacementOptions: ParsableArguments {
    @Argument(
        help: "The pending transaction's hash (0x and 64 hex characters; a legacy one's id with 0x in front).",
        valueName: "hash")
    var hash: String

    @Option(
        help: "The keystore file of the account that sent it; without it, the wallet saved in Zhip's home.",
        valueName: "file")
    var keystore: String?

    @Flag(help: "Replace it without asking for confirmation (needed when standard input is not a terminal).")
    var yes = false

    @OptionGroup var password: PasswordOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        _ = try transactionHash()
    }

    /// The hash given.
    /// - Throws: ``ValidationError`` (exit 64) for anything but `0x` and 64 hex characters.
    func transactionHash() throws -> EVMHash {
        do { return try EVMHash(hash) } catch {
            throw ValidationError("not a transaction hash (0x and 64 hex characters): \(error)")
        }
    }

    /// Replaces the pending transaction with the intent `replacement` makes of it, at the price `price` makes.
    func run(
        _ command: String, console: Console,
        replacement: (ReplacedTransaction) -> PendingReplacement,
        price: (PendingReplacement) throws -> ReplacementPrice
    ) async throws {
        let hash = try transactionHash()
        let setup = try PaymentSetup(
            command, yes: yes, keystorePath: keystore, password: password, network: network, console: console)
        let sender = setup.knownAddress(of: .evm)
        let legacySender = setup.ledger == nil ? setup.knownAddress(of: .legacy) : nil
        let original: ReplacedTransaction
        do {
            original = try await WaitingLine.showing("Asking \(setup.network.nodeLabel) for \(hash.hex)", on: console) {
                () async throws(ReplacementLookUpError) in
                try await ReplacementLookUp(evmService: Container.shared.evmService()).pending(
                    hash, sentBy: sender, orLegacy: legacySender)
            }
        } catch .refused(let refusal) {
            throw failure("\(refusal): nothing was signed", exit: .refused, on: console)
        } catch .node(let error) {
            throw error.thrown(network: setup.network, console: console)
        }
        let intent = replacement(original)
        let order = intent.order(price: try price(intent))
        var send = PaymentSend(setup: setup, console: console, yes: yes, noWait: true, output: output)
        send.replacing = true
        try await send.run(order)
    }
}
