import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli token allowances [TOKEN]`: the allowances the wallet's EVM account granted, each
/// confirmed with the token's `allowance()`.
struct TokenAllowancesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "allowances",
        abstract: "List the allowances the EVM account granted of the listed tokens, as the tokens confirm them.",
        discussion: """
            Looks among the approvals this wallet sent (its own record, per network) and the approve calls among \
            the owner's newest transactions (5 pages of 25) the node's Otterscan search (ots_searchTransactionsBefore) \
            finds, so an approval sent from another wallet is seen too, and asks each token's allowance(owner, \
            spender) now, in one batch; allowances now 0 (spent or revoked) are left out. Not found by scanning \
            Approval logs. A node that offers no transaction search is told in a note: then only this wallet's \
            record is looked at. --json prints {"owner", "searchedNode", "allowances": [{"token", "spender", \
            "amount": {"units", "text"}, "unlimited"}]}.
            Exit codes: 0 listed; 1 the node could not be asked, a token did not answer, or the settings cannot be \
            read; 64 the command line was wrong.
            """)

    @Argument(help: "Only this listed token: its contract address (0x…) or its symbol.", valueName: "token")
    var token: String?

    @Option(
        help: "The owner's 0x address. Default: the saved wallet's EVM account (known once it has been unlocked).",
        valueName: "address")
    var owner: String?

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let owner { _ = try ownerAddress(owner) }
    }

    func run(_ console: Console) async throws {
        let chosen = try network.resolve()
        network.register(chosen, console: console)
        let address: EVMAddress
        if let owner {
            address = try ownerAddress(owner)
        } else {
            guard let known = try SavedWallet.evmAddress() else {
                throw ValidationError(
                    "the saved wallet's EVM account is known once it has been unlocked: give --owner 0x…, or run "
                        + "'zhip-cli account' first")
            }
            address = known
        }
        let list = Container.shared.tokenListUseCase()
        let tokens = try token.map { [try list.token($0)] } ?? list.tokens
        let allowances = Container.shared.tokenAllowancesUseCase()
        let found: TokenAllowanceList
        do throws(TransactionsError) {
            found = try await WaitingLine.showing("Asking \(chosen.nodeLabel) for the allowances", on: console) {
                () async throws(TransactionsError) in try await allowances.allowances(of: address, among: tokens)
            }
        } catch {
            throw error.thrown(network: chosen, console: console)
        }
        let report = Report(
            owner: address.checksummed, searchedNode: found.searchedNode,
            allowances: found.allowances.map(AllowanceJSON.init))
        var lines: [(label: String, value: String)] =
            found.allowances.isEmpty
            ? [("allowances", "none found among the approvals this wallet sent and the account's newest transactions")]
            : found.allowances.map { ("\($0.token.label) to \($0.spender.checksummed)", $0.amountText) }
        if !found.searchedNode { lines.append(("note", Self.noSearchNote)) }
        try CommandOutput(console, output).emit(report, lines: [("owner", address.checksummed)] + lines)
    }

    /// What the list lacks when the node does not serve `ots_searchTransactionsBefore`.
    static let noSearchNote =
        "the node offers no transaction search: allowances granted from another wallet are not shown"

    private func ownerAddress(_ text: String) throws -> EVMAddress {
        do { return try EVMAddress(text) } catch { throw ValidationError("--owner: \(error)") }
    }

    /// `{"owner", "searchedNode", "allowances": […]}`.
    struct Report: Encodable {
        let owner: String
        /// False when the node offers no transaction search, so only the wallet's record was looked at.
        let searchedNode: Bool
        let allowances: [AllowanceJSON]
    }

    /// One allowance: the token, the spender, the amount in units and text, and whether it is unlimited.
    struct AllowanceJSON: Encodable {
        let token: TokenReport
        let spender: String
        let amount: TokenAmountJSON
        let unlimited: Bool

        init(_ allowance: TokenAllowance) {
            token = TokenReport(allowance.token)
            spender = allowance.spender.checksummed
            amount = TokenAmountJSON(units: allowance.amount, of: allowance.token)
            unlimited = allowance.isUnlimited
        }
    }
}
