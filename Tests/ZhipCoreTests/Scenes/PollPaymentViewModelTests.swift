import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The node behind a wait for the receipt of a payment from one account: the payment paid through
/// the real session over a fake node (a legacy one on mainnet, an EVM one on the devnet), whose
/// receipt the test sets.
@MainActor
private struct ReceiptNode {
    let account: PayingAccount
    let legacy = LegacySendFixtures()
    let evm = EVMSendFixtures()
    let noWaiting = PollingPolicy(tries: 3, baseDelay: .seconds(1), sleep: { _ in })

    init(_ account: PayingAccount) {
        self.account = account
    }

    /// 1 ZIL (1.5 from the EVM account) paid through a session, and what was sent.
    func paid() async throws -> (PaymentSession, SentTransaction) {
        let session: PaymentSession
        switch account {
        case .legacy:
            legacy.register()
            session = PaymentSession(order: LegacySendFixtures.order())
        case .evm:
            evm.register()
            session = PaymentSession(
                order: .evmTransfer(
                    Wei(wei: 1_500_000_000_000_000_000), from: EVMSendFixtures.sender, to: EVMSendFixtures.recipient))
        }
        guard case .accepted(let sent) = try await session.pay(signingWith: TestWallets.keyPair).outcome else {
            throw FixtureError("the fake node did not take the payment")
        }
        return (session, sent)
    }

    /// The wait for the payment ``paid()`` sends, and what was sent.
    func scene() async throws -> (PollPaymentViewModel, SentTransaction) {
        let (session, sent) = try await paid()
        let network: Network = account == .legacy ? .mainnet : .devnet
        return (PollPaymentViewModel(session: session, transaction: sent, network: network, policy: noWaiting), sent)
    }

    /// The node has a receipt of `sent`, mined in block 9, succeeded or not.
    func mine(_ sent: SentTransaction, succeeded: Bool) throws {
        switch sent {
        case .legacy(let id):
            legacy.zilliqa.setReceipt(
                TransactionReceipt(success: succeeded, cumulativeGas: 50, epochNumber: 9), for: id)
        case .evm(let hash):
            evm.evm.setReceipt(try EVMSendFixtures.receipt(of: hash, succeeded: succeeded), for: hash)
        }
    }

    /// The node stops answering receipt look-ups with `failure`.
    func stopAnswering(_ failure: ZilliqaServiceError) {
        switch account {
        case .legacy: legacy.zilliqa.setError(failure, for: .transaction)
        case .evm: evm.evm.setError(failure, for: .receipt)
        }
    }

    /// The gas the receipt says was used, and the fee that charges.
    var gasUsed: UInt64 { account == .legacy ? 50 : 21_000 }
    var feeCharged: ZILAmount {
        account == .legacy ? .qa(LegacySendFixtures.fee) : .wei(EVMSendFixtures.transferFee)
    }

    /// How many times the receipt was asked for.
    var lookUps: Int {
        account == .legacy ? legacy.zilliqa.calls(to: .transaction) : evm.evm.calls(to: .receipt)
    }
}

@Suite("The wait for the receipt, for either account", .container)
@MainActor
struct PollPaymentViewModelTests {
    @Test(
        "waits, then a receipt that went through is mined with its fee, and Done finishes",
        arguments: PayingAccount.allCases)
    func mined(account: PayingAccount) async throws {
        // Arrange
        let node = ReceiptNode(account)
        let (poll, sent) = try await node.scene()
        try node.mine(sent, succeeded: true)
        let recorder = StepRecorder(poll.navigator)
        var statuses: [PollPaymentViewModel.Status] = []
        poll.onChange = { statuses.append($0.status) }
        // Act
        await poll.start()
        poll.didTapDone()
        // Assert
        guard case .mined(let receipt) = statuses.last else {
            Issue.record("expected mined, got \(statuses)")
            return
        }
        #expect(statuses.first == .waiting)
        #expect(receipt.sent == sent)
        #expect(receipt.block == 9)
        #expect(receipt.gasUsed == node.gasUsed)
        #expect(receipt.feeCharged == node.feeCharged)
        #expect(receipt.failure == nil)
        #expect(recorder.steps == [.finished])
    }

