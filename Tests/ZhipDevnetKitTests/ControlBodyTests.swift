import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("The control API's malformed bodies and queries")
struct ControlBodyTests {
    private static let carol = Fixture.carol.address.bech32

    /// A malformed request: method, path (with query), body, and a piece of the 400's sentence.
    struct Case: CustomTestStringConvertible, Sendable {
        let method: String
        let path: String
        let body: String
        let says: String
        var testDescription: String { "\(method) \(path) \(body)" }
    }

    static let cases: [Case] = [
        Case(method: "POST", path: "/control/fund", body: "fund carol", says: "the body is not JSON"),
        Case(method: "POST", path: "/control/fund", body: "[1]", says: "the body must be a JSON object"),
        Case(
            method: "POST", path: "/control/fund", body: #"{"address": "\#(carol)", "zil": "1", "memo": "x"}"#,
            says: #"unexpected key "memo""#),
        Case(method: "POST", path: "/control/fund", body: #"{"zil": "1"}"#, says: #""address" is missing"#),
        Case(
            method: "POST", path: "/control/fund", body: #"{"address": "zil1nope", "zil": "1"}"#,
            says: #""address" is not an address"#),
        Case(method: "POST", path: "/control/fund", body: #"{"address": "\#(carol)"}"#, says: "no amount given"),
        Case(
            method: "POST", path: "/control/fund", body: #"{"address": "\#(carol)", "zil": 1}"#,
            says: "must be a decimal string"),
        Case(
            method: "POST", path: "/control/fund", body: #"{"address": "\#(carol)", "zil": "1", "qa": "1"}"#,
            says: "under one key only"),
        Case(
            method: "POST", path: "/control/fund", body: #"{"address": "\#(carol)", "zil": "0.0000000000001"}"#,
            says: #"use at most 12 decimal places, or give it in Qa under "qa""#),
        Case(method: "POST", path: "/control/min-gas-price", body: #"{"li": "-1"}"#, says: "negative"),
        Case(method: "POST", path: "/control/block-time", body: "{}", says: #""seconds" is missing"#),
        Case(method: "POST", path: "/control/block-time", body: #"{"seconds": -1}"#, says: "from 0 to 86400"),
        Case(method: "POST", path: "/control/block-time", body: #"{"seconds": "2"}"#, says: "must be a number"),
        Case(method: "POST", path: "/control/faults", body: "{}", says: #""mode" is missing"#),
        Case(method: "POST", path: "/control/faults", body: #"{"mode": "explode"}"#, says: "one of 500, drop"),
        Case(method: "POST", path: "/control/faults", body: #"{"mode": "drop", "rate": 2}"#, says: "from 0 to 1"),
        Case(
            method: "POST", path: "/control/faults", body: #"{"mode": "drop", "methods": ["SendMoney"]}"#,
            says: "not SendMoney"),
        Case(method: "POST", path: "/control/faults", body: #"{"mode": "drop", "methods": []}"#, says: "one or more"),
        Case(method: "POST", path: "/control/faults", body: #"{"mode": "drop", "times": 0}"#, says: "at least 1"),
        Case(method: "POST", path: "/control/faults", body: #"{"mode": "drop", "seed": -1}"#, says: "whole number"),
        Case(
            method: "GET", path: "/control/transactions?sender=zil1nope", body: "", says: "?sender= is not an address"),
        Case(method: "GET", path: "/control/transactions?status=pending", body: "", says: "accepted or rejected"),
        Case(
            method: "GET", path: "/control/transactions?status=accepted&status=rejected", body: "",
            says: "given twice"),
    ]

    @Test("a malformed body or query is answered 400, saying what is wrong", arguments: cases)
    func malformed(_ example: Case) async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(devnet, example.method, example.path, body: example.body, session: session)
            #expect(answer.status == 400)
            #expect(answer.error.contains(example.says), "\(answer.error)")
        }
    }

    @Test("a 400 for a body says what the route takes")
    func saysWhatRouteTakes() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(devnet, "POST", "/control/fund", body: "{}", session: session)
            #expect(answer.error.contains(#"POST /control/fund takes {"address": "zil1…|0x…", "zil": "100"}"#))
        }
    }

    @Test("a refused body changes nothing")
    func refusedChangesNothing() async throws {
        try await withControlDevnet { devnet, session in
            _ = try await control(
                devnet, "POST", "/control/faults", body: #"{"mode": "drop", "rate": 2}"#, session: session)
            #expect(devnet.control.faultPlan == nil)
        }
    }
}
