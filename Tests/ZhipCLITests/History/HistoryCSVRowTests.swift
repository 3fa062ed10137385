import Testing
import ZhipCore
import ZilliqaKit

@testable import ZhipCLI

/// The amount, units and contract columns of `history --csv` for ZIL, a listed token and approvals.
@Suite("history --csv: amounts exact, in the asset's units")
struct HistoryCSVRowTests {
    let contract = CounterpartyHarness.carol.evmAddress

    /// USDT with 6 decimals at `contract`.
    func usdt() throws -> Token {
        try Token(contract: contract, symbol: "USDT", name: "Tether", decimals: 6, evmChainID: UInt64(Wallets.chainID))
    }

    /// The amount, units and contract columns of `amount`.
    func columns(_ amount: HistoryAmount) -> [String] {
        [HistoryCSVRow.decimal(amount), amount.units.description, HistoryCSVRow.contract(of: amount)]
    }

    @Test("ZIL: the exact decimal, the wei, no contract")
    func zil() throws {
        let amount = HistoryAmount.zil(try Wei("1.000000000000000001", unit: .zil))

        #expect(columns(amount) == ["1.000000000000000001", "1000000000000000001", ""])
    }

    @Test("a listed token: the decimal in its units, its smallest units and its contract")
    func token() throws {
        let amount = HistoryAmount.token(try usdt(), 12_500_000)

        #expect(columns(amount) == ["12.5", "12500000", contract.checksummed])
    }

    @Test("an approval of a token not listed: no decimal amount (its decimals are not known), the units")
    func unlistedApproval() throws {
        let amount = HistoryAmount.allowance(contract: contract, token: nil, units: 50_000)

        #expect(columns(amount) == ["", "50000", contract.checksummed])
    }

    @Test("an approval of a listed token: the allowance in the token's units")
    func listedApproval() throws {
        let amount = HistoryAmount.allowance(contract: contract, token: try usdt(), units: 1_000_000)

        #expect(columns(amount) == ["1", "1000000", contract.checksummed])
    }
}
