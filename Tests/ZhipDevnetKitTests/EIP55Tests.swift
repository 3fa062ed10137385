import Testing
import ZhipDevnetKit
import ZilliqaKit

/// `toAddr` in EIP-55 case, which Zilliqa 2.0 accepts beside Zilliqa's checksum (zq2-legacy-api.md
/// §2.2 step 6, §7.4).
@Suite("CreateTransaction: toAddr in EIP-55 case")
struct EIP55Tests {
    private func send(to toAddr: String, ledger: Ledger) throws -> JSONValue {
        var params = try Fixture.params(Fixture.payment(toAddress: .migrationEscrow))
        params["toAddr"] = .string(toAddr)
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))
        return handler.handle(request: Fixture.request("CreateTransaction", [.object(params)]))
    }

    @Test("the escrow in EIP-55 case, as ZQ2's own tests send it, is processed in the escrow-only era")
    func escrowEIP55() throws {
        let answer = try send(
            to: "0x00000000005A494c31455343524f5750524f5859", ledger: Fixture.ledger(era: .escrowOnly))
        #expect(answer["result"]?["Info"] == "Txn processed", "\(answer)")
    }

    @Test("the escrow in neither checksum's case: -32603 To Addr checksum wrong")
    func escrowWrongCase() throws {
        let answer = try send(
            to: "0x00000000005A494C31455343524F5750524F5859", ledger: Fixture.ledger(era: .escrowOnly))
        #expect(answer["error"] == ["code": -32603, "message": "To Addr checksum wrong"])
    }

    @Test("EIP-55's own example address, 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed, passes the checksum")
    func eipExample() throws {
        let answer = try send(to: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", ledger: Fixture.ledger())
        // Past step 6 it meets step 9: the signature is over the escrow, not this address.
        #expect(answer["error"] == ["code": -26, "message": "signature"])
    }
}
