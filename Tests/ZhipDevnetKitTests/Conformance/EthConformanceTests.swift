import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// zhip-devnet answers each request of `Fixtures/zq2-eth-conformance.json` as zq2-eth-api.md says
/// Zilliqa 2.0 v0.21.8's eth_ namespace does: quantities, addresses, codes, messages and their order.
@Suite("Conformance: zhip-devnet answers as Zilliqa 2.0's eth_ namespace")
struct EthConformanceTests {
    @Test("the eth_ queries (§0, §1, §6) answer as the doc says", arguments: EthConformance.names("cases"))
    func query(name: String) throws {
        let fixture = try #require(EthConformance.named(name, in: "cases"), "no case \"\(name)\"")
        let chain = try EthConformanceChain(fixture.setup)

        let answer = chain.answer(try #require(fixture.request))

        EthConformance.expect(answer, chain.filled(fixture.expect), fixture)
    }

    @Test(
        "eth_sendRawTransaction (§2) answers each step as the doc says",
        arguments: EthConformance.names("sendRawTransaction"))
    func sendRawTransaction(name: String) throws {
        let fixture = try #require(EthConformance.named(name, in: "sendRawTransaction"), "no case \"\(name)\"")
        let chain = try EthConformanceChain(fixture.setup)
        let param = try chain.param(fixture.raw)

        let answer = chain.answer(["id": "1", "jsonrpc": "2.0", "method": "eth_sendRawTransaction", "params": [param]])

        EthConformance.expect(answer, chain.filled(fixture.expect), fixture)
        for next in fixture.then {
            let nextAnswer = chain.answer(try #require(next.request))
            EthConformance.expect(nextAnswer, chain.filled(next.expect), next)
        }
    }
}

/// The fixture file and its cases.
enum EthConformance {
    struct Case {
        let name: String
        let section: String
        let setup: String
        let request: JSONValue?
        let raw: JSONValue?
        let expect: JSONValue
        let then: [Case]

        init(_ json: JSONValue) {
            name = json["name"]?.stringValue ?? "unnamed"
            section = json["section"]?.stringValue ?? ""
            setup = json["setup"]?.stringValue ?? "fresh"
            request = json["request"]
            raw = json["raw"]
            expect = json["expect"] ?? .null
            then = json["then"]?.arrayValue?.map(Case.init) ?? []
        }
    }

    private static let file: JSONValue? = {
        guard
            let url = Bundle.module.url(
                forResource: "zq2-eth-conformance", withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? JSONValue(parsing: Array(data))
    }()

    static func cases(_ group: String) -> [Case] { file?[group]?.arrayValue?.map(Case.init) ?? [] }

    static func names(_ group: String) -> [String] {
        let names = cases(group).map(\.name)
        return names.isEmpty ? ["the fixture file zq2-eth-conformance.json could not be read"] : names
    }

    static func named(_ name: String, in group: String) -> Case? { cases(group).first { $0.name == name } }

    /// The whole answer against the case's `result` or `error`, with `jsonrpc` and the request's id.
    static func expect(_ answer: JSONValue, _ expected: JSONValue, _ fixture: Case) {
        var whole = expected.objectValue ?? [:]
        whole["jsonrpc"] = "2.0"
        whole["id"] = "1"
        let differences = JSONConformance.differences(answer, .object(whole))
        #expect(differences.isEmpty, "\(fixture.section): \(differences.joined(separator: "; "))")
    }
}

/// A devnet ledger in a fixture's setup, and its placeholders.
struct EthConformanceChain {
    let ledger: Ledger
    var handler: JSONRPCHandler { JSONRPCHandler(methods: DevnetMethods(ledger: ledger)) }

    init(_ setup: String) throws {
        ledger = try EthFixture.ledger()
        switch setup {
        case "mined":
            _ = try ledger.submit(EthTransaction(raw: try Self.transaction("legacy")))
            ledger.sealBlock()
        case "pooled": _ = try ledger.submit(EthTransaction(raw: try Self.transaction("legacy")))
        case "pooledHigh": _ = try ledger.submit(EthTransaction(raw: try Self.transaction("legacyHighPrice")))
        case "rich": try ledger.fund(EthFixture.account(EthFixture.alice), wei: Wei(wei: 30_000 * 1_000_000 * Self.zil))
        default: break
        }
    }

    private static let zil = EthFixture.oneZIL

    /// The transactions the fixture names, each alice's unless said.
    static func transaction(_ name: String) throws -> [UInt8] {
        let price = EthFixture.gasPrice
        switch name {
        case "legacy": return EthFixture.legacy()
        case "preEIP155": return try EthFixture.preEIP155()
        case "type1": return try EthFixture.accessList()
        case "dynamic": return EthFixture.dynamic()
        case "highS": return try EthFixture.highS(EthFixture.dynamic())
        case "bigInitCode": return try EthFixture.accessList(to: nil, data: [UInt8](repeating: 1, count: 49_153))
        case "gasAboveBlock": return EthFixture.legacy(gasLimit: 84_000_001)
        case "gasAboveBlockLowPrice": return EthFixture.legacy(gasPrice: 1, gasLimit: 84_000_001)
        case "gas1": return EthFixture.legacy(gasLimit: 1)
        case "lowPrice": return EthFixture.legacy(gasPrice: price - 1)
        case "lowMaxFee": return EthFixture.dynamic(maxFee: price - 1, priority: 0)
        case "highPrice": return EthFixture.legacy(gasPrice: 21_000_000_000 * zil + 1)
        case "lowPriceWrongChain": return EthFixture.legacy(gasPrice: 1, chainID: 1)
        case "wrongChain": return EthFixture.legacy(chainID: 1)
        case "wrongChainExpensive": return EthFixture.legacy(value: 1_000_000 * zil, chainID: 1)
        case "expensive": return EthFixture.legacy(value: 1000 * zil)
        case "exactBalance": return EthFixture.legacy(value: 1000 * zil - EthFixture.fee)
        case "nonceLow": return EthFixture.legacy(nonce: 0, value: 2 * zil)
        case "supply": return EthFixture.legacy(value: 21_000_000_000 * zil)
        case "gap": return EthFixture.legacy(nonce: 5)
        case "withData": return EthFixture.legacy(data: [1])
        case "creation": return try EthFixture.accessList(to: nil)
        case "legacyHighPrice": return EthFixture.legacy(gasPrice: 2 * price)
        case "legacyLowerPrice": return EthFixture.legacy(gasPrice: price, value: 2 * zil)
        default:
            Issue.record("no transaction \"\(name)\" in the runner")
            return []
        }
    }

    /// A sendRawTransaction case's param: a named transaction's hex, `!` and a literal, or a JSON value.
    func param(_ raw: JSONValue?) throws -> JSONValue {
        guard let text = raw?.stringValue else { return raw ?? .null }
        if text.hasPrefix("!") { return .string(String(text.dropFirst())) }
        return .string(EthFixture.hex(try Self.transaction(text)))
    }

    func answer(_ request: JSONValue) -> JSONValue { handler.handle(request: filled(request)) }

    /// `value` with the placeholders replaced.
    func filled(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): .string(Self.placeholder(text) ?? text)
        case .array(let elements): .array(elements.map(filled))
        case .object(let members): .object(members.mapValues(filled))
        default: value
        }
    }

    private static func placeholder(_ text: String) -> String? {
        if text.hasPrefix("$hash:") { return (try? transaction(String(text.dropFirst(6)))).map(EthFixture.hash) }
        return [
            "$aliceEVM": "0x" + EthFixture.alice.hex, "$bobEVM": "0x" + EthFixture.bob.hex,
            "$ALICEEVMNO0X": EthFixture.alice.hex.uppercased(), "$aliceBech32": Fixture.alice.address.bech32,
        ][text]
    }
}
