import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("eth_ over real HTTP, on the same port as the legacy API")
struct EthHTTPTests {
    private func call(_ devnet: Devnet, _ method: String, _ params: [JSONValue]) async throws -> JSONValue {
        let body = Fixture.request(method, params).encodedBytes()
        let (status, answer) = try await post(devnet, body, session: URLSession(configuration: .ephemeral))
        #expect(status == 200)
        return try JSONValue(parsing: answer)
    }

    @Test("a genesis key funds both its accounts: the zil1 one and the 0x one, each the given ZIL")
    func genesisKeyFundsBoth() async throws {
        try await withDevnet { devnet in
            let legacy = try await call(devnet, "GetBalance", [.string(Fixture.alice.address.bech32)])
            let evm = try await call(devnet, "eth_getBalance", [.string("0x" + EthFixture.alice.hex), "latest"])

            #expect(legacy["result"]?["balance"] == "1000000000000000")
            #expect(evm["result"] == "0x3635c9adc5dea00000")
        }
    }

    @Test("a transfer sent over HTTP confirms at once with --block-time 0, and its receipt is there")
    func sendAndReceipt() async throws {
        try await withDevnet { devnet in
            let raw = EthFixture.legacy()

            let sent = try await call(devnet, "eth_sendRawTransaction", [.string(EthFixture.hex(raw))])
            let receipt = try await call(devnet, "eth_getTransactionReceipt", [.string(EthFixture.hash(raw))])

            #expect(sent["result"] == .string(EthFixture.hash(raw)))
            #expect(receipt["result"]?["status"] == "0x1")
            #expect(receipt["result"]?["gasUsed"] == "0x5208")
        }
    }

    @Test("the control API lists an EVM transaction with its kind, and funds a 0x account read back in EIP-55")
    func controlSeesEVM() async throws {
        try await withDevnet { devnet in
            let raw = EthFixture.legacy()
            _ = try await call(devnet, "eth_sendRawTransaction", [.string(EthFixture.hex(raw))])
            try devnet.control.fund(EthFixture.account(EthFixture.bob), with: Fixture.zil(1))

            let listed = devnet.control.received.transactions(sender: EthFixture.account(EthFixture.alice))

            #expect(listed.map(\.kind) == [.evm])
            #expect(listed.first?.value == Wei(wei: EthFixture.oneZIL))
            let summary = devnet.control.received.summary()
            #expect(summary.received == 1 && summary.accepted == 1)
            let bob = try await call(devnet, "eth_getBalance", [.string(EthFixture.bob.checksummed), "latest"])
            #expect(bob["result"] == .string("0x" + String(2 * EthFixture.oneZIL, radix: 16)))
        }
    }

    @Test("a dropped answer still processes the transfer (faults apply to eth_ as to legacy requests)")
    func faultDropsAnswer() async throws {
        var configuration = testConfiguration()
        configuration.faults = FaultPlan(rate: 1, mode: .drop, methods: ["eth_sendRawTransaction"], limit: 1)
        try await withDevnet(configuration) { devnet in
            let raw = EthFixture.legacy()
            let body = Fixture.request("eth_sendRawTransaction", [.string(EthFixture.hex(raw))]).encodedBytes()

            await #expect(throws: (any Error).self) {
                _ = try await post(devnet, body, session: URLSession(configuration: .ephemeral))
            }

            let count = try await call(
                devnet, "eth_getTransactionCount", [.string("0x" + EthFixture.alice.hex), "latest"])
            #expect(count["result"] == "0x1")
        }
    }
}
