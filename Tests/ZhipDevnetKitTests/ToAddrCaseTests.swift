import Testing
import ZhipDevnetKit
import ZilliqaKit

/// `toAddr`'s letter case (zq2-legacy-api.md §2.2 step 6, §7.4).
@Suite("CreateTransaction: toAddr's letter case")
struct ToAddrCaseTests {
    private func send(to toAddr: String, ledger: Ledger) throws -> JSONValue {
        var params = try Fixture.params(Fixture.payment(toAddress: .migrationEscrow))
        params["toAddr"] = .string(toAddr)
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))
        return handler.handle(request: Fixture.request("CreateTransaction", [.object(params)]))
    }

    @Test("the escrow in Zilliqa's checksum case is processed in the escrow-only era")
    func escrowZilliqaChecksum() throws {
        let answer = try send(
            to: "0x00000000005a494c31455343524F5750524f5859", ledger: Fixture.ledger(era: .escrowOnly))
        #expect(answer["result"]?["Info"] == "Txn processed", "\(answer)")
    }

    @Test("the escrow in neither checksum's case: -32603 To Addr checksum wrong")
    func escrowWrongCase() throws {
        let answer = try send(
            to: "0x00000000005A494C31455343524F5750524F5859", ledger: Fixture.ledger(era: .escrowOnly))
        #expect(answer["error"] == ["code": -32603, "message": "To Addr checksum wrong"])
    }
}
