import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The Sign scene of an EVM payment reviewed in a real session, over a fake node.
@Suite("Sign scene: a payment from the EVM account", .container)
@MainActor
struct SignPaymentViewModelEVMTests {
    let fixtures = EVMSendFixtures()
    let wallets = FakeWalletUseCase(savedWallet: EVMSendFixtures.evmWallet)

    private func scene(_ session: PaymentSession, _ prepared: PreparedPayment) -> SignPaymentViewModel {
        SignPaymentViewModel(session: session, payment: prepared, walletStorage: wallets, extractKeyPair: wallets)
    }

    /// A scene whose send lost the node's answer: the payment is in doubt.
    private func sentWithLostAnswer() async throws -> (
        SignPaymentViewModel, StepRecorder<SignPaymentViewModel.Step>, EVMHash
    ) {
        let (session, prepared) = try await fixtures.reviewed()
        let hash = try EVMSendFixtures.hash(of: prepared)
        fixtures.evm.scriptSends([.reject(EVMServiceError.sendOutcomeUnknown(hash, .timedOut))])
        let sign = scene(session, prepared)
        let steps = StepRecorder(sign.navigator)
        sign.didEditPassword(TestWallets.password)
        await sign.didTapConfirm()
        return (sign, steps, hash)
    }

    @Test("the right password sends the reviewed transaction once and moves on with its hash")
    func sendsOnce() async throws {
        let (session, prepared) = try await fixtures.reviewed()
        let sign = scene(session, prepared)
        let steps = StepRecorder(sign.navigator)
        sign.didEditPassword(TestWallets.password)

        await sign.didTapConfirm()
        await sign.didTapConfirm()

        #expect(steps.steps == [.sent(.evm(try EVMSendFixtures.hash(of: prepared)))])
        #expect(fixtures.evm.sentTransactions.map(\.transaction) == [try #require(prepared.transaction?.evm)])
        #expect(sign.state.isSent)
        #expect(!sign.state.isCancelEnabled)
    }

    @Test("a wrong password is said, nothing is sent, and it can be typed again")
    func wrongPassword() async throws {
        let (session, prepared) = try await fixtures.reviewed()
        let sign = scene(session, prepared)
        sign.didEditPassword("wrong")

        await sign.didTapConfirm()

        #expect(sign.state.errorMessage == SignPaymentViewModel.incorrectPassword)
        #expect(fixtures.evm.calls(to: .send) == 0)
        #expect(sign.state.isConfirmEnabled)
    }

    @Test("a lost answer shows the hash, says not to make it a new payment, and Confirm sends nothing more")
    func unknownOutcome() async throws {
        let (sign, steps, hash) = try await sentWithLostAnswer()

        sign.didEditPassword(TestWallets.password)
        await sign.didTapConfirm()

        #expect(sign.state.sentInDoubt == .evm(hash))
        #expect(sign.state.errorMessage?.contains(hash.hex) == true)
        #expect(sign.state.errorMessage?.contains("Do not make it a new payment") == true)
        #expect(!sign.state.isConfirmEnabled)
        #expect(fixtures.evm.calls(to: .send) == 1)
        #expect(steps.steps.isEmpty)
    }

    @Test("leaving with a payment in doubt says so to the flow")
    func leaveInDoubt() async throws {
        let (sign, steps, hash) = try await sentWithLostAnswer()

        sign.didTapCancel()

        #expect(steps.steps == [.leftInDoubt(.evm(hash))])
    }

    @Test("Check looks the payment up, finds it mined and moves on as sent, without sending")
    func checkFindsItMined() async throws {
        let (sign, steps, hash) = try await sentWithLostAnswer()
        fixtures.evm.setReceipt(try EVMSendFixtures.receipt(of: hash, succeeded: true), for: hash)

        await sign.didTapCheck()

        #expect(steps.steps == [.sent(.evm(hash))])
        #expect(fixtures.evm.calls(to: .receipt) == 1)
        #expect(fixtures.evm.calls(to: .send) == 1)
    }

    @Test("Check looks the payment up, finds it held in the node's pool and moves on as sent, without sending")
    func checkFindsItPending() async throws {
        let (sign, steps, hash) = try await sentWithLostAnswer()
        let held = EVMTransactionDetails(
            hash: hash, blockHash: nil, blockNumber: nil, transactionIndex: nil, from: EVMSendFixtures.sender,
            to: EVMSendFixtures.recipient, nonce: 4, value: Wei(wei: 1_500_000_000_000_000_000), gas: 21_000,
            gasPrice: Wei(wei: 4_761_904_800_000), maxFeePerGas: Wei(wei: 4_761_904_800_000),
            maxPriorityFeePerGas: .zero, chainID: Network.devnet.evmChainID, type: .eip1559)
        fixtures.evm.setTransaction(held, for: hash)

        await sign.didTapCheck()

        #expect(steps.steps == [.sent(.evm(hash))])
        #expect(fixtures.evm.calls(to: .send) == 1)
    }

    @Test("Check that finds nothing says it was not sent; leaving is then a plain cancel, and nothing is re-sent")
    func checkFindsNothing() async throws {
        let (sign, steps, _) = try await sentWithLostAnswer()

        await sign.didTapCheck()
        await sign.didTapConfirm()
        sign.didTapCancel()

        #expect(sign.state.isKnownNotSent)
        #expect(sign.state.errorMessage?.contains("it was not sent") == true)
        #expect(steps.steps == [.cancel])
        #expect(fixtures.evm.calls(to: .send) == 1)
    }

    @Test("Check that cannot reach the node says so, and can be tapped again")
    func checkFails() async throws {
        let (sign, steps, hash) = try await sentWithLostAnswer()
        fixtures.evm.setError(ZilliqaServiceError.transport(.timedOut), for: .receipt)

        await sign.didTapCheck()

        #expect(
            sign.state.errorMessage?.hasPrefix("The payment \(SentTransaction.evm(hash)) could not be looked up")
                == true)
        #expect(sign.state.isCheckEnabled)
        #expect(steps.steps.isEmpty)
    }

    @Test("cancel before sending leaves, nothing sent")
    func cancel() async throws {
        let (session, prepared) = try await fixtures.reviewed()
        let sign = scene(session, prepared)
        let steps = StepRecorder(sign.navigator)

        sign.didTapCancel()

        #expect(steps.steps == [.cancel])
        #expect(fixtures.evm.calls(to: .send) == 0)
    }
}
