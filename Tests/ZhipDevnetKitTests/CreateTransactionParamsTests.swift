import Testing
import ZhipDevnetKit
import ZilliqaKit

/// Zilliqa 2.0 v0.21.8's CreateTransaction API layer (zq2-legacy-api.md §2.1, §2.2 steps 0-9,
/// §2.3): the exact request sent, the exact answer text from the doc checked.
@Suite("CreateTransaction: Zilliqa 2.0's JSON checks and answer")
struct CreateTransactionParamsTests {
    private let handler = JSONRPCHandler(methods: DevnetMethods(ledger: Fixture.ledger()))

    /// Sends alice's first payment (or `transaction`) with `change` applied to its JSON.
    private func send(
        _ transaction: SignedTransaction = Fixture.payment(), on handler: JSONRPCHandler? = nil,
        _ change: (inout [String: JSONValue]) -> Void = { _ in }
    ) throws -> JSONValue {
        var params = try Fixture.params(transaction)
        change(&params)
        return (handler ?? self.handler).handle(request: Fixture.request("CreateTransaction", [.object(params)]))
    }

    private func expectError(_ answer: JSONValue, code: Int64, message: String) {
        #expect(answer["error"]?["code"] == .integer(code), "\(answer)")
        #expect(answer["error"]?["message"] == .string(message), "\(answer)")
    }

    @Test("a well-formed payment: {\"Info\":\"Txn processed\",\"TranID\":\"0x<64 lowercase hex>\"}")
    func accepted() throws {
        let transaction = Fixture.payment()
        let answer = try send(transaction)
        #expect(answer["result"] == ["Info": "Txn processed", "TranID": .string("0x" + transaction.id.hex)])
    }

    @Test("the identical transaction again: Info Txn already present with the same TranID")
    func alreadyPresent() throws {
        let transaction = Fixture.payment()
        _ = try send(transaction)
        let answer = try send(transaction)
        #expect(answer["result"] == ["Info": "Txn already present", "TranID": .string("0x" + transaction.id.hex)])
    }

