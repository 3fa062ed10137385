import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The wait left before its answer, what a token transfer's receipt says beyond its status, and
/// where the wait links to.
@Suite("The wait for the receipt: leaving it, a token's outcome, the explorer", .container)
@MainActor
struct PollPaymentViewModelOutcomeTests {
    /// The wait for a legacy payment sent through a session over a node whose look-ups never answer.
    private func endlessWait() async throws -> (PollPaymentViewModel, GatedZilliqaService) {
        let fixtures = LegacySendFixtures()
        let node = GatedZilliqaService(gating: .receipt, fake: fixtures.zilliqa)
        fixtures.register()
        Container.shared.zilliqaService.register { node }
        let session = PaymentSession(order: LegacySendFixtures.order())
        guard case .accepted(let sent) = try await session.pay(signingWith: TestWallets.keyPair).outcome else {
            throw FixtureError("the fake node did not take the payment")
        }
        return (PollPaymentViewModel(session: session, transaction: sent, network: .mainnet), node)
    }

    @Test("Skip waiting stops asking and leaves")
    func skipStopsAsking() async throws {
        // Arrange
        let (poll, node) = try await endlessWait()
        let recorder = StepRecorder(poll.navigator)
        let waiting = Task { await poll.start() }
        var started = node.started.makeAsyncIterator()
        await started.next()
        // Act
        poll.didTapSkip()
        await waiting.value
        // Assert
        #expect(recorder.steps == [.skip])
        #expect(node.wasCancelled)
        #expect(poll.state.status == .waiting)
    }

    @Test("cancelling the task that waits stops the asking")
    func cancelTheWait() async throws {
        // Arrange
        let (poll, node) = try await endlessWait()
        let waiting = Task { await poll.start() }
        var started = node.started.makeAsyncIterator()
        await started.next()
        // Act
        waiting.cancel()
        await waiting.value
        // Assert
        #expect(node.wasCancelled)
    }

    @Test("a token transfer mined without the token's transfer to the recipient shows the token's warning")
    func tokenTransferWarning() async throws {
        // Arrange
        let fixtures = EVMSendFixtures()
        let usdt = try TokenSceneFixtures.usdt()
        fixtures.evm.setCallAnswer(
            .success(StakingFixtures.word(50_000_000)), to: usdt.contract,
            data: ERC20.balanceOfCall(EVMSendFixtures.sender))
        fixtures.evm.setCallAnswer(.success([UInt8](repeating: 0, count: 31) + [1]), to: usdt.contract)
        fixtures.evm.setGasEstimate(.success(52_000), to: usdt.contract)
        fixtures.register()
        let transfer = TokenTransfer(usdt, to: EVMSendFixtures.recipient, units: 12_500_000)
        let session = PaymentSession(order: PaymentOrder(transfer, from: .evm, sender: EVMSendFixtures.sender))
        guard case .accepted(.evm(let hash)) = try await session.pay(signingWith: TestWallets.keyPair).outcome else {
            throw FixtureError("the fake node did not take the payment")
        }
        fixtures.evm.setReceipt(try EVMSendFixtures.receipt(of: hash, succeeded: true, to: usdt.contract), for: hash)
        let poll = PollPaymentViewModel(session: session, transaction: .evm(hash), network: .devnet)
        // Act
        await poll.start()
        // Assert
        #expect(poll.state.warning?.hasPrefix("The transaction was mined, but the token") == true)
        #expect(poll.state.warning?.contains("12.5 USDT") == true)
        #expect(poll.state.stakingWarning == nil)
    }

    @Test("the legacy explorer link is the network's Otterscan page of the id as a 0x hash, and none on the devnet")
    func explorerLinks() throws {
        let id = try TransactionID(hex: String(repeating: "a", count: 64))
        let explorers = DefaultExplorerUseCase(preferences: .inMemory())

        let mainnet = SentTransaction.legacy(id).explorerLink(on: .mainnet, explorers: explorers)
        let devnet = SentTransaction.legacy(id).explorerLink(on: .devnet, explorers: explorers)

        #expect(mainnet == "https://otterscan.zilliqa.com/tx/0x\(id.hex)")
        #expect(devnet == nil)
    }

    @Test("an EVM payment links to its hash on the explorer set for the network")
    func evmExplorerLink() throws {
        let hash = try EVMHash("0x" + String(repeating: "ab", count: 32))
        let explorers = DefaultExplorerUseCase(preferences: .inMemory())
        try explorers.setExplorer(try Explorer(url: try #require(URL(string: "http://127.0.0.1:5100"))), for: .devnet)

        let link = SentTransaction.evm(hash).explorerLink(on: .devnet, explorers: explorers)

        #expect(link == "http://127.0.0.1:5100/tx/" + hash.hex)
    }
}
