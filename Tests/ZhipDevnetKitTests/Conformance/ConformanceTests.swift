import Testing
import ZhipDevnetKit
import ZilliqaKit

/// zhip-devnet answers each request of `Fixtures/zq2-conformance.json` exactly as zq2-legacy-api.md
/// says Zilliqa 2.0 v0.21.8 does: shape, strings versus numbers, `0x`, case, codes and messages.
@Suite("Conformance: zhip-devnet answers as Zilliqa 2.0's legacy API")
struct ConformanceTests {
    private func fixture(_ name: String, _ group: String) throws -> ConformanceCase {
        try #require(ConformanceFixtures.named(name, in: group), "no case \"\(name)\" in zq2-conformance.json")
    }

    private func expectConforms(_ answer: JSONValue, _ expected: JSONValue, _ fixture: ConformanceCase) {
        let differences = JSONConformance.differences(answer, expected)
        #expect(differences.isEmpty, "\(fixture.section): \(differences.joined(separator: "; "))")
    }

    @Test("the query methods (§1) answer as the doc says", arguments: ConformanceFixtures.names("cases"))
    func query(name: String) throws {
        let fixture = try fixture(name, "cases")
        let chain = try ConformanceChain(fixture.setup)
        let request = chain.filled(try #require(fixture.request))

        let answer = try JSONValue(parsing: chain.handler.handle(body: request.encodedBytes()))

        expectConforms(answer, chain.expectedAnswer(fixture, request: request), fixture)
    }

    @Test(
        "CreateTransaction (§2) answers each param, check and resend as the doc says",
        arguments: ConformanceFixtures.names("createTransaction"))
    func createTransaction(name: String) throws {
        let fixture = try fixture(name, "createTransaction")
        let chain = try ConformanceChain(fixture.setup)
        let (request, signed) = try chain.createTransactionRequest(fixture)

        let answer = try JSONValue(parsing: chain.handler.handle(body: request.encodedBytes()))

        expectConforms(answer, chain.expectedAnswer(fixture, request: request, signed: signed.id), fixture)
        for next in fixture.then {
            let nextRequest = chain.filled(try #require(next.request), signed: signed.id)
            let nextAnswer = try JSONValue(parsing: chain.handler.handle(body: nextRequest.encodedBytes()))
            expectConforms(nextAnswer, chain.expectedAnswer(next, request: nextRequest, signed: signed.id), next)
        }
    }

    @Test("the JSON-RPC envelope (§0) is as the doc says", arguments: ConformanceFixtures.names("envelope"))
    func envelope(name: String) throws {
        let fixture = try fixture(name, "envelope")
        let chain = try ConformanceChain(fixture.setup)
        let body = try fixture.rawBody.map { Array($0.utf8) } ?? #require(fixture.request).encodedBytes()

        let answer = try JSONValue(parsing: chain.handler.handle(body: body))

        expectConforms(answer, chain.expectedAnswer(fixture, request: fixture.request), fixture)
    }
}
