import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli tx sign`: signs a payment offline and prints (or writes) `CreateTransaction`'s params.
struct TransactionSignCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign",
        abstract: "Sign a payment offline, for 'tx send' to send later.",
        discussion: """
            Nothing is sent and the node is never asked: --network only gives the chain id signed into the \
            transaction, so the nonce must be given (the account's nonce, shown by 'zhip-cli balance', plus one). \
            The payment is held to the rules 'send' applies that need no node: a gas price above 20,000 Li \
            needs --allow-high-fee, and the gas limit is from 50 to 200,000 (the fee is 50 gas at the price \
            whatever the limit). \
            Prints the signed transaction as one JSON object (CreateTransaction's params), or writes it to --out \
            (mode 0600, never replacing a file). Anyone holding the file can send it, once.
            \(ExitCode.signingHelp)
            """)

    @Option(help: "The keystore file of the sending account.", valueName: "file")
    var keystore: String

    @Option(help: "The recipient: zil1… or 40 hex characters (0x optional).", valueName: "address")
    var to: String

    @Option(help: "The amount to send, in ZIL, e.g. 1.5 (exact, at most 12 decimal places).", valueName: "zil")
    var amount: String

    @Option(help: "The transaction's nonce: the account's nonce (see 'zhip-cli balance') plus one.", valueName: "n")
    var nonce: String

    @Option(
        help: "The gas price in Li; the network refuses less than its minimum (2000.000016 Li on Zilliqa 2.0).",
        valueName: "li")
    var gasPrice: String = Payment.zilliqa2MinimumGasPrice.formatted(in: .li)

    @Flag(help: "Allow a gas price above 20,000 Li, Zhip's sanity ceiling.")
    var allowHighFee = false

    @Flag(help: "Sign a payment to the sending account itself or to the zero address (refused without it).")
    var allowUnusualRecipient = false

    @Flag(
        help: "Sign a payment that lodges into Zilliqa 2.0's migration escrow (refused without it); claiming it "
            + "back needs Zilliqa's official recovery tool and a proof over a seed phrase.")
    var lodgeIntoEscrow = false

    @Option(help: "The gas limit; a payment needs at least 50. Default: 50.", valueName: "n")
    var gasLimit: String?

    @Option(help: "Write the signed transaction to this new file instead of printing it.", valueName: "file")
    var out: String?

    @OptionGroup var password: PasswordOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        _ = try paymentText.draftFromOptions()
        guard network.network != nil else {
            throw ValidationError(
                "tx sign needs --network (mainnet, testnet, devnet, or a URL with --chain-id): its chain id is signed "
                    + "into the transaction")
        }
        if let out { try KeystoreWriting.validateOut(out) }
    }

    func run(_ console: Console) async throws {
        // The explicit network only: nothing here reads settings or asks a node.
        guard let chosen = try network.explicitNetwork() else { throw ValidationError("tx sign needs --network") }
        let draft = try paymentText.draftFromOptions()
        let reader = PasswordReader(console: console, options: password)
        try reader.checkSourceAvailable()
        let outPath = out.map(console.absolutePath)
        if let outPath { try SecretFile.ensureAbsent(outPath) }
        let keystoreInput = try KeystoreInput(path: console.absolutePath(keystore))
        network.register(chosen)
        let signed: SignedTransaction
        do {
            let password = try reader.existingPassword()
            signed = try await WaitingLine.showing("Unlocking the keystore", on: console) {
                try await Container.shared.sendTransactionUseCase().signOffline(
                    draft, keystore: keystoreInput.keystore, password: password)
            }
        } catch let error as TransactionsError {
            throw error.thrown(network: chosen, console: console)
        }
        let contents = try TransactionFile.contents(of: signed)
        guard let outPath else {
            console.standardOutput(contents)
            return
        }
        try SecretFile.create(at: outPath, contents: Array(contents.utf8))
        let report = Report(file: outPath, id: signed.id.hex)
        try CommandOutput(console, output).emit(report, lines: [("file", outPath), ("id", report.id)])
    }

    /// The options as typed, read by ZhipCore (``ZhipCore/PaymentText/draft()``).
    private var paymentText: PaymentText {
        PaymentText(
            recipient: to, amount: amount, gasPrice: gasPrice, gasLimit: gasLimit, nonce: nonce,
            allowsHighFee: allowHighFee, allowsUnusualRecipient: allowUnusualRecipient,
            lodgesIntoEscrow: lodgeIntoEscrow)
    }

    /// With --out: `{"file": "/absolute/path", "id": "<64 hex>"}`.
    struct Report: Encodable {
        let file: String
        let id: String
    }
}