    @Test("unknown keys such as priority and memo are ignored")
    func unknownKeysIgnored() throws {
        #expect(
            try send {
                $0["memo"] = "hi"
                $0["priority"] = "yes"
            }["result"] != nil)
    }

    @Test("code and data may be absent or null")
    func codeAndDataOptional() throws {
        #expect(
            try send {
                $0.removeValue(forKey: "code")
                $0["data"] = .null
            }["result"] != nil)
    }

    @Test("a missing required key: -32602 Invalid params")
    func missingKey() throws {
        expectError(try send { $0.removeValue(forKey: "gasPrice") }, code: -32602, message: "Invalid params")
    }

    @Test("an amount sent as a JSON number: -32602 Invalid params")
    func amountAsNumber() throws {
        expectError(try send { $0["amount"] = 1 }, code: -32602, message: "Invalid params")
    }

    @Test("a nonce sent as a string: -32602 Invalid params")
    func nonceAsString() throws {
        expectError(try send { $0["nonce"] = "1" }, code: -32602, message: "Invalid params")
    }

    @Test("params with a second element: -32602 Invalid params")
    func twoParams() throws {
        let params = try Fixture.params(Fixture.payment())
        let answer = handler.handle(request: Fixture.request("CreateTransaction", [.object(params), "extra"]))
        expectError(answer, code: -32602, message: "Invalid params")
    }

    @Test("a version for another chain: -26 unexpected chain ID, expected: 222, got: 333, before the key is read")
    func chainIDFirst() throws {
        let answer = try send {
            $0["version"] = .integer(333 << 16 | 1)
            $0["pubKey"] = "zz"
        }
        expectError(answer, code: -26, message: "unexpected chain ID, expected: 222, got: 333")
    }

    @Test("a message version 2: -26 unexpected version, expected: 1, got: 2")
    func messageVersion() throws {
        let answer = try send { $0["version"] = .integer(Int64(Fixture.chainID) << 16 | 2) }
        expectError(answer, code: -26, message: "unexpected version, expected: 1, got: 2")
    }

    @Test("a public key that is not hex: -26 Cannot parse public key")
    func pubKeyNotHex() throws {
        expectError(try send { $0["pubKey"] = "xyz" }, code: -26, message: "Cannot parse public key")
    }

    @Test("a public key that is hex but not a point: -26 Invalid public key")
    func pubKeyNotPoint() throws {
        let answer = try send { $0["pubKey"] = .string("02" + String(repeating: "00", count: 32)) }
        expectError(answer, code: -26, message: "Invalid public key")
    }

    @Test("a public key with 0x is accepted")
    func pubKeyWithPrefix() throws {
        #expect(try send { $0["pubKey"] = .string("0x" + Fixture.alice.publicKey.hex) }["result"] != nil)
    }

    @Test("a Zilliqa-checksummed recipient without 0x is accepted")
    func toAddrWithoutPrefix() throws {
        #expect(try send { $0["toAddr"] = .string(Fixture.bob.address.checksummedWithoutPrefix) }["result"] != nil)
    }

    @Test("an all-lowercase recipient whose checksum has capitals: -32603 To Addr checksum wrong")
    func toAddrLowercase() throws {
        #expect(Fixture.bob.address.checksummedWithoutPrefix != Fixture.bob.address.hex)
        expectError(
            try send { $0["toAddr"] = .string(Fixture.bob.address.hex) }, code: -32603,
            message: "To Addr checksum wrong")
    }

    @Test("a bech32 recipient is not accepted: -32603")
    func toAddrBech32() throws {
        let answer = try send { $0["toAddr"] = .string(Fixture.bob.address.bech32) }
        #expect(answer["error"]?["code"] == -32603)
    }

    @Test("a signature with 0x: -26 Cannot extract signature - signature error")
    func signatureWithPrefix() throws {
        let answer = try send { $0["signature"] = .string("0x" + Fixture.payment().signature.hex) }
        expectError(answer, code: -26, message: "Cannot extract signature - signature error")
    }

    @Test("a signature whose r is 0: -26 Cannot extract signature - signature error")
    func signatureZeroR() throws {
        let s = String(Fixture.payment().signature.hex.suffix(64))
        let answer = try send { $0["signature"] = .string(String(repeating: "0", count: 64) + s) }
        expectError(answer, code: -26, message: "Cannot extract signature - signature error")
    }

    @Test("nonce 0 is said before the signature is checked: -8 Invalid nonce (0)")
    func nonceZeroBeforeSignature() throws {
        let answer = try send { $0["nonce"] = 0 }
        expectError(answer, code: -8, message: "Invalid nonce (0)")
    }

    @Test("a signature over other fields: -26 signature")
    func signatureInvalid() throws {
        expectError(try send { $0["amount"] = "2" }, code: -26, message: "signature")
    }

    @Test("disabled era: -32 CreateTransaction is disabled, whatever the params")
    func disabledBeforeParsing() {
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: Fixture.ledger(era: .disabled)))
        let answer = handler.handle(request: Fixture.request("CreateTransaction", ["not a transaction"]))
        expectError(answer, code: -32, message: "CreateTransaction is disabled")
    }

    @Test("escrow-only era: a deposit to the Zilliqa-checksummed escrow is processed")
    func escrowDeposit() throws {
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: Fixture.ledger(era: .escrowOnly)))
        let deposit = Fixture.payment(toAddress: .migrationEscrow)
        let answer = try send(deposit, on: handler) { $0["toAddr"] = "0x00000000005a494c31455343524F5750524f5859" }
        #expect(answer["result"]?["Info"] == "Txn processed")
    }

    @Test("a lower-priced transaction with a pending one's nonce: the success-shaped Info with its own TranID")
    func sameNonceLowerPrice() throws {
        _ = try send(Fixture.payment(gasPrice: Amount(qa: 3_000_000_000)))
        let cheaper = Fixture.payment(amount: Fixture.zil(2))
        let answer = try send(cheaper)
        #expect(
            answer["result"]
                == [
                    "Info": "Another transaction exists with the same nonce but a higher gas price",
                    "TranID": .string("0x" + cheaper.id.hex),
                ])
    }
}
