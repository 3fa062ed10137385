import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

/// The history flow of ZhipCore (what `zhip-cli history` and the History scene run), on the real
/// stack against a real zhip-devnet, compared with its committed baseline `history.json`: the
/// newest page (one `ots_searchTransactionsBefore` from the head, then one batch of `eth_gasPrice`,
/// the latest block and the latest nonce for the wallet's recorded sends), then the older page before
/// its oldest block. To
/// record it again:
/// `ZHIP_RECORD_BASELINES=$PWD/Tests/ZhipTestingTests/Resources/Baselines swift test --filter HistoryFlowBaselineTests`.
@Suite("The history flow makes the calls of its baseline", .container)
@MainActor
struct HistoryFlowBaselineTests {
    private let alice = WalletFlowHarness.alice
    private let bob = WalletFlowHarness.bob

    /// Four payments of 1 ZIL from alice's EVM account to bob's, each mined in a block of its own.
    private func payFourTimes() async throws {
        for _ in 0..<4 {
            let session = PaymentSession(
                order: .evmTransfer(Wei(1, unit: .zil), from: alice.evmAddress, to: bob.evmAddress))
            let paid = try await session.pay(signingWith: alice)
            _ = try #require(paid.outcome.sent, "\(paid.outcome)")
            _ = try await session.receipt()
        }
    }

    @Test("two pages of history: one search each, the gas price and the latest block each, the nonce once")
    func historyFlow() async throws {
        try await WalletFlowHarness.run { harness in
            // Arrange
            try await payFourTimes()
            let baseline = try Baseline.named("history", in: try WalletFlowHarness.baselines)
            let history = Container.shared.historyUseCase()
            let account = HistoryAccount(evm: alice.evmAddress)
            // Act
            let (newest, older) = try await baseline.flow(harness.tap, timeout: .seconds(60)) { flow in
                flow.bind("sender", to: alice.evmAddress.checksummed.lowercased())
                let newest = try await flow.step("newest") {
                    try await history.page(of: account, before: nil, limit: 2)
                }
                let before = try #require(newest.nextBefore)
                flow.bind("before", to: .number(before))
                let older = try await flow.step("older") {
                    try await history.page(of: account, before: before, limit: 2)
                }
                return (newest, older)
            }
            // Assert
            #expect(newest.entries.count == 2)
            #expect(older.entries.count == 2)
            #expect(older.nextBefore == nil)
        }
    }
}
