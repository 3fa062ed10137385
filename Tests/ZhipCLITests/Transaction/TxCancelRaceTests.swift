import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// A cancel that loses the race: the original is mined between the cancel's signature and its send,
/// on a zhip-devnet whose blocks the test mines. The session (what `tx cancel` drives) is driven step
/// by step so that the block falls exactly there.
@Suite("A cancel racing the original's mining", .container)
struct TxCancelRaceTests {
    /// The container's network and services on `devnet`, with preferences in memory.
    private func register(_ devnet: Devnet) throws {
        let network = try Network(name: "race", chainID: Wallets.chainID, url: devnet.url)
        let container = Container.shared
        container.preferences.register { .inMemory() }
        container.network.register { .success(network) }
        container.zilliqaService.register { JSONRPCZilliqaService(transport: HTTPTransport(url: devnet.url)) }
        container.evmService.register { JSONRPCEVMService(transport: HTTPTransport(url: devnet.url)) }
    }

    /// Prepares, confirms, unlocks with alice's key and signs `order`.
    private func signed(_ order: PaymentOrder) async throws -> PaymentSession {
        let session = PaymentSession(order: order)
        await session.confirm(try await session.prepare())
        _ = try await session.unlock(with: KeystoreSigner(unlocking: { Wallets.alice }))
        _ = try await session.sign()
        return session
    }

    @Test("the original mined before the cancel reached the pool: the node refuses it, and the outcome says so")
    func cancelLosesTheRace() async throws {
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            try register(devnet)
            let alice = Wallets.alice.evmAddress
            let payment = try await signed(
                PaymentOrder(
                    ZILTransfer(to: Wallets.bob.evmAddress, amount: .exactly(UInt256(Wei(1, unit: .zil).wei))),
                    from: .evm, sender: alice))
            guard case .accepted(.evm(let original)) = await payment.submit() else {
                Issue.record("the payment was not accepted")
                return
            }
            let pending = try await ReplacementLookUp(evmService: Container.shared.evmService())
                .pending(original, sentBy: alice)
            let intent = PendingReplacement(cancelling: pending)
            let cancel = try await signed(intent.order(fee: intent.fee(maxFee: nil, priorityFee: nil)))
            devnet.ledger.sealBlock()

            let sent = await cancel.submit()
            let outcome = try await cancel.replacementOutcome()

            guard case .refused = sent else {
                Issue.record("the cancel was taken: \(sent)")
                return
            }
            guard case .originalMined(let block) = outcome else {
                Issue.record("not the original mined: \(outcome)")
                return
            }
            #expect(block == 1)
            #expect(outcome.description.contains("lost the race"))
            #expect(!outcome.took)
        }
    }
}
