import Foundation
import Testing

@testable import ZilliqaKit

@Suite("Zilliqa service: Scilla contract reads in one batch behind the chain id")
struct RPCContractReadsTests {
    private let token: Address
    private let holderKey = "0x" + RPCTestValues.alice.hex

    init() throws {
        token = try Address(bech32: "zil1tyu0ezhcyfg26m83mgamjt625qzukfcht8es69")
    }

    /// A node on chain 1 answering a ZRC-2 contract's init and one holder's balance, in the forms
    /// `zq2-scilla-reads.md` gives (`{"vname","type","value"}`; `{"balances": {"0x<holder>": "<units>"}}`).
    private func answers() -> [String: ScriptedTransport.Handler] {
        let key = holderKey
        return [
            "GetNetworkId": { _ in .result(#""1""#) },
            "GetSmartContractInit": { _ in
                .result(#"[{"vname":"symbol","type":"String","value":"ALI"}]"#)
            },
            "GetSmartContractSubState": { _ in .result(#"{"balances":{"\#(key)":"967500"}}"#) },
        ]
    }

    private func reads() -> [ScillaContractRead] {
        [.initFields(of: token), .subState(of: token, variable: "balances", indices: [holderKey])]
    }

    @Test("the chain id and every read are asked in one request, the chain id first")
    func oneRequest() async throws {
        let transport = ScriptedTransport(answers())

        _ = try await JSONRPCZilliqaService(transport: transport, retry: .never).chainIDAndContractReads(reads())

        #expect(
            try await transport.methods() == [["GetNetworkId", "GetSmartContractInit", "GetSmartContractSubState"]])
    }

    @Test("a sub-state read sends the contract as 40 lowercase hex digits, the variable and its indices")
    func subStateParams() async throws {
        let transport = ScriptedTransport(answers())

        _ = try await JSONRPCZilliqaService(transport: transport, retry: .never).chainIDAndContractReads(reads())

        let body = try #require(await transport.bodies.first)
        let batch = try #require(try JSONSerialization.jsonObject(with: body) as? [[String: Any]])
        let params = try #require(batch.first { $0["method"] as? String == "GetSmartContractSubState" }?["params"])
        let list = try #require(params as? [Any])
        #expect(list.count == 3)
        #expect(list.first as? String == "5938fc8af82250ad6cf1da3bb92f4aa005cb2717")
        #expect(list.dropFirst().first as? String == "balances")
        #expect(list.last as? [String] == [holderKey])
    }

    @Test("each read's result is kept as JSON, in the reads' order, with the chain id")
    func results() async throws {
        let batch = try await JSONRPCZilliqaService(transport: ScriptedTransport(answers()), retry: .never)
            .chainIDAndContractReads(reads())

        #expect(batch.chainID == 1)
        #expect(try batch.outcomes[0].get().arrayValue?.first?["value"] == .string("ALI"))
        #expect(try batch.outcomes[1].get()["balances"]?[holderKey] == .string("967500"))
    }

    @Test("a read the node refuses is that read's typed error only")
    func oneReadRefused() async throws {
        var answers = answers()
        answers["GetSmartContractInit"] = { _ in .error(code: -5, message: "Address does not exist") }

        let batch = try await JSONRPCZilliqaService(transport: ScriptedTransport(answers), retry: .never)
            .chainIDAndContractReads(reads())

        #expect(batch.outcomes[0] == .failure(.rpc(code: -5, message: "Address does not exist")))
        #expect((try? batch.outcomes[1].get()) != nil)
    }

    @Test("a refused chain id fails the whole batch with its typed error")
    func chainIDRefused() async {
        var answers = answers()
        answers["GetNetworkId"] = { _ in .error(code: -32000, message: "RPC_RATE_LIMIT") }

        await #expect(throws: ZilliqaServiceError.rateLimited) {
            try await JSONRPCZilliqaService(transport: ScriptedTransport(answers), retry: .never)
                .chainIDAndContractReads(reads())
        }
    }
}
