import CommandLineKit
import ZhipCore
import ZilliqaKit

/// What `token approve` and `token revoke` share: the token and the spender, the paying keystore
/// and `send`'s confirmation, password, network and output options; the approval is sent through
/// the one payment session (``PaymentSend``) from the key's EVM account.
struct TokenApproveOptions: ParsableArguments {
    @Argument(help: "The token: its contract address (0x…) or its symbol, as 'zhip-cli token list' shows it.")
    var token: String

    @Argument(
        help: "The spender: the 0x account (usually a contract) allowed to move the token, a contact's name, or a "
            + ".zil name.")
    var spender: String

    @Option(
        help: "The keystore file of the approving account; without it, the wallet saved in Zhip's home.",
        valueName: "file")
    var keystore: String?

    @Option(
        help: "The nonce to sign with. Default: the account's transaction count. Give the one an unanswered "
            + "send named to send that approval again.",
        valueName: "n")
    var nonce: String?

    @Flag(
        help: "Approve the sending account itself or the zero address as the spender. Refused without it (--yes "
            + "does not skip this), or asked about on a terminal.")
    var allowUnusualRecipient = false

    @OptionGroup var flags: PaymentFlags
    @OptionGroup var recipient: RecipientFlags
    @OptionGroup var password: PasswordOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    /// The spender as typed, or the usage error naming it; a name is read in `run`.
    func checkSpender() throws {
        guard RecipientArgument.isAddress(spender) else { return }
        _ = try spenderAddress(spender)
    }

    /// `text` as the spender's address, or the usage error naming it.
    private func spenderAddress(_ text: String) throws -> EVMAddress {
        do { return try EVMAddress(text) } catch {
            throw ValidationError("SPENDER: \(error) (give a 0x address)")
        }
    }

    /// The nonce as typed, or the usage error naming it.
    func givenNonce() throws -> UInt64? { try NonceOption.parse(nonce) }

    /// Sends the approval of `amount` (of the token these options name, in its units, once it is
    /// resolved), accepting `risks`, as `command` (`approve` or `revoke`).
    func run(_ command: String, amount: (Token) throws -> UInt256, accepting risks: Set<PaymentRisk>, console: Console)
        async throws
    {
        let nonce = try givenNonce()
        let setup = try PaymentSetup(
            "token \(command)", yes: flags.yes, keystorePath: keystore, password: password, network: network,
            console: console)
        let named = try await RecipientArgument.read(spender, console: console)
        // A contact may hold the spender in its zil1 form: the same 20 bytes.
        let spender = try named.map { try Contact.readAddress($0.text).address } ?? spenderAddress(spender)
        let listed = try Container.shared.tokenListUseCase().token(token)
        let approval = TokenApproval(listed, spender: spender, units: try amount(listed))
        let order = PaymentOrder(
            approval, from: .evm, sender: setup.knownAddress(of: .evm), terms: PaymentTerms(nonce: nonce),
            consents: risks.union(RiskFlags.accepted(unusualRecipient: allowUnusualRecipient)).union(
                recipient.accepted),
            counterpartyName: named?.name)
        try await PaymentSend(setup: setup, console: console, yes: flags.yes, noWait: flags.noWait, output: output)
            .run(order)
    }
}
