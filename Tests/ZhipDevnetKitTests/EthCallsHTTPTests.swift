import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ZilliqaKit's JSONRPCEVMService over real HTTP to a running devnet: its eth_call, eth_estimateGas
/// with calldata and eth_getLogs read what the devnet answers (docs/zq2-eth-calls.md).
@Suite("JSONRPCEVMService's contract reads against a running devnet")
struct EthCallsHTTPTests {
    private func service(_ devnet: Devnet) throws -> JSONRPCEVMService {
        JSONRPCEVMService(network: try Network.custom(url: devnet.url, chainID: UInt16(Fixture.chainID)), retry: .never)
    }

    /// `balanceOf(alice)`'s calldata.
    private static let balanceOf: [UInt8] =
        [0x70, 0xa0, 0x82, 0x31] + Array(repeating: 0, count: 12) + EthFixture.alice.bytes

    @Test("call and a batch of calls to an account without code return no bytes, each on its own")
    func calls() async throws {
        try await withDevnet { devnet in
            let service = try service(devnet)
            let request = EVMCallRequest(to: EthFixture.bob, data: Self.balanceOf)

            let one = try await service.call(request, at: .latest)
            let batch = try await service.calls(
                [request, EVMCallRequest(to: EthFixture.alice, data: [])], at: .earliest)

            #expect(one.isEmpty)
            #expect(batch.count == 2)
            #expect(try batch.map { try $0.get() } == [[], []])
        }
    }

    @Test("estimateGas with calldata reads the devnet's search result: 21000 + 68 bytes of calldata, then 3 %")
    func estimate() async throws {
        try await withDevnet { devnet in
            let service = try service(devnet)

            let gas = try await service.estimateGas(
                EVMCallRequest(from: EthFixture.alice, to: EthFixture.bob, data: Self.balanceOf))

            // EIP-2028: 4 a zero byte, 16 any other, on top of 21000.
            let used = Self.balanceOf.reduce(UInt64(21_000)) { $0 + ($1 == 0 ? 4 : 16) }
            #expect(gas == DevnetMethods.searchedEstimate(used: used, ceiling: 84_000_000))
            #expect(gas > used && gas - used <= gas * 3 / 100)
        }
    }

    /// Sends alice's transfers with nonces `nonces` through `service`, a block each on this devnet.
    private func send(_ nonces: Range<UInt64>, with service: JSONRPCEVMService) async throws {
        for nonce in nonces {
            let transfer = EVMTransaction(
                nonce: nonce, fee: .legacy(gasPrice: EthFixture.gasPrice), gasLimit: 21_000, to: EthFixture.bob,
                value: 1, chainID: EthFixture.chainID)
            _ = try await service.send(transfer.signed(with: Fixture.alice.privateKey))
        }
    }

    @Test("logs of blocks without logs are none; a reversed range is logRangeReversed with its ends")
    func logs() async throws {
        try await withDevnet { devnet in
            let service = try service(devnet)
            try await send(0..<1, with: service)

            let none = try await service.logs(EVMLogFilter(address: EthFixture.bob, from: .earliest, to: .latest))

            #expect(none.isEmpty)
            await #expect(throws: EVMServiceError.logRangeReversed(from: 1, to: 0)) {
                try await service.logs(EVMLogFilter(address: nil, from: .number(1), to: .number(0)))
            }
        }
    }

    @Test("a range whose ends are more than 50 apart is logRangeTooLarge, naming the range asked and the cap")
    func logsOverCap() async throws {
        try await withDevnet { devnet in
            let service = try service(devnet)
            try await send(0..<51, with: service)

            let widest = try await service.logs(EVMLogFilter(address: nil, from: .number(1), to: .latest))

            #expect(widest.isEmpty)
            await #expect(throws: EVMServiceError.logRangeTooLarge(from: .earliest, to: .latest, cap: 50)) {
                try await service.logs(EVMLogFilter(address: nil, from: .earliest, to: .latest))
            }
        }
    }
}
