import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli token approve TOKEN SPENDER --amount N|--unlimited`: lets a spender move the
/// account's token, as a ``TokenApproval`` a ``PaymentSession`` prepares.
struct TokenApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Allow a spender to move up to an amount of a listed token from the EVM account.",
        discussion: """
            Sends approve(SPENDER, amount) to the token's contract from the key's EVM account, value 0, its gas \
            from eth_estimateGas (at most 500000), its fee paid in ZIL; the call is simulated first and a token \
            that refuses it is refused with its own reason, nothing signed. --unlimited allows every unit there \
            is (2^256 - 1), until revoked: it needs --allow-unlimited-approval (--yes does not skip this), or is \
            asked about on a terminal. The same review, confirmation, password and outcome as 'zhip-cli send'. \
            See what you allowed with 'zhip-cli token allowances'; take it back with 'zhip-cli token revoke'.
            Exit codes: as 'zhip-cli send'.
            """)

    @OptionGroup var options: TokenApproveOptions

    @Option(help: "The amount the spender may move, in the token's units, e.g. 12.5.", valueName: "n")
    var amount: String?

    @Flag(help: "Allow every unit there is (2^256 - 1) instead of --amount.")
    var unlimited = false

    @Flag(
        help: "With --unlimited: approve it without asking. Refused without it (--yes does not skip this), or "
            + "asked about on a terminal.")
    var allowUnlimitedApproval = false

    func validate() throws {
        guard (amount != nil) != unlimited else {
            throw ValidationError("give exactly one of --amount and --unlimited")
        }
        try options.checkSpender()
        _ = try options.givenNonce()
    }

    func run(_ console: Console) async throws {
        let amount = self.amount
        try await options.run(
            "approve",
            amount: { token in
                guard let amount else { return .max }
                do { return try token.units(amount) } catch {
                    throw ValidationError("--amount (in \(token.symbol)): \(error)")
                }
            }, accepting: RiskFlags.accepted(unusualRecipient: false, unlimitedApproval: allowUnlimitedApproval),
            console: console)
    }
}
