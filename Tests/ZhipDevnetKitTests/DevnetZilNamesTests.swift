import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ZilNames on a running devnet over real HTTP: `POST /control/names`, then eth_call of the
/// UniversalResolver, the Registry and the L2Resolver. Every calldata and answer below was computed by
/// eth-abi 5 and web3.py 8.0.0's `ens.utils` (Tests/ZilliqaKitTests/Fixtures/zilnames-fixtures.py),
/// not by this package.
@Suite("ZilNames on the devnet: the control route and the contracts' answers over HTTP")
struct DevnetZilNamesTests {
    static let alice = "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"
    static let bob = "0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF"
    static let universalResolver = "0x2b6a7953c510392aE88c7C302a984460Daa8AF24"
    static let registry = "0x2196b67Ca97bBcA07C01c7Bdf4f35209CC615389"
    static let l2Resolver = "0x5c0c7BFd25efCAE366fE62219fD5558305Ffc46F"
    static let aliceNode = "46f967dc406e73a8997fd3c48e7861bfeae7a42c6edb907590778688e9fc1721"

    /// eth-abi: resolve(dns("alice.zil"), addr(namehash("alice.zil"))).
    static let addressCallAlice =
        "9061b923" + "0000000000000000000000000000000000000000000000000000000000000040"
        + "0000000000000000000000000000000000000000000000000000000000000080"
        + "000000000000000000000000000000000000000000000000000000000000000b"
        + "05616c696365037a696c00000000000000000000000000000000000000000000"
        + "0000000000000000000000000000000000000000000000000000000000000024"
        + "3b3b57de46f967dc406e73a8997fd3c48e7861bfeae7a42c6edb907590778688"
        + "e9fc172100000000000000000000000000000000000000000000000000000000"

    /// eth-abi: resolve(dns("<alice hex>.addr.reverse"), name(reverse node)).
    static let reverseCallAlice =
        "9061b923" + "0000000000000000000000000000000000000000000000000000000000000040"
        + "00000000000000000000000000000000000000000000000000000000000000a0"
        + "0000000000000000000000000000000000000000000000000000000000000037"
        + "2837653566343535323039316136393132356435646663623762386332363539"
        + "3032393339356264660461646472077265766572736500000000000000000000"
        + "0000000000000000000000000000000000000000000000000000000000000024"
        + "691f3431b33b8a1c136c6974e62a8df8b21929a2f38c30094af414baf575cf8f"
        + "e8e6077400000000000000000000000000000000000000000000000000000000"

    /// eth-abi: resolve(dns("bob.zil"), addr(namehash("bob.zil"))).
    static let addressCallBob =
        "9061b923" + "0000000000000000000000000000000000000000000000000000000000000040"
        + "0000000000000000000000000000000000000000000000000000000000000080"
        + "0000000000000000000000000000000000000000000000000000000000000009"
        + "03626f62037a696c000000000000000000000000000000000000000000000000"
        + "0000000000000000000000000000000000000000000000000000000000000024"
        + "3b3b57de610471d2b445cd95aa46f55e47097cbcdb114ef8b2b07576f6fc94f8"
        + "437780ce00000000000000000000000000000000000000000000000000000000"
    static let bobNode = "610471d2b445cd95aa46f55e47097cbcdb114ef8b2b07576f6fc94f8437780ce"

    static let answerHead =
        "0000000000000000000000000000000000000000000000000000000000000040"
        + "0000000000000000000000005c0c7bfd25efcae366fe62219fd5558305ffc46f"
    static let oneWord = "0000000000000000000000000000000000000000000000000000000000000020"

    private func register(_ devnet: Devnet, _ body: String, _ session: URLSession) async throws -> ControlAnswer {
        try await control(devnet, "POST", "/control/names", body: body, session: session)
    }

    /// eth_call of `data` (hex) on `to`: the answer's `result` or `error`.
    private func call(_ devnet: Devnet, _ session: URLSession, to: String, _ data: String) async throws -> JSONValue {
        let request: JSONValue = ["to": .string(to), "data": .string("0x" + data)]
        return try await rpc(devnet, "eth_call", [request, "latest"], session: session)
    }

