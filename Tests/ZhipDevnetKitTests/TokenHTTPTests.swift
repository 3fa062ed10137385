import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A token deployed with `POST /control/tokens` on a running devnet, read and moved with
/// ZilliqaKit's JSONRPCEVMService over real HTTP.
@Suite("Modelled tokens over HTTP: the control route and JSONRPCEVMService")
struct TokenHTTPTests {
    private static let body =
        #"{"symbol": "TUSD", "name": "Test USD", "decimals": 6, "supply": "1000000000000", "holder": "0x"#
        + EthFixture.alice.hex + #""}"#

    private func service(_ devnet: Devnet) throws -> JSONRPCEVMService {
        JSONRPCEVMService(network: try Network.custom(url: devnet.url, chainID: UInt16(Fixture.chainID)), retry: .never)
    }

    /// Deploys the scenarios' token through the control API; its address.
    private func deploy(_ devnet: Devnet, _ session: URLSession) async throws -> EVMAddress {
        let answer = try await control(devnet, "POST", "/control/tokens", body: Self.body, session: session)
        try #require(answer.status == 200, "\(answer.json)")
        return try EVMAddress(try #require(answer.json["address"]?.stringValue))
    }

    @Test("POST /control/tokens answers the token's address, the first one derived from counter 1")
    func deployRoute() async throws {
        try await withControlDevnet { devnet, session in
            let answer = try await control(devnet, "POST", "/control/tokens", body: Self.body, session: session)

            #expect(answer.status == 200)
            #expect(answer.json["address"]?.stringValue == (try TokenFixture.address("token1")).checksummed)
            #expect(answer.json["legacyAddress"] == .null)
        }
    }

    @Test("POST /control/tokens refuses an unknown behaviour with 400, naming what the route takes")
    func unknownBehaviour() async throws {
        try await withControlDevnet { devnet, session in
            let body = Self.body.dropLast() + #", "behaviour": "evil"}"#

            let answer = try await control(devnet, "POST", "/control/tokens", body: String(body), session: session)

            #expect(answer.status == 400)
            #expect(answer.error.contains("\"behaviour\"") && answer.error.contains("feeOnTransfer"))
        }
    }

    @Test("POST /control/tokens without the token is 401, without the marker header 403, like every change")
    func authenticated() async throws {
        try await withControlDevnet { devnet, session in
            let noToken = try await control(
                devnet, "POST", "/control/tokens", body: Self.body, token: nil, session: session)
            let noMarker = try await control(
                devnet, "POST", "/control/tokens", body: Self.body, marker: false, session: session)

            #expect(noToken.status == 401)
            #expect(noMarker.status == 403)
        }
    }

    @Test("the service reads the token's balance and code, sends a transfer and reads its Transfer log")
    func transferThroughService() async throws {
        try await withControlDevnet { devnet, session in
            let token = try await deploy(devnet, session)
            let service = try service(devnet)
            let transfer = EVMTransaction(
                nonce: 0, fee: .legacy(gasPrice: EthFixture.gasPrice), gasLimit: 100_000, to: token, value: 0,
                data: ERC20.transferCall(to: EthFixture.bob, amount: 250_000_000), chainID: EthFixture.chainID)

            let hash = try await service.send(transfer.signed(with: Fixture.alice.privateKey))
            let receipt = try #require(try await service.receipt(hash))
            let balance = try await service.call(
                EVMCallRequest(to: token, data: ERC20.balanceOfCall(EthFixture.bob)), at: .latest)

            let gas = try TokenFixture.gas("transferBob250000000")
            #expect(receipt.succeeded && receipt.gasUsed == gas)
            let log = try #require(receipt.logs.first)
            let event = try ERC20Log(topics: log.topics.map(\.bytes), data: log.data)
            #expect(event == .transfer(from: EthFixture.alice, to: EthFixture.bob, value: 250_000_000))
            #expect(balance == (try TokenFixture.bytes("returns", "uint250000000")))
            let hasCode = try await service.hasCode(at: token)
            #expect(hasCode)
        }
    }

    @Test("a reverting call reaches the service as executionReverted with OpenZeppelin's Error(string) bytes")
    func revertThroughService() async throws {
        try await withControlDevnet { devnet, session in
            let token = try await deploy(devnet, session)
            let service = try service(devnet)
            let data = try TokenFixture.bytes("calls", "transferBobTooMuch")
            let expected = try TokenFixture.bytes("reverts", "ERC20: transfer amount exceeds balance")

            await #expect(throws: EVMServiceError.executionReverted(method: "eth_call", data: expected)) {
                try await service.call(EVMCallRequest(from: EthFixture.alice, to: token, data: data), at: .latest)
            }
        }
    }

    @Test("POST /control/reset forgets the deployed tokens")
    func resetForgets() async throws {
        try await withControlDevnet { devnet, session in
            let token = try await deploy(devnet, session)
            let service = try service(devnet)

            _ = try await control(devnet, "POST", "/control/reset", session: session)

            let hasCode = try await service.hasCode(at: token)
            #expect(!hasCode)
        }
    }
}
