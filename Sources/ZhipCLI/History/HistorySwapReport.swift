import ZhipCore
import ZilliqaKit

/// A swap in `history --json`: `{"sent": {"asset", "contract"?, "units", "text"}, "received": {…}}`,
/// a side that did not move `null` (both for a failed swap: nothing moved).
struct HistorySwapReport: Encodable {
    /// One side: `{"asset": "ZIL", "units": "<wei>", "text": "10 ZIL"}`; a token's contract (EIP-55)
    /// besides; a token not listed has its contract as asset and `N units of 0x…` as text.
    struct Leg: Encodable {
        let asset: String
        let contract: String?
        let units: String
        let text: String

        init(_ leg: HistorySwapLeg) {
            asset = leg.asset
            contract = leg.contract?.checksummed
            units = leg.units.description
            text = leg.text
        }
    }

    let sent: Leg?
    let received: Leg?

    init(_ swap: HistorySwap) {
        sent = swap.sent.map(Leg.init)
        received = swap.received.map(Leg.init)
    }

    private enum CodingKeys: String, CodingKey { case sent, received }

    /// Writes both keys, `null` for a side that did not move.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sent, forKey: .sent)
        try container.encode(received, forKey: .received)
    }
}
