import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("EVM send: the wait for the receipt")
@MainActor
struct PollEVMReceiptViewModelTests {
    let fixtures = EVMSendFixtures()
    let hash: EVMHash
    let noWaiting = PollingPolicy(tries: 3, baseDelay: .seconds(1), sleep: { _ in })

    init() throws {
        hash = try EVMHash(bytes: [UInt8](repeating: 0xAB, count: 32))
    }

    private func scene() -> PollEVMReceiptViewModel {
        PollEVMReceiptViewModel(hash: hash, policy: noWaiting, payments: fixtures.payments)
    }

    @Test("a receipt with status 1 is mined, and Done leaves")
    func mined() async throws {
        let receipt = try EVMSendFixtures.receipt(of: hash, succeeded: true)
        fixtures.evm.setReceipt(receipt, for: hash, afterLookUps: 1)
        let poll = scene()
        let steps = StepRecorder(poll.navigator)

        #expect(!poll.state.isDoneEnabled)
        await poll.start()
        poll.didTapDone()

        #expect(poll.state.status == .mined(receipt))
        #expect(steps.steps == [.finished])
    }

    @Test("a receipt with status 0 is failed on chain")
    func failedOnChain() async throws {
        let receipt = try EVMSendFixtures.receipt(of: hash, succeeded: false)
        fixtures.evm.setReceipt(receipt, for: hash)
        let poll = scene()

        await poll.start()

        #expect(poll.state.status == .failedOnChain(receipt))
    }

    @Test("no receipt within the tries is not mined yet, naming the hash")
    func notMinedYet() async {
        let poll = scene()

        await poll.start()

        guard case .notMinedYet(let message) = poll.state.status else {
            Issue.record("expected notMinedYet, got \(poll.state.status)")
            return
        }
        #expect(message.contains(hash.hex))
        #expect(fixtures.evm.calls(to: .receipt) == 3)
        #expect(poll.state.isDoneEnabled)
    }

    @Test("skipping leaves at once")
    func skip() {
        let poll = scene()
        let steps = StepRecorder(poll.navigator)

        poll.didTapSkip()

        #expect(steps.steps == [.skip])
        #expect(poll.state.hash == hash.hex)
    }
}
