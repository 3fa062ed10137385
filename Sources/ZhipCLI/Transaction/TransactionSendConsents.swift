import CommandLineKit
import ZhipCore

/// The consents `tx send` gives the rules a file is judged by, as `send` and `tx sign` name them:
/// every rule runs on a file sent as on a payment prepared here, so a file signed elsewhere to a
/// contract, the zero address or at a high fee needs the same flag.
struct TransactionSendConsents: ParsableArguments {
    @Flag(help: "Send a file paying the sending account itself or the zero address (refused without it).")
    var allowUnusualRecipient = false

    @Flag(help: "Send a file paying a contract, which may refuse a plain transfer (refused without it).")
    var allowContractRecipient = false

    @Flag(
        help: "Send a file paying above Zhip's ceiling of 20000 Li (47619.047619048 gwei) a gas (refused without it).")
    var allowHighFee = false

    @Flag(help: "Send a file moving a token to the token's own contract (refused without it).")
    var allowTokenContractRecipient = false

    @Flag(help: "Send a file approving every unit of a token (refused without it).")
    var allowUnlimitedApproval = false

    @Flag(help: "Send a legacy file lodging into the migration escrow (refused without it).")
    var lodgeIntoEscrow = false

    @Flag(
        help: "Send a file paying an address you never paid that looks like one you know, as address poisoning"
            + " makes them (refused without it).")
    var allowLookalike = false

    /// The risks the flags accept, with the nonce gap `allowingNonceGap` allows.
    func accepted(allowingNonceGap: Bool) -> Set<PaymentRisk> {
        RiskFlags.accepted(
            unusualRecipient: allowUnusualRecipient, highFee: allowHighFee, escrowLodge: lodgeIntoEscrow,
            contractRecipient: allowContractRecipient, tokenContractRecipient: allowTokenContractRecipient,
            unlimitedApproval: allowUnlimitedApproval, nonceGap: allowingNonceGap, lookalike: allowLookalike)
    }
}
