import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite struct EVMTokenPaymentTests {
    @Test("A token transfer is a call of the token's contract with value 0 and eth-abi's transfer call data")
    func aTransferCallsTheContract() async throws {
        let fixture = try TokenPaymentFixture()

        let payment = try await fixture.useCase.prepare(fixture.transfer())

        #expect(payment.transaction.to == fixture.token.contract)
        #expect(payment.transaction.value == 0)
        #expect(Hex.encode(payment.transaction.data) == TokenPaymentVectors.transferCall)
    }

    @Test("An approval carries eth-abi's approve call data for the spender")
    func anApprovalCallsApprove() async throws {
        let fixture = try TokenPaymentFixture()

        let payment = try await fixture.useCase.prepare(fixture.approval(fixture.amount))

        #expect(Hex.encode(payment.transaction.data) == TokenPaymentVectors.approveCall)
    }

    @Test("A token transfer signs to the very bytes eth-account signs for the same transaction")
    func theSignedTransferIsEthAccounts() async throws {
        let fixture = try TokenPaymentFixture()
        let payment = try await fixture.useCase.prepare(fixture.transfer())

        _ = await fixture.useCase.send(.evm(payment), signingWith: TestWallets.keyPair)

        #expect(fixture.node.sentTransactions.map { Hex.encode($0.raw) } == [TokenPaymentVectors.signedTransfer])
    }

    @Test("A token call's gas limit is the node's estimate")
    func theGasIsTheEstimate() async throws {
        let fixture = try TokenPaymentFixture()

        let payment = try await fixture.useCase.prepare(fixture.transfer())

        #expect(payment.transaction.gasLimit == TokenPaymentVectors.gas)
    }

    @Test("An estimate above the token gas ceiling is refused")
    func anEstimateAboveTheCeilingIsRefused() async throws {
        let fixture = try TokenPaymentFixture()
        fixture.node.setGasEstimate(.success(EVMPaymentRules.maximumTokenGas + 1), to: fixture.token.contract)

        await #expect(throws: TransactionsError.tokenGasAboveCeiling(500_001, ceiling: 500_000)) {
            try await fixture.useCase.prepare(fixture.transfer())
        }
    }

    @Test("The transfer is simulated from the sender before it is signed")
    func theTransferIsSimulatedFromTheSender() async throws {
        let fixture = try TokenPaymentFixture()
        let draft = fixture.transfer()

        _ = try await fixture.useCase.prepare(draft)

        let simulated = EVMCallRequest(
            from: fixture.sender, to: fixture.token.contract, data: draft.intent.calldata(for: draft.to))
        #expect(fixture.node.callRequests.contains(simulated))
    }

    @Test("A simulated revert is refused with the token's own reason decoded")
    func aRevertIsRefusedWithItsReason() async throws {
        let fixture = try TokenPaymentFixture()
        let draft = fixture.transfer()
        let data = try Hex.decode(TokenPaymentVectors.revertData)
        fixture.simulate(draft, answering: .failure(.executionReverted(method: "eth_call", data: data)))

        await #expect(
            throws: TransactionsError.tokenCallReverted(fixture.token, reason: .error(TokenPaymentVectors.revertReason))
        ) { try await fixture.useCase.prepare(draft) }
    }

    @Test("A simulated transfer that returns false is refused")
    func aFalseReturnIsRefused() async throws {
        let fixture = try TokenPaymentFixture()
        let draft = fixture.transfer()
        fixture.simulate(draft, answering: .success(UInt256.zero.bigEndianBytes))

        await #expect(throws: TransactionsError.tokenReturnedFalse(fixture.token)) {
            try await fixture.useCase.prepare(draft)
        }
    }

    @Test("A simulated transfer that returns nothing counts as success, as USDT's does")
    func anEmptyReturnIsSuccess() async throws {
        let fixture = try TokenPaymentFixture()
        let draft = fixture.transfer()
        fixture.simulate(draft, answering: .success([]))

        let payment = try await fixture.useCase.prepare(draft)

        #expect(payment.intent == draft.intent)
    }

    @Test("A simulated transfer returning what is not a boolean is refused as not a token")
    func aNonBooleanReturnIsRefused() async throws {
        let fixture = try TokenPaymentFixture()
        let draft = fixture.transfer()
        fixture.simulate(draft, answering: .success(UInt256(2 as UInt64).bigEndianBytes))

        await #expect(throws: TransactionsError.tokenUnreadable(fixture.token)) {
            try await fixture.useCase.prepare(draft)
        }
    }

    @Test("A transfer above the token balance is refused with both amounts")
    func aTransferAboveTheBalanceIsRefused() async throws {
        let fixture = try TokenPaymentFixture(tokenBalance: 12_000_000)

        let error = await #expect(throws: TransactionsError.self) {
            try await fixture.useCase.prepare(fixture.transfer())
        }

        #expect(error == .insufficientTokenBalance(fixture.token, required: fixture.amount, balance: 12_000_000))
        #expect(error?.description.contains("12.5 USDT") == true)
    }

    @Test("A token transfer whose ZIL does not cover the most the fee can be is refused")
    func tooLittleZILForTheFeeIsRefused() async throws {
        let fixture = try TokenPaymentFixture(zil: Wei(wei: 52_000 * 4_761_904_800_000 - 1))

        let error = await #expect(throws: TransactionsError.self) {
            try await fixture.useCase.prepare(fixture.transfer())
        }

        guard case .insufficientEVMFunds(let required, _, _) = error else {
            Issue.record("expected insufficientEVMFunds, got \(String(describing: error))")
            return
        }
        #expect(required == Wei(wei: 52_000 * 4_761_904_800_000))
    }

    @Test("A contract that answers balanceOf with nothing is refused as not a token")
    func noBalanceAnswerIsNotAToken() async throws {
        let fixture = try TokenPaymentFixture()
        fixture.node.setCallAnswer(.success([]), to: fixture.token.contract, data: ERC20.balanceOfCall(fixture.sender))

        await #expect(throws: TransactionsError.tokenUnreadable(fixture.token)) {
            try await fixture.useCase.prepare(fixture.transfer())
        }
    }

    @Test("An approval above the token balance is not refused: an allowance is not a payment")
    func anApprovalAboveTheBalanceIsPrepared() async throws {
        let fixture = try TokenPaymentFixture(tokenBalance: 1)

        let payment = try await fixture.useCase.prepare(fixture.approval(fixture.amount))

        #expect(payment.tokenBalance == 1)
    }

    @Test("A token call's gas limit given below its call data's intrinsic gas is refused")
    func aGasLimitBelowTheIntrinsicGasIsRefused() async throws {
        let fixture = try TokenPaymentFixture()
        var draft = fixture.transfer()
        draft.gasLimit = TokenPaymentVectors.transferIntrinsicGas - 1

        await #expect(
            throws: TransactionsError.evmGasLimitBelowIntrinsic(
                TokenPaymentVectors.transferIntrinsicGas - 1, intrinsic: TokenPaymentVectors.transferIntrinsicGas)
        ) { try await fixture.useCase.prepare(draft) }
    }

    @Test("The intrinsic gas of a transfer's call data is EIP-2028's count")
    func theIntrinsicGasIsEIP2028s() throws {
        let data = try Hex.decode(TokenPaymentVectors.transferCall)

        #expect(EVMPaymentRules.intrinsicGas(of: data) == TokenPaymentVectors.transferIntrinsicGas)
    }

    @Test("The review shows the token's recipient and the amount in the token's units")
    func theSummaryShowsTheToken() async throws {
        let fixture = try TokenPaymentFixture()
        let payment = try await fixture.useCase.prepare(fixture.transfer())

        let summary = PaymentSummary(payment, network: .mainnet, recipientGivenAsBech32: false)

        #expect(summary.to == fixture.recipient.checksummed)
        #expect(summary.token?.amountText == "12.5 USDT")
    }
}
