import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// What a legacy account lodged in the migration escrow: `balanceOf` its 20 bytes, one batch behind
/// the node's chain id (docs/zq2-escrow.md).
@Suite struct EscrowLodgedReadingTests {
    let node = FakeEVMService(chainID: Network.mainnet.evmChainID)
    let legacy = TestWallets.keyPair.publicKey.address

    var reading: DefaultTokenReadingUseCase {
        DefaultTokenReadingUseCase(
            evmService: node, zilliqaService: FakeZilliqaService(chainID: Network.mainnet.chainID),
            networkSetting: .success(.mainnet), preferences: .inMemory(),
            dateProvider: FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)))
    }

    @Test("the escrow's balanceOf the legacy account's 20 bytes, exact in wei, in one batch")
    func readsTheLodging() async throws {
        node.setCallAnswer(
            .success(UInt256(1_500_000_000_000_000_001 as UInt128).bigEndianBytes), to: MigrationEscrow.address,
            data: MigrationEscrow.balanceOfCall(legacy))

        let lodged = try await reading.escrowLodged(of: legacy)

        #expect(lodged == Wei(wei: 1_500_000_000_000_000_001))
        #expect(node.calls(to: .call) == 1)
    }

    @Test("no escrow answering (no bytes, as a node without the contract answers) is nil, not an error")
    func noEscrow() async throws {
        let lodged = try await reading.escrowLodged(of: legacy)

        #expect(lodged == nil)
    }

    @Test("a node on another chain is refused before its answer is used")
    func otherChain() async throws {
        node.setChainID(Network.testnet.evmChainID)

        let error = await #expect(throws: TokenError.self) { try await reading.escrowLodged(of: legacy) }

        guard case .node(let failure) = error else {
            Issue.record("expected the node's refusal, got \(String(describing: error))")
            return
        }
        #expect(failure.ruleRefusal?.rule == "chain-id")
        #expect(failure.ruleRefusal?.reason.contains("EVM chain 33101") == true)
    }
}
