import CommandLineKit
import ZhipCore

/// The flags that accept what the look-alike guard and the changed-name rule refuse, for every
/// command whose `--to` (or spender) may be a contact, a `.zil` name or an address.
struct RecipientFlags: ParsableArguments {
    @Flag(
        help: "Pay an address you never paid that looks like one you know (the same first and last 4 characters),"
            + " as address poisoning makes them. Refused without it (--yes does not skip this), or asked about on"
            + " a terminal.")
    var allowLookalike = false

    @Flag(
        help: "Pay a .zil name that now leads to another address than when you last paid it. Refused without it"
            + " (--yes does not skip this), or asked about on a terminal.")
    var allowChangedName = false

    /// The risks these flags accept.
    var accepted: Set<PaymentRisk> {
        RiskFlags.accepted(unusualRecipient: false, lookalike: allowLookalike, changedName: allowChangedName)
    }
}
