import Foundation
import Testing
import ZhipCore
import ZilliqaKit

@testable import ZhipCLI

/// A swap in `history --json` (a `swap` object next to `amount`) and `history --csv` (an `out` row of
/// what left, with the fee, and an `in` row of what came in).
@Suite("history --json and --csv: a swap says both sides")
struct HistorySwapOutputTests {
    let account = HistoryAccount(evm: Wallets.alice.evmAddress)
    let router = PlunderSwap.mainnetRouter
    let unlisted = CounterpartyHarness.carol.evmAddress

    /// TUSD with 6 decimals.
    func tusd() throws -> Token {
        try Token(
            contract: Wallets.bob.evmAddress, symbol: "TUSD", name: "Test USD", decimals: 6,
            evmChainID: UInt64(Wallets.chainID))
    }

    /// A mined swap entry with the router, its fee 0.5 ZIL.
    func entry(_ swap: HistorySwap, status: HistoryStatus = .succeeded) throws -> HistoryEntry {
        HistoryEntry(
            hash: try EVMHash(bytes: [UInt8](repeating: 7, count: 32)), time: Date(timeIntervalSince1970: 1_000),
            blockNumber: 9, direction: .swap, counterparty: router, amount: .swap(swap),
            fee: Wei(wei: 500_000_000_000_000_000), status: status, explorerLink: nil)
    }

    /// The entry as `history --json` writes it, parsed back.
    func json(_ entry: HistoryEntry) throws -> [String: Any] {
        let data = try JSONEncoder.zhip().encode(HistoryEntryReport(entry, of: account))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("--json: amount keeps its keys (what left, and the text of both), swap has sent and received")
    func jsonSwap() throws {
        let swap = HistorySwap(sent: .zil(Wei(10, unit: .zil)), received: .token(try tusd(), 3_470_000))

        let object = try json(try entry(swap))

        let amount = try #require(object["amount"] as? [String: String])
        #expect(amount == ["asset": "ZIL", "units": "10000000000000000000", "text": "-10 ZIL → +3.47 TUSD"])
        let moved = try #require(object["swap"] as? [String: [String: String]])
        #expect(moved["sent"] == ["asset": "ZIL", "units": "10000000000000000000", "text": "10 ZIL"])
        #expect(
            moved["received"]
                == [
                    "asset": "TUSD", "contract": try tusd().contract.checksummed, "units": "3470000",
                    "text": "3.47 TUSD",
                ])
        #expect(object["direction"] as? String == "swap")
    }

    @Test("--json: a failed swap has both sides null, and its fee")
    func jsonFailedSwap() throws {
        let object = try json(try entry(HistorySwap(sent: nil, received: nil), status: .failed))

        let moved = try #require(object["swap"] as? [String: Any])
        #expect(moved["sent"] is NSNull)
        #expect(moved["received"] is NSNull)
        #expect(object["fee"] != nil)
    }

    @Test("--json: an entry that is no swap has no swap key")
    func jsonNoSwap() throws {
        let object = try json(try HistoryEntry.sample(block: 3))

        #expect(object["swap"] == nil)
    }

    @Test("--csv: a swap is an out row of what left with the fee, then an in row of what came in without")
    func csvSwap() throws {
        let swap = HistorySwap(sent: .zil(Wei(10, unit: .zil)), received: .token(try tusd(), 3_470_000))

        let rows = HistoryCSVRow.rows(try entry(swap), of: account).map(\.fields)

        let columns = ["direction", "counterparty", "asset", "contract", "amount", "units", "feeZIL", "status"]
        let picked = rows.map { row in
            columns.compactMap { HistoryCSVRow.header.firstIndex(of: $0).map { row[$0] } }
        }
        #expect(
            picked == [
                ["out", router.checksummed, "ZIL", "", "10", "10000000000000000000", "0.5", "success"],
                ["in", router.checksummed, "TUSD", try tusd().contract.checksummed, "3.47", "3470000", "", "success"],
            ])
        #expect(rows.allSatisfy { $0.count == HistoryCSVRow.header.count })
    }

    @Test("--csv: a token not listed has its contract as asset, no decimal amount, its raw units")
    func csvUnlisted() throws {
        let swap = HistorySwap(
            sent: .token(try tusd(), 1_000_000), received: .unlisted(contract: unlisted, units: 5_000))

        let rows = HistoryCSVRow.rows(try entry(swap), of: account).map(\.fields)

        let (asset, amount) = (
            HistoryCSVRow.header.firstIndex(of: "asset"), HistoryCSVRow.header.firstIndex(of: "amount")
        )
        let received = try #require(rows.last)
        #expect(received[try #require(asset)] == unlisted.checksummed)
        #expect(received[try #require(amount)] == "")
        #expect(received.contains("5000"))
    }

    @Test("--csv: a failed swap is one out row of 0 ZIL with its fee")
    func csvFailedSwap() throws {
        let rows = HistoryCSVRow.rows(try entry(HistorySwap(sent: nil, received: nil), status: .failed), of: account)

        let fields = try #require(rows.count == 1 ? rows.first?.fields : nil)
        let column = { (name: String) in HistoryCSVRow.header.firstIndex(of: name).map { fields[$0] } }
        #expect(column("direction") == "swap")
        #expect(column("asset") == "ZIL")
        #expect(column("amount") == "0")
        #expect(column("feeZIL") == "0.5")
        #expect(column("status") == "failed")
    }
}
