import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli move`: moves ZIL from the key's legacy (zil1) account to the same key's EVM (0x)
/// account, as a legacy payment reviewed and confirmed like `send`'s.
struct MoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Move ZIL from the key's legacy (zil1) account to its own EVM (0x) account.",
        discussion: """
            On Zilliqa 2.0 every key has two accounts: the legacy zil1 one and an EVM 0x one. This pays --amount \
            from the legacy account to the EVM one of the same key (from --keystore FILE, else the wallet saved in \
            Zhip's home), with the fee of any legacy payment, after the same review and confirmation as 'send'. \
            It needs a network that still takes legacy transfers (zhip-devnet's legacy era, as mainnet did until \
            July 2026); elsewhere it is refused with the plain explanation, before anything is signed. The \
            keystore is unlocked first when the wallet does not know its EVM account yet. \
            Exit codes as 'send': 0 moved and confirmed; 1 failed, nothing sent; 2 refused, nothing moved; 3 sent \
            but not confirmed yet; 64 the command line was wrong.
            """)

    @Option(
        help: "The keystore file of the key; without it, the wallet saved in Zhip's home.", valueName: "file")
    var keystore: String?

    @Option(help: "The amount to move, in ZIL, e.g. 1.5 (exact, at most 12 decimal places).", valueName: "zil")
    var amount: String

    @Option(help: "The gas price in Li. Default: the network's minimum.", valueName: "li")
    var gasPrice: String?

    @OptionGroup var flags: PaymentFlags
    @OptionGroup var password: PasswordOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        // The amount and the gas price read as any payment's do; the recipient comes from the key.
        _ = try LegacyPaymentText(recipient: Address.migrationEscrow.bech32, amount: amount, gasPrice: gasPrice)
            .orderFromOptions(from: nil)
    }

    func run(_ console: Console) async throws {
        let setup = try PaymentSetup(
            "move", yes: flags.yes, keystorePath: keystore, password: password, network: network, console: console)
        // A move's recipient is the key's own EVM account: with no key here there is no move to judge.
        try setup.refuseWatchOnly()
        try setup.checkHas(.legacy)
        var unlocked: KeystoreSigner?
        let publicKey: PublicKey
        if let known = setup.wallet?.publicKey {
            publicKey = known
        } else {
            let signer = try await setup.unlockedSigner(
                "Unlocking the keystore to learn its EVM account", console: console)
            guard let key = signer.accounts.publicKey else {
                throw ValidationError("the keystore's key tells no public key")
            }
            publicKey = key
            unlocked = signer.signer
        }
        let move: PaymentOrder
        do throws(PaymentFieldError) {
            move = try EVMAccountMove.order(of: publicKey, amount: amount, gasPrice: gasPrice)
        } catch {
            throw error.usageError
        }
        // The move pays from the key's own legacy account.
        try await PaymentSend(setup: setup, console: console, yes: flags.yes, noWait: flags.noWait, output: output)
            .run(move, unlocked: unlocked)
    }
}
