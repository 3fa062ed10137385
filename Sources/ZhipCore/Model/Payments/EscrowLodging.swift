/// What a person must know before lodging ZIL into the migration escrow
/// (``ZilliqaKit/Address/migrationEscrow``): the words a review shows and a question asks.
///
/// ```swift
/// if prepared.lodgesIntoEscrow { print(EscrowLodging.claimWarning) }
/// print("This payment \(EscrowLodging.sentence) Lodge it anyway?")
/// ```
public enum EscrowLodging {
    /// How a review names the payment: `lodge into the migration escrow`.
    public static let action = "lodge into the migration escrow"

    /// Why lodging needs its own confirmation.
    public static let claimWarning =
        "ZIL lodged into the migration escrow is not sent to anyone: it waits there to be claimed into a new"
        + " account, and claiming it needs Zilliqa's official recovery tool and a proof made over the wallet's"
        + " seed phrase, so a key that never came from a seed phrase (a key or keystore imported on its own)"
        + " may not be able to claim it"

    /// What is said beside ZIL a legacy account has lodged: how it is claimed.
    public static let claimSentence =
        "claiming it needs Zilliqa's official recovery tool, which makes the claim from the wallet's seed phrase;"
        + " 'zhip-cli escrow claim --calldata-file FILE' then sends that claim from the EVM account"

    /// What a lodging would do and why it needs its own confirmation, said after its subject ("this
    /// payment"): `would lodge into the migration escrow. ZIL lodged … may not be able to claim it.`
    public static let sentence = "would \(action). \(claimWarning)."
}
