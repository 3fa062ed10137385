import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The Swap scene's swap in the send flow: prepared by a session and reviewed, signed and waited
/// for in the same scenes as any payment; a token the router may not spend yet approved first,
/// for exactly what the swap may take, in its own review.
@Suite("Send flow: a swap", .container)
@MainActor
struct SendCoordinatorSwapTests {
    private let presenter = RecordingPresenter()
    private let fixtures = SwapFixtures()
    private let wallets = FakeWalletUseCase(savedWallet: EVMSendFixtures.evmWallet)

    private func startFlow(_ swap: TokenSwap) async -> (SendCoordinator, OutcomeBox) {
        fixtures.nodes.registerFlow(wallets: wallets)
        let clock = MiningClock(evm: fixtures.evm)
        Container.shared.clock.register { clock }
        let coordinator = SendCoordinator(
            presenter: presenter, swapping: swap, from: EVMSendFixtures.sender,
            pollingPolicy: EVMSendFixtures.quickPolling)
        let outcomes = OutcomeBox()
        coordinator.onFinish = { outcomes.outcomes.append($0) }
        await coordinator.start()
        return (coordinator, outcomes)
    }

    /// Signs the review shown, waits for its receipt (mined at the first wait, ``MiningClock``) and taps Done;
    /// returns what was sent.
    private func signAndSeeMined(in coordinator: SendCoordinator) async throws -> SignedEVMTransaction {
        let sign = try await presenter.reviewAndTypePassword { await coordinator.waitUntilIdle() }
        let count = fixtures.evm.sentTransactions.count
        await sign.didTapConfirm()
        await coordinator.waitUntilIdle()
        let sent = try #require(fixtures.evm.sentTransactions.dropFirst(count).first)
        let poll = try #require(presenter.current(as: PollPaymentViewModel.self))
        poll.didTapDone()
        await coordinator.waitUntilIdle()
        return sent
    }

    @Test("ZIL for a token goes to the swap's review, and is signed once, to the router")
    func zilForToken() async throws {
        fixtures.quoteOneZILForTUSD()
        let (coordinator, outcomes) = await startFlow(
            SwapFixtures.swap(SwapFixtures.oneZIL, from: .zil, to: .token(SwapFixtures.tusd)))
        let review = try #require(presenter.current(as: ReviewPaymentViewModel.self))
        #expect(review.state.summary.swap?.routeText == "ZIL → TUSD")

        let sent = try await signAndSeeMined(in: coordinator)

        #expect(fixtures.evm.sentTransactions.count == 1)
        #expect(sent.transaction.to == SwapFixtures.exchange.router)
        #expect(sent.transaction.value == 1_000_000_000_000_000_000)
        #expect(outcomes.outcomes == [.sent(.evm(try EVMHash(bytes: sent.hash)))])
    }

    /// 5 TUSD for ZIL: the router quotes it and the account holds 9 TUSD, allowing it `allowance`.
    private func quoteFiveTUSDForZIL(allowance: UInt256) -> TokenSwap {
        let units = UInt256(5_000_000)
        fixtures.quote(
            units, for: UInt256(1_600_000_000_000_000_000 as UInt128),
            path: [SwapFixtures.tusd.contract, SwapFixtures.wzil],
            reserveIn: UInt256(3_000_000_000), reserveOut: UInt256(1_000_000_000_000_000_000_000 as UInt128))
        fixtures.tokenAccount(balance: UInt256(9_000_000), allowance: allowance)
        return SwapFixtures.swap(units, from: .token(SwapFixtures.tusd), to: .zil)
    }

    @Test("once the approval is mined the swap is signed too: the approval, then the swap, to the router")
    func approvalThenSwap() async throws {
        let (coordinator, outcomes) = await startFlow(quoteFiveTUSDForZIL(allowance: .zero))
        fixtures.tokenAccount(balance: UInt256(9_000_000), allowance: UInt256(5_000_000))
        _ = try await signAndSeeMined(in: coordinator)

        let swap = try await signAndSeeMined(in: coordinator)

        #expect(
            fixtures.evm.sentTransactions.map(\.transaction.to) == [
                SwapFixtures.tusd.contract, SwapFixtures.exchange.router,
            ])
        #expect(outcomes.outcomes == [.sent(.evm(try EVMHash(bytes: swap.hash)))])
        #expect(presenter.modals.isEmpty)
    }

    @Test("a token without the router's allowance reviews the approval of exactly the amount first, then the swap")
    func approvalFirst() async throws {
        let units = UInt256(5_000_000)
        let (coordinator, outcomes) = await startFlow(quoteFiveTUSDForZIL(allowance: .zero))
        let approvalReview = try #require(presenter.current(as: ReviewPaymentViewModel.self))
        #expect(approvalReview.state.summary.swap == nil)
        #expect(approvalReview.state.summary.kind == .approval)
        #expect(approvalReview.state.summary.counterparty == SwapFixtures.exchange.router)

        // What the approval will allow once mined, read when the swap is prepared again.
        fixtures.tokenAccount(balance: UInt256(9_000_000), allowance: units)

        let approval = try await signAndSeeMined(in: coordinator)

        #expect(
            approval.transaction.data
                == ERC20.approveCall(spender: SwapFixtures.exchange.router, amount: units))
        let swapReview = try #require(presenter.current(as: ReviewPaymentViewModel.self))
        #expect(swapReview.state.summary.swap?.routeText == "TUSD → ZIL")
        #expect(outcomes.outcomes.isEmpty)
    }
}

/// The outcomes a flow ended with, in order.
@MainActor
final class OutcomeBox {
    var outcomes: [SendCoordinator.Outcome] = []
}

/// A clock that returns at once, the last transaction sent mined (succeeded) at each wait.
private struct MiningClock: MonotonicClock {
    let evm: FakeEVMService
    private let clock = ImmediateClock()

    init(evm: FakeEVMService) {
        self.evm = evm
    }

    var now: ContinuousClock.Instant { clock.now }

    func sleep(for duration: Duration) async throws {
        if let sent = evm.sentTransactions.last, let hash = try? EVMHash(bytes: sent.hash),
            let receipt = try? EVMSendFixtures.receipt(of: hash, succeeded: true, to: sent.transaction.to)
        {
            evm.setReceipt(receipt, for: hash)
        }
        try await clock.sleep(for: duration)
    }
}
