import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A token's transfer and approval through the payment session: the call, its simulation and
/// estimate in the one batch, and the refusals of what the token or the balances say.
@Suite("Token payments", .container)
struct EVMTokenPaymentTests {
    @Test("A token transfer is a call of the token's contract with value 0 and eth-abi's transfer call data")
    func aTransferCallsTheContract() async throws {
        let fixture = try TokenPaymentFixture()

        let transaction = try #require(try await fixture.world.session(fixture.transfer()).prepare().transaction?.evm)

        #expect(transaction.to == fixture.token.contract)
        #expect(transaction.value == 0)
        #expect(Hex.encode(transaction.data) == TokenPaymentVectors.transferCall)
    }

    @Test("An approval carries eth-abi's approve call data for the spender")
    func anApprovalCallsApprove() async throws {
        let fixture = try TokenPaymentFixture()

        let transaction = try #require(
            try await fixture.world.session(fixture.approval(fixture.amount)).prepare().transaction?.evm)

        #expect(Hex.encode(transaction.data) == TokenPaymentVectors.approveCall)
    }

    @Test("A token transfer signs to the very bytes eth-account signs for the same transaction")
    func theSignedTransferIsEthAccounts() async throws {
        let fixture = try TokenPaymentFixture()

        _ = try await fixture.pay(fixture.transfer())

        #expect(fixture.node.sentTransactions.map { Hex.encode($0.raw) } == [TokenPaymentVectors.signedTransfer])
    }

    @Test("A token call's gas limit is the node's estimate")
    func theGasIsTheEstimate() async throws {
        let fixture = try TokenPaymentFixture()

        let prepared = try await fixture.world.session(fixture.transfer()).prepare()

        #expect(prepared.transaction?.evm?.gasLimit == TokenPaymentVectors.gas)
        #expect(prepared.facts.gas.estimated)
    }

    @Test("An estimate above the token gas ceiling is refused by rule gas-limit, telling not to send it")
    func anEstimateAboveTheCeilingIsRefused() async throws {
        let fixture = try TokenPaymentFixture()
        fixture.node.setGasEstimate(.success(EVMGas.maximumTokenCall + 1), to: fixture.token.contract)

        let error = await #expect(throws: TransactionsError.self) {
            try await fixture.world.session(fixture.transfer()).prepare()
        }

        let refusal = try #require(error?.ruleRefusal)
        #expect(refusal.rule == "gas-limit")
        #expect(refusal.reason.contains("the node estimates 500001 gas, above 500000"))
        #expect(refusal.nextStep == "do not send it")
    }

    @Test("The transfer is simulated from the sender before it is signed")
    func theTransferIsSimulatedFromTheSender() async throws {
        let fixture = try TokenPaymentFixture()
        let order = fixture.transfer()

        _ = try await fixture.world.session(order).prepare()

        let simulated = EVMCallRequest(
            from: fixture.sender, to: fixture.token.contract, data: order.intent.calldata ?? [])
        #expect(fixture.node.callRequests.contains(simulated))
    }

    @Test("A simulated revert is refused with the token's own reason decoded")
    func aRevertIsRefusedWithItsReason() async throws {
        let fixture = try TokenPaymentFixture()
        let order = fixture.transfer()
        let data = try Hex.decode(TokenPaymentVectors.revertData)
        fixture.simulate(order, answering: .failure(.executionReverted(method: "eth_call", data: data)))

        await #expect(
            throws: TransactionsError.tokenCallReverted(fixture.token, reason: .error(TokenPaymentVectors.revertReason))
        ) { try await fixture.world.session(order).prepare() }
    }

    @Test("A simulated transfer that returns false is refused")
    func aFalseReturnIsRefused() async throws {
        let fixture = try TokenPaymentFixture()
        let order = fixture.transfer()
        fixture.simulate(order, answering: .success(UInt256.zero.bigEndianBytes))

        await #expect(throws: TransactionsError.tokenReturnedFalse(fixture.token)) {
            try await fixture.world.session(order).prepare()
        }
    }

    @Test("A simulated transfer that returns nothing counts as success, as USDT's does")
    func anEmptyReturnIsSuccess() async throws {
        let fixture = try TokenPaymentFixture()
        let order = fixture.transfer()
        fixture.simulate(order, answering: .success([]))

        let prepared = try await fixture.world.session(order).prepare()

        #expect(prepared.isComplete)
    }

    @Test("A simulated transfer returning what is not a boolean is refused as not a token")
    func aNonBooleanReturnIsRefused() async throws {
        let fixture = try TokenPaymentFixture()
        let order = fixture.transfer()
        fixture.simulate(order, answering: .success(UInt256(2 as UInt64).bigEndianBytes))

        await #expect(throws: TransactionsError.tokenUnreadable(fixture.token)) {
            try await fixture.world.session(order).prepare()
        }
    }

    @Test("A transfer above the token balance is refused by rule funds with both amounts")
    func aTransferAboveTheBalanceIsRefused() async throws {
        let fixture = try TokenPaymentFixture(tokenBalance: 12_000_000)

        let error = await #expect(throws: TransactionsError.self) {
            try await fixture.world.session(fixture.transfer()).prepare()
        }

        let refusal = try #require(error?.ruleRefusal)
        #expect(refusal.rule == "funds")
        #expect(refusal.reason.contains("needs 12.5 USDT"))
        #expect(refusal.reason.contains("the balance is 12 USDT"))
    }

    @Test("A token transfer whose ZIL does not cover the most the fee can be is refused by rule funds")
    func tooLittleZILForTheFeeIsRefused() async throws {
        let fixture = try TokenPaymentFixture(zil: Wei(wei: 52_000 * 4_761_904_800_000 - 1))

        let error = await #expect(throws: TransactionsError.self) {
            try await fixture.world.session(fixture.transfer()).prepare()
        }

        let refusal = try #require(error?.ruleRefusal)
        #expect(refusal.rule == "funds")
        #expect(refusal.reason.contains("(\(52_000 * 4_761_904_800_000 as UInt128) wei)"))
        #expect(refusal.nextStep == "fund the account with ZIL for the fee first")
    }

    @Test("A contract that answers balanceOf with nothing is refused as not a token")
    func noBalanceAnswerIsNotAToken() async throws {
        let fixture = try TokenPaymentFixture()
        fixture.node.setCallAnswer(.success([]), to: fixture.token.contract, data: ERC20.balanceOfCall(fixture.sender))

        await #expect(throws: TransactionsError.tokenUnreadable(fixture.token)) {
            try await fixture.world.session(fixture.transfer()).prepare()
        }
    }

    @Test("An approval above the token balance is prepared: an allowance is not a payment")
    func anApprovalAboveTheBalanceIsPrepared() async throws {
        let fixture = try TokenPaymentFixture(tokenBalance: 1)

        let prepared = try await fixture.world.session(fixture.approval(fixture.amount)).prepare()

        #expect(prepared.summary.token?.amountText == "12.5 USDT")
    }

    @Test("A token call's gas limit given below its call data's intrinsic gas is refused by rule gas-limit")
    func aGasLimitBelowTheIntrinsicGasIsRefused() async throws {
        let fixture = try TokenPaymentFixture()
        let order = fixture.transfer(gasLimit: TokenPaymentVectors.transferIntrinsicGas - 1)

        let error = await #expect(throws: TransactionsError.self) { try await fixture.world.session(order).prepare() }

        #expect(error?.ruleRefusal?.rule == "gas-limit")
        #expect(
            error?.ruleRefusal?.nextStep.hasPrefix("give at least \(TokenPaymentVectors.transferIntrinsicGas)") == true)
    }

    @Test("The intrinsic gas of a transfer's call data is EIP-2028's count")
    func theIntrinsicGasIsEIP2028s() throws {
        let data = try Hex.decode(TokenPaymentVectors.transferCall)

        #expect(EVMGas.intrinsic(of: data) == TokenPaymentVectors.transferIntrinsicGas)
    }

    @Test("The review shows the token's recipient and the amount in the token's units")
    func theSummaryShowsTheToken() async throws {
        let fixture = try TokenPaymentFixture()

        let summary = try await fixture.world.session(fixture.transfer()).prepare().summary

        #expect(summary.to == fixture.recipient.checksummed)
        #expect(summary.token?.amountText == "12.5 USDT")
        #expect(summary.question == "Send 12.5 USDT to \(fixture.recipient.checksummed)?")
    }
}
