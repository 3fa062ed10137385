import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The control API's gates: token, marker header, routes")
struct ControlGateTests {
    private let fundCarol = #"{"address": "\#(Fixture.carol.address.bech32)", "zil": "1"}"#

    @Test("without --control-token the control API does not exist: 404 saying how to turn it on")
    func offWithoutToken() async throws {
        try await withControlDevnet(testConfiguration()) { devnet, session in
            let answer = try await control(devnet, "GET", "/control/summary", session: session)
            #expect(answer.status == 404)
            #expect(answer.error.contains("--control-token"))
        }
    }

    @Test("a request without the token is answered 401, saying where the token goes")
    func missingToken() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(devnet, "GET", "/control/summary", token: nil, session: session)
            #expect(answer.status == 401)
            #expect(answer.error.contains("?t=TOKEN"))
            #expect(answer.response.value(forHTTPHeaderField: "WWW-Authenticate")?.hasPrefix("Bearer") == true)
        }
    }

    @Test("a wrong token in ?t= is answered 403")
    func wrongToken() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(devnet, "GET", "/control/summary", token: "not-the-token", session: session)
            #expect(answer.status == 403)
            #expect(answer.error.contains("wrong control token"))
        }
    }

    @Test("the right token in ?t= is let through")
    func rightTokenInQuery() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(devnet, "GET", "/control/summary", session: session)
            #expect(answer.status == 200)
            #expect(answer.json == ["received": 0, "accepted": 0, "rejected": 0])
        }
    }

    @Test("the right token as Authorization: Bearer is let through")
    func rightTokenAsBearer() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(
                devnet, "GET", "/control/summary", token: nil, bearer: controlToken, session: session)
            #expect(answer.status == 200)
        }
    }

    @Test("a wrong Bearer token is refused even beside the right ?t=")
    func wrongBearerBesideRightQuery() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(devnet, "GET", "/control/summary", bearer: "wrong", session: session)
            #expect(answer.status == 403)
        }
    }

    @Test("a token with characters a URL escapes matches when sent percent-encoded in ?t=")
    func percentEncodedToken() async throws {
        try await withControlDevnet(controlConfiguration(token: "a+b/c&d")) { devnet, session in
            let answer = try await control(devnet, "GET", "/control/summary", token: "a%2Bb%2Fc%26d", session: session)
            #expect(answer.status == 200)
        }
    }

    @Test("the token is checked before the route: an unknown route without the token is 401, not 404")
    func tokenBeforeRoute() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(devnet, "GET", "/control/nothing-here", token: nil, session: session)
            #expect(answer.status == 401)
        }
    }

    @Test("a POST without X-Zhip-Devnet: 1 is refused with 403 and changes nothing")
    func postNeedsMarker() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(
                devnet, "POST", "/control/fund", body: fundCarol, marker: false, session: session)
            #expect(answer.status == 403)
            #expect(answer.error.contains("X-Zhip-Devnet: 1"))
            #expect(devnet.ledger.account(Fixture.carol.address) == nil)
        }
    }

    @Test("a DELETE without X-Zhip-Devnet: 1 is refused with 403 and leaves the faults in force")
    func deleteNeedsMarker() async throws {
        var configuration = controlConfiguration()
        configuration.faults = FaultPlan(rate: 1, mode: .serverError, methods: ["GetNetworkId"])
        try await withControlDevnet(configuration) { devnet, session in
            let answer = try await control(devnet, "DELETE", "/control/faults", marker: false, session: session)
            #expect(answer.status == 403)
            #expect(devnet.control.faultPlan != nil)
        }
    }

    @Test("X-Zhip-Devnet with a value other than 1 does not count")
    func markerMustBeOne() async throws {
        try await withControlDevnet { devnet, session in
            var request = URLRequest(url: try #require(URL(string: "\(devnet.url)/control/confirm?t=\(controlToken)")))
            request.httpMethod = "POST"
            request.httpBody = Data()
            request.setValue("true", forHTTPHeaderField: "X-Zhip-Devnet")
            let (_, response) = try await session.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 403)
        }
    }

    @Test("an unknown route is answered 404 with the list of routes")
    func unknownRoute() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(devnet, "GET", "/control/nothing-here", session: session)
            #expect(answer.status == 404)
            let routes = answer.json["routes"]?.arrayValue?.compactMap { $0["route"]?.stringValue } ?? []
            #expect(routes.contains("POST /control/fund"))
            #expect(routes.contains("GET /control/transactions"))
        }
    }

    @Test("a known route with another method is answered 405 with Allow")
    func wrongMethod() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(devnet, "GET", "/control/faults", session: session)
            #expect(answer.status == 405)
            #expect(answer.response.value(forHTTPHeaderField: "Allow") == "POST, DELETE")
        }
    }

    @Test("a query name the route does not take is answered 400, so a misspelt filter never matches everything")
    func unknownQueryName() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(devnet, "GET", "/control/transactions?sendr=zil1", session: session)
            #expect(answer.status == 400)
            #expect(answer.error.contains("?sendr="))
        }
    }

    @Test("control requests are never spoiled by faults, even at rate 1 on every method")
    func controlIgnoresFaults() async throws {
        var configuration = controlConfiguration()
        configuration.faults = FaultPlan(rate: 1, mode: .serverError)
        try await withControlDevnet(configuration) { devnet, session in
            let answer = try await control(devnet, "GET", "/control/summary", session: session)
            #expect(answer.status == 200)
        }
    }
}
