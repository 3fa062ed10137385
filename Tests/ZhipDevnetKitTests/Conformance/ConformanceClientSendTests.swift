import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// ZilliqaKit reads the devnet's answer to each CreateTransaction case of the conformance fixtures
/// (zq2-legacy-api.md §2) as the outcome a wallet acts on.
@Suite("Conformance: ZilliqaKit reads Zilliqa 2.0's CreateTransaction answers")
struct ConformanceClientSendTests {
    /// Each CreateTransaction fixture's outcome for ZilliqaKit: nil is "sent, the transaction's id".
    static let outcomes: [String: ZilliqaServiceError?] = [
        "a signed payment is processed, its TranID 0x and lowercase": nil,
        "unknown keys, priority among them, are ignored": nil,
        "code and data may be null": nil,
        "code and data may be absent": nil,
        "pubKey may carry 0x": nil,
        "the signature may be in capitals": nil,
        "toAddr may come without 0x": nil,
        "the funds check leaves the amount out": nil,
        "step 0: the disabled fork refuses before reading the params": .legacyTransfersDisabled,
        "step 1: amount as a JSON number": .rpc(code: -32602, message: "Invalid params"),
        "step 1: nonce as a string": .rpc(code: -32602, message: "Invalid params"),
        "step 1: a missing signature": .rpc(code: -32602, message: "Invalid params"),
        "step 1: a gasLimit that is not a number": .rpc(code: -32602, message: "Invalid params"),
        "step 1: a second param": .rpc(code: -32602, message: "Invalid params"),
        "step 2: another chain's version": .wrongChainID(signedFor: 333),
        "step 2 comes before step 4": .wrongChainID(signedFor: 333),
        "step 3: message version 2": .rpc(code: -26, message: "unexpected version, expected: 1, got: 2"),
        "step 4: a pubKey that is not hex": .signatureRejected,
        "step 5: a pubKey that is no SEC1 point": .signatureRejected,
        // §2.2 step 6's hex-parser text is UNCONFIRMED in the doc: the devnet's words, kept as they came.
        "step 6: a toAddr of 39 hex digits": .rpc(code: -32603, message: "invalid string length"),
        "step 6: a toAddr in lowercase whose checksum needs capitals": .checksumWrong,
        "step 6: a bech32 toAddr": .rpc(code: -32603, message: "invalid string length"),
        "step 7: a signature with 0x": .signatureRejected,
        "step 7: a signature whose r and s are 0": .signatureRejected,
        "step 7 comes before step 8": .signatureRejected,
        "step 8: nonce 0": .nonceZero,
        "step 9: an amount changed after signing": .signatureRejected,
        "step 10: the escrow fork refuses other recipients": .onlyEscrowAccepted,
        "step 11: a mined transaction sent again is already present": nil,
        "step 12b: a gas limit above the block's": .gasLimitAboveBlock(offered: 200_001, maximum: 200_000),
        "step 12c: a gas limit below the payment's 50": .gasLimitTooLow(offered: 49, minimum: 50),
        "step 12d: 2000000000 Qa is below the minimum": .gasPriceTooLow(offered: nil, minimum: nil),
        "step 12f: a never-funded sender": .insufficientFunds,
        "step 12f comes before step 12h": .insufficientFunds,
        "step 12g: a used nonce, shown 0-based": .nonceTooLow(sent: 1, current: 1),
        "step 12h: an amount of the total supply": .rpc(code: -26, message: "Invalid amount"),
        "step 13: a pooled transaction sent again is already present": nil,
        "step 13: the same nonce at a lower price is not added": .sameNonceAlreadyPending,
        "step 13: the same nonce at an equal price replaces the pooled one": nil,
        "pubKey may be the 65-byte uncompressed point": nil,
        "step 1: version as a string": .rpc(code: -32602, message: "Invalid params"),
        "step 12c: a payment to the zero address is no known transaction type":
            .rpc(code: -32603, message: "Unknown transaction type"),
        "step 10: the escrow fork takes a deposit to the escrow": nil,
        "step 12f: a blocked sender has no balance left": .insufficientFunds,
    ]

    /// The cases whose request is the signed transaction itself, as ``JSONRPCZilliqaService/send(_:)`` sends it.
    static let unchanged = ConformanceFixtures.cases("createTransaction")
        .filter { $0.change.isEmpty && $0.remove.isEmpty && $0.paramCount == 1 }.map(\.name)
    /// The cases whose request was changed after signing: only their error answer can be read.
    static let changed = ConformanceFixtures.cases("createTransaction").map(\.name).filter { !unchanged.contains($0) }

    private func fixture(_ name: String) throws -> ConformanceCase {
        try #require(ConformanceFixtures.named(name, in: "createTransaction"), "no case \"\(name)\"")
    }

    @Test("every CreateTransaction fixture has its ZilliqaKit outcome here")
    func everyFixtureHasAnOutcome() {
        let names = ConformanceFixtures.cases("createTransaction").map(\.name)

        #expect(!names.isEmpty)
        #expect(Set(names) == Set(Self.outcomes.keys))
    }

    @Test("send reads the answer to the signed transaction as its id or its rejection", arguments: unchanged)
    func send(name: String) async throws {
        let fixture = try fixture(name)
        let chain = try ConformanceChain(fixture.setup)
        let service = JSONRPCZilliqaService(transport: HandlerTransport(handler: chain.handler), retry: .never)
        let signed = ConformanceChain.sign(fixture.sign)
        let expected = try #require(Self.outcomes[name])

        let outcome: Result<TransactionID, ZilliqaServiceError>
        do { outcome = .success(try await service.send(signed)) } catch let error as ZilliqaServiceError {
            outcome = .failure(error)
        }

        #expect(outcome == (expected.map { .failure($0) } ?? .success(signed.id)))
    }

    @Test(
        "the error answer to a request changed after signing maps to the rejection a person can act on",
        arguments: changed)
    func changedRequest(name: String) throws {
        let fixture = try fixture(name)
        let chain = try ConformanceChain(fixture.setup)
        let (request, _) = try chain.createTransactionRequest(fixture)
        let answer = try JSONValue(parsing: chain.handler.handle(body: request.encodedBytes()))
        let expected = try #require(Self.outcomes[name])

        let error = try answer["error"].map { try JSONDecoder().decode(RPCError.self, from: Data($0.encodedBytes())) }

        #expect(error.map { ZilliqaServiceError(rejection: $0) } == expected)
    }
}