    @Test("POST /control/names answers the name, its namehash, the address and the three contracts")
    func registerRoute() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await register(devnet, #"{"name": "Alice.zil", "address": "\#(Self.alice)"}"#, session)

            #expect(answer.status == 200)
            #expect(answer.json["name"] == "alice.zil")
            #expect(answer.json["node"]?.stringValue == "0x" + Self.aliceNode)
            #expect(answer.json["address"]?.stringValue == Self.alice)
            #expect(answer.json["universalResolver"]?.stringValue == Self.universalResolver)
            #expect(answer.json["registry"]?.stringValue == Self.registry)
            #expect(answer.json["resolver"]?.stringValue == Self.l2Resolver)
            #expect(answer.json["reverse"] == false)
        }
    }

    @Test("the UniversalResolver answers a registered name's address as eth-abi encodes (bytes, address)")
    func resolvesAddress() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await register(devnet, #"{"name": "alice.zil", "address": "\#(Self.alice)"}"#, session)

            let answer = try await call(devnet, session, to: Self.universalResolver, Self.addressCallAlice)

            #expect(
                answer["result"]?.stringValue
                    == "0x" + Self.answerHead + Self.oneWord
                    + "0000000000000000000000007e5f4552091a69125d5dfcb7b8c2659029395bdf")
        }
    }

    @Test("registering the name again changes the address it resolves to")
    func changesAddress() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await register(devnet, #"{"name": "alice.zil", "address": "\#(Self.alice)"}"#, session)
            _ = try await register(devnet, #"{"name": "alice.zil", "address": "\#(Self.bob)"}"#, session)

            let answer = try await call(devnet, session, to: Self.universalResolver, Self.addressCallAlice)

            #expect(
                answer["result"]?.stringValue
                    == "0x" + Self.answerHead + Self.oneWord
                    + "0000000000000000000000002b5ad5c4795c026514f8317c7a215e218dccd6cf")
        }
    }

    @Test("an unknown name reverts with code 3 and ENS's ResolverNotFound(bytes name)")
    func unknownName() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await call(devnet, session, to: Self.universalResolver, Self.addressCallBob)

            #expect(answer["error"]?["code"] == 3)
            #expect(answer["error"]?["message"] == "execution reverted")
            #expect(
                answer["error"]?["data"]?.stringValue
                    == "0x77209fe8" + Self.oneWord
                    + "0000000000000000000000000000000000000000000000000000000000000009"
                    + "03626f62037a696c000000000000000000000000000000000000000000000000")
        }
    }

    @Test("with reverse, the address's reverse name resolves to the name as eth-abi encodes (bytes, address)")
    func resolvesReverse() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await register(
                devnet, #"{"name": "alice.zil", "address": "\#(Self.alice)", "reverse": true}"#, session)

            let answer = try await call(devnet, session, to: Self.universalResolver, Self.reverseCallAlice)

            #expect(
                answer["result"]?.stringValue
                    == "0x" + Self.answerHead
                    + "0000000000000000000000000000000000000000000000000000000000000060" + Self.oneWord
                    + "0000000000000000000000000000000000000000000000000000000000000009"
                    + "616c6963652e7a696c0000000000000000000000000000000000000000000000")
        }
    }

    @Test("without reverse, the address's reverse name has no resolver: ResolverNotFound with the reverse name")
    func noReverse() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await register(devnet, #"{"name": "alice.zil", "address": "\#(Self.alice)"}"#, session)

            let answer = try await call(devnet, session, to: Self.universalResolver, Self.reverseCallAlice)

            #expect(answer["error"]?["code"] == 3)
            #expect(
                answer["error"]?["data"]?.stringValue
                    == "0x77209fe8" + Self.oneWord
                    + "0000000000000000000000000000000000000000000000000000000000000037"
                    + "2837653566343535323039316136393132356435646663623762386332363539"
                    + "3032393339356264660461646472077265766572736500000000000000000000")
        }
    }

    @Test("the Registry answers the L2Resolver and the owner of a registered node, zero for another")
    func registry() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await register(devnet, #"{"name": "alice.zil", "address": "\#(Self.alice)"}"#, session)

            let resolver = try await call(devnet, session, to: Self.registry, "0178b8bf" + Self.aliceNode)
            let owner = try await call(devnet, session, to: Self.registry, "02571be3" + Self.aliceNode)
            let unknown = try await call(devnet, session, to: Self.registry, "0178b8bf" + Self.bobNode)

            #expect(resolver["result"] == "0x0000000000000000000000005c0c7bfd25efcae366fe62219fd5558305ffc46f")
            #expect(owner["result"] == "0x0000000000000000000000007e5f4552091a69125d5dfcb7b8c2659029395bdf")
            #expect(unknown["result"]?.stringValue == "0x" + String(repeating: "0", count: 64))
        }
    }

    @Test("the L2Resolver answers addr of the name and name of the reverse node as eth-abi encodes them")
    func l2Resolver() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await register(
                devnet, #"{"name": "alice.zil", "address": "\#(Self.alice)", "reverse": true}"#, session)

            let addr = try await call(devnet, session, to: Self.l2Resolver, "3b3b57de" + Self.aliceNode)
            let name = try await call(
                devnet, session, to: Self.l2Resolver,
                "691f3431b33b8a1c136c6974e62a8df8b21929a2f38c30094af414baf575cf8fe8e60774")

            #expect(addr["result"] == "0x0000000000000000000000007e5f4552091a69125d5dfcb7b8c2659029395bdf")
            #expect(
                name["result"]?.stringValue
                    == "0x" + Self.oneWord + "0000000000000000000000000000000000000000000000000000000000000009"
                    + "616c6963652e7a696c0000000000000000000000000000000000000000000000")
        }
    }

    @Test("the three contracts have code")
    func code() async throws {
        try await withControlDevnet { devnet, session in
            for address in [Self.universalResolver, Self.registry, Self.l2Resolver] {
                let code = try await rpc(devnet, "eth_getCode", [.string(address), "latest"], session: session)

                #expect(code["result"]?.stringValue?.hasPrefix("0xfe") == true, "\(address): \(code)")
            }
        }
    }

    @Test("a name that is not a .zil name is a 400 saying why")
    func badName() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await register(devnet, #"{"name": "alice.eth", "address": "\#(Self.alice)"}"#, session)

            #expect(answer.status == 400)
            #expect(answer.error.contains("\"name\" is not a .zil name: not a .zil name: it must end in .zil"))
        }
    }

    @Test("a missing address, a reverse that is no bool and a reverse of the zero address are 400s")
    func badBodies() async throws {
        try await withControlDevnet { devnet, session in
            let zero = "0x" + String(repeating: "0", count: 40)
            let bodies = [
                #"{"name": "alice.zil"}"#, #"{"name": "alice.zil", "address": "\#(Self.alice)", "reverse": "yes"}"#,
                #"{"name": "alice.zil", "address": "\#(zero)", "reverse": true}"#,
                #"{"name": "alice.zil", "address": "\#(Self.alice)", "owner": "x"}"#,
            ]
            for body in bodies {
                let answer = try await register(devnet, body, session)

                #expect(answer.status == 400, "\(body): \(answer.json)")
                #expect(answer.error.contains("POST /control/names takes"), "\(body): \(answer.error)")
            }
        }
    }

    @Test("the names and reverse records survive the state file")
    func stateFile() throws {
        let ledger = try EthFixture.ledger()
        try ledger.registerName(
            try ZilName("alice.zil"), address: EthFixture.account(try EVMAddress(Self.alice)), reverse: true)

        let restored = try Ledger(rules: ledger.rules, snapshot: ledger.snapshot())

        #expect(restored.names == ledger.names)
        #expect(restored.names?.forward.count == 1)
        #expect(restored.names?.reverse.count == 1)
    }

    @Test("a reset forgets the names")
    func reset() throws {
        let ledger = try EthFixture.ledger()
        try ledger.registerName(
            try ZilName("alice.zil"), address: EthFixture.account(try EVMAddress(Self.alice)), reverse: false)

        ledger.reset()

        #expect(ledger.names?.forward.isEmpty == true)
    }
}
