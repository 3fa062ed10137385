import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("CreateTransaction: the node's JSON checks")
struct CreateTransactionParamsTests {
    private let handler = JSONRPCHandler(methods: DevnetMethods(ledger: Fixture.ledger()))

    /// Sends alice's first payment with `change` applied to its JSON.
    private func send(_ change: (inout [String: JSONValue]) -> Void) throws -> JSONValue {
        var params = try Fixture.params(Fixture.payment())
        change(&params)
        return handler.handle(request: Fixture.request("CreateTransaction", [.object(params)]))
    }

    private func expectError(_ answer: JSONValue, code: Int64, message: String) {
        #expect(answer["error"]?["code"] == .integer(code), "\(answer)")
        #expect(answer["error"]?["message"] == .string(message), "\(answer)")
    }

    @Test("a well-formed payment is accepted with the node's Info and TranID")
    func accepted() throws {
        let transaction = Fixture.payment()
        let answer = try send { _ in }
        #expect(answer["result"] == ["Info": "Non-contract txn, sent to Ds", "TranID": .string(transaction.id.hex)])
    }

    @Test("a key that is not a transaction field is refused: -8 Missing components in Json Data Object")
    func extraKey() throws {
        expectError(try send { $0["memo"] = "hi" }, code: -8, message: "Missing components in Json Data Object")
    }

    @Test("a missing field is refused: -8 Missing components in Json Data Object")
    func missingKey() throws {
        expectError(
            try send { $0.removeValue(forKey: "code") }, code: -8, message: "Missing components in Json Data Object")
    }

    @Test("the optional priority flag is allowed")
    func priorityAllowed() throws {
        #expect(try send { $0["priority"] = true }["result"] != nil)
    }

    @Test("a priority that is not a boolean is refused: -8 Priority should be boolean")
    func priorityNotBool() throws {
        expectError(try send { $0["priority"] = "yes" }, code: -8, message: "Priority should be boolean")
    }

    @Test("a nonce that is not a whole number is refused: -8 Nonce is not integral")
    func nonceNotIntegral() throws {
        expectError(try send { $0["nonce"] = "1" }, code: -8, message: "Nonce is not integral")
    }

    @Test("an amount that is not a decimal string is refused: -8 Amount invalid string")
    func amountInvalid() throws {
        expectError(try send { $0["amount"] = "1.5" }, code: -8, message: "Amount invalid string")
        expectError(try send { $0["amount"] = 1 }, code: -8, message: "Amount invalid string")
    }

    @Test("a version that is not a whole number is refused: -8 Version not integral")
    func versionNotIntegral() throws {
        expectError(try send { $0["version"] = "14548993" }, code: -8, message: "Version not integral")
    }

    @Test("a public key that is not 66 hex characters is refused: -8 Invalid PubKey Size")
    func pubKeySize() throws {
        expectError(
            try send { $0["pubKey"] = .string("0x" + Fixture.alice.publicKey.hex) }, code: -8,
            message: "Invalid PubKey Size")
    }

    @Test("a signature that is not 128 hex characters is refused: -8 Invalid Signature size")
    func signatureSize() throws {
        expectError(try send { $0["signature"] = "abcd" }, code: -8, message: "Invalid Signature size")
    }

    @Test("a recipient whose mixed case is not the checksum is refused: -8 To Addr checksum wrong")
    func toAddrChecksum() throws {
        let checksummed = Fixture.bob.address.checksummed
        let swapped = String(
            checksummed.map { $0.isUppercase ? Character($0.lowercased()) : Character($0.uppercased()) }
        )
        .replacingOccurrences(of: "0X", with: "0x")
        expectError(try send { $0["toAddr"] = .string(swapped) }, code: -8, message: "To Addr checksum wrong")
    }

    @Test("a recipient in all lowercase, with or without 0x, is accepted")
    func toAddrLowercase() throws {
        #expect(try send { $0["toAddr"] = .string(Fixture.bob.address.hex) }["result"] != nil)
        let handler = JSONRPCHandler(methods: DevnetMethods(ledger: Fixture.ledger()))
        var params = try Fixture.params(Fixture.payment())
        params["toAddr"] = .string("0x" + Fixture.bob.address.hex)
        #expect(handler.handle(request: Fixture.request("CreateTransaction", [.object(params)]))["result"] != nil)
    }

    @Test("a checksummed recipient without 0x is accepted")
    func toAddrWithoutPrefix() throws {
        #expect(try send { $0["toAddr"] = .string(Fixture.bob.address.checksummedWithoutPrefix) }["result"] != nil)
    }

    @Test("a gas price that is not a decimal string gets the node's catch-all: -1 Unable to Process")
    func gasPriceUnparsable() throws {
        let answer = try send { $0["gasPrice"] = "2000 Li" }
        expectError(answer, code: -1, message: "Unable to Process")
        #expect(answer["error"]?["data"]?.stringValue?.contains("gasPrice") == true)
    }

    @Test("params that are not an object are invalid params: -32602")
    func notAnObject() {
        let answer = handler.handle(request: Fixture.request("CreateTransaction", ["tx"]))
        #expect(answer["error"]?["code"] == .integer(-32602))
    }
}