    @Test("a receipt that failed is failed on chain, saying nothing moved", arguments: PayingAccount.allCases)
    func failedOnChain(account: PayingAccount) async throws {
        let node = ReceiptNode(account)
        let (poll, sent) = try await node.scene()
        try node.mine(sent, succeeded: false)

        await poll.start()

        guard case .failedOnChain(let receipt) = poll.state.status else {
            Issue.record("expected failedOnChain, got \(poll.state.status)")
            return
        }
        #expect(receipt.failure?.contains("the amount was not transferred, but the fee was charged") == true)
    }

    @Test("no receipt within the tries is not mined yet, and Done is enabled", arguments: PayingAccount.allCases)
    func notMinedYet(account: PayingAccount) async throws {
        let node = ReceiptNode(account)
        let (poll, sent) = try await node.scene()

        await poll.start()

        guard case .notMinedYet(let message) = poll.state.status else {
            Issue.record("expected notMinedYet, got \(poll.state.status)")
            return
        }
        #expect(message.contains(sent.description))
        #expect(poll.state.isDoneEnabled)
    }

    @Test(
        "the receipt is asked for as often as the policy says, each look-up that found none said",
        arguments: PayingAccount.allCases)
    func triesAsThePolicySays(account: PayingAccount) async throws {
        let node = ReceiptNode(account)
        let (poll, _) = try await node.scene()

        await poll.start()

        #expect(node.lookUps == 3)
        #expect(poll.state.lastLookUp == ReceiptLookUp(number: 2, tries: 3, nextIn: .seconds(2)))
    }

    @Test(
        "a node that stopped answering is said with its failure, and the wait ends as not mined yet, not failed",
        arguments: PayingAccount.allCases)
    func nodeStoppedAnswering(account: PayingAccount) async throws {
        // Arrange
        let node = ReceiptNode(account)
        let (poll, _) = try await node.scene()
        node.stopAnswering(.transport(.timedOut))
        // Act
        await poll.start()
        // Assert
        #expect(poll.state.lastLookUp?.problem == .transport(.timedOut))
        guard case .notMinedYet = poll.state.status else {
            Issue.record("expected notMinedYet, got \(poll.state.status)")
            return
        }
        #expect(node.lookUps == 3)
    }

    @Test("a node that answers the look-up with an error ends the wait as failed, in ZhipCore's words")
    func failed() async throws {
        let node = ReceiptNode(.legacy)
        let (poll, _) = try await node.scene()
        node.stopAnswering(.invalidResponse("not JSON"))

        await poll.start()

        #expect(
            poll.state.status == .failed(message: TransactionsError.service(.invalidResponse("not JSON")).description))
        #expect(node.lookUps == 1)
    }

    @Test("Done does nothing while waiting", arguments: PayingAccount.allCases)
    func doneNeedsAnAnswer(account: PayingAccount) async throws {
        let (poll, _) = try await ReceiptNode(account).scene()
        let recorder = StepRecorder(poll.navigator)

        poll.didTapDone()

        #expect(recorder.steps.isEmpty)
        #expect(poll.state.isDoneEnabled == false)
    }

    @Test("skipping leaves at once, the transaction and its network still shown", arguments: PayingAccount.allCases)
    func skipLeaves(account: PayingAccount) async throws {
        let (poll, sent) = try await ReceiptNode(account).scene()
        let recorder = StepRecorder(poll.navigator)

        poll.didTapSkip()

        #expect(recorder.steps == [.skip])
        #expect(poll.state.transaction == sent)
        #expect(poll.state.network == (account == .legacy ? .mainnet : .devnet))
    }

    @Test("starting again does not ask twice", arguments: PayingAccount.allCases)
    func startOnce(account: PayingAccount) async throws {
        let node = ReceiptNode(account)
        let (poll, sent) = try await node.scene()
        try node.mine(sent, succeeded: true)

        await poll.start()
        await poll.start()

        #expect(node.lookUps == 1)
    }
}
