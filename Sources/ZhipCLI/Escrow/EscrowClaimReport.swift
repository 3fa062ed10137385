import ZhipCore
import ZilliqaKit

/// A migration escrow claim in `--json`: `"escrowClaim": {"oldAddress": {…}, "newAddress": "0x…",
/// "chainId": "32769", "lodged": {"wei", "zil"}, "paid": {"wei", "zil"}}`, `paid` (from the receipt's
/// `Released` log) absent until mined.
struct EscrowClaimReport: Encodable {
    let oldAddress: AddressForms
    let newAddress: String
    /// The claim's chain id, a decimal string (a public signal is 256 bits).
    let chainId: String
    let lodged: WeiForms?
    var paid: WeiForms?

    init(_ claim: PaymentSummary.EscrowClaimDetails) {
        oldAddress = AddressForms(claim.oldAddress)
        newAddress = claim.newAddress.checksummed
        chainId = claim.chainID.description
        lodged = claim.lodged.map(WeiForms.init)
    }
}
