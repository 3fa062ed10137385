import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Prepare scene: the legacy account's form", .container)
@MainActor
struct LegacyPaymentFormTests {
    private let fixtures = LegacySendFixtures()
    private var balances: FakeBalancesUseCase { fixtures.balances }
    private var wallets: FakeWalletUseCase { fixtures.wallets }

    /// The scene over the fixtures, its nodes registered.
    private func makeViewModel() -> PreparePaymentViewModel {
        fixtures.register()
        return PreparePaymentViewModel(form: fixtures.form())
    }

    /// A started scene with a valid recipient and `amount`.
    private func filledIn(amount: String = "1") async -> PreparePaymentViewModel {
        let viewModel = makeViewModel()
        await viewModel.start()
        viewModel.didEditRecipient(SendFixtures.recipient.bech32)
        viewModel.didEndEditingRecipient()
        viewModel.didEditAmount(amount)
        viewModel.didEndEditingAmount()
        return viewModel
    }

    // MARK: - Loading

    @Test("starting fills in the network's minimum gas price, in Li")
    func gasPriceFilledIn() async {
        let viewModel = makeViewModel()
        await viewModel.start()
        #expect(viewModel.state.feeField(.gasPrice)?.label == "Gas price in Li (min 2000)")
        #expect(viewModel.state.feeField(.gasPrice)?.text == "2000")
        #expect(viewModel.state.feeField(.gasPrice)?.display == .valid)
    }

    @Test("the cached balance shows first, then the one fetched for the wallet's address")
    func cachedThenFetchedBalance() async {
        let cached = CachedBalance(amount: Amount(5, unit: .zil), updatedAt: Date(timeIntervalSince1970: 0))
        let cachedFirst = FakeBalancesUseCase(cachedBalance: cached)
        let viewModel = PreparePaymentViewModel(
            form: LegacyPaymentForm(
                walletStorage: wallets, balanceCache: cachedFirst, fetchBalance: cachedFirst, gasPrice: cachedFirst))
        var shown: [ZILAmount?] = []
        viewModel.onChange = { shown.append($0.balance) }
        await viewModel.start()
        #expect(shown.contains(.qa(Amount(5, unit: .zil))))
        #expect(viewModel.state.balance == .qa(Amount(100, unit: .zil)))
        #expect(cachedFirst.balanceRequests == [TestWallets.wallet.address])
    }

    @Test("a gas price that cannot be fetched is shown, and Continue stays off")
    func gasPriceFailureShown() async {
        balances.setError(.service(.transport(.connectionRefused)), for: .minimumGasPrice)
        let viewModel = await filledIn()
        #expect(viewModel.state.errorMessage == TransactionsError.service(.transport(.connectionRefused)).description)
        #expect(viewModel.state.isContinueEnabled == false)
    }

    @Test("when both fetches fail for the same reason, the reason is said once, and the gas price is still asked")
    func sameFailureOnce() async {
        let error = TransactionsError.service(.transport(.connectionRefused))
        balances.setError(error, for: .minimumGasPrice)
        balances.setError(error, for: .fetchBalance)
        let viewModel = makeViewModel()
        await viewModel.start()
        #expect(viewModel.state.errorMessage == error.description)
        #expect(balances.calls(to: .fetchBalance) == 1)
    }

    @Test("starting again after a failure clears the message once everything loads")
    func retryClearsError() async {
        balances.setError(.service(.transport(.connectionRefused)), for: .minimumGasPrice)
        let viewModel = makeViewModel()
        await viewModel.start()
        balances.setError(nil, for: .minimumGasPrice)
        await viewModel.start()
        #expect(viewModel.state.errorMessage == nil)
        #expect(viewModel.state.feeField(.gasPrice)?.label == "Gas price in Li (min 2000)")
    }

    @Test("a balance that cannot be fetched is shown")
    func balanceFailureShown() async {
        let error = TransactionsError.networkSetting(.lost(movedTo: "elsewhere"))
        balances.setError(error, for: .fetchBalance)
        let viewModel = makeViewModel()
        await viewModel.start()
        #expect(viewModel.state.errorMessage == error.description)
        #expect(viewModel.state.isLoading == false)
    }

    @Test("with no saved wallet the scene says so and Continue stays off")
    func noWallet() async {
        let viewModel = PreparePaymentViewModel(form: fixtures.form(walletStorage: FakeWalletUseCase()))
        await viewModel.start()
        #expect(viewModel.state.errorMessage?.contains("No wallet is saved") == true)
        #expect(viewModel.state.isContinueEnabled == false)
    }

    @Test("a wallet that cannot be read is shown")
    func unreadableWallet() async {
        wallets.error = .walletAlreadySaved
        let viewModel = makeViewModel()
        await viewModel.start()
        #expect(viewModel.state.errorMessage == WalletError.walletAlreadySaved.description)
    }

    // MARK: - Fields

    @Test("a valid recipient shows as valid at once, in any form")
    func recipientValidAtOnce() {
        let viewModel = makeViewModel()
        viewModel.didEditRecipient(SendFixtures.recipient.checksummed)
        #expect(viewModel.state.recipient == .valid)
    }

    @Test("an amount that is not a number says so after editing")
    func amountNotANumber() async {
        let viewModel = await filledIn(amount: "abc")
        #expect(viewModel.state.amount == .invalid(ValidationMessage("String not a number")))
        #expect(viewModel.state.isContinueEnabled == false)
    }

    @Test("the fee and total follow the gas price: 50 gas at 2000 Li is 0.1 ZIL, at 3000 Li 0.15 ZIL")
    func liveCost() async {
        let viewModel = await filledIn(amount: "1")
        #expect(viewModel.state.fee == .qa(Amount(qa: 100_000_000_000)))
        #expect(viewModel.state.total == .qa(Amount(qa: 1_100_000_000_000)))
        viewModel.didEditFee(.gasPrice, "3000")
        #expect(viewModel.state.fee == .qa(Amount(qa: 150_000_000_000)))
        #expect(viewModel.state.total == .qa(Amount(qa: 1_150_000_000_000)))
    }

    @Test("a larger gas limit leaves the fee as it is: the network charges 50 gas whatever the limit")
    func gasLimitLeavesTheFee() async {
        let viewModel = await filledIn(amount: "1")

        viewModel.didEditFee(.gasLimit, "100")

        #expect(viewModel.state.fee == .qa(Amount(qa: 100_000_000_000)))
    }

    @Test("more than the balance can cover says Insufficient funds after editing, and Continue stays off")
    func insufficientFunds() async {
        let viewModel = makeViewModel()
        await viewModel.start()
        viewModel.didEditRecipient(SendFixtures.recipient.bech32)
        viewModel.didEditAmount("100")
        #expect(viewModel.state.amount == .neutral)
        viewModel.didEndEditingAmount()
        #expect(viewModel.state.amount == .invalid(ValidationMessage("Insufficient funds")))
        #expect(viewModel.state.isContinueEnabled == false)
    }

    @Test("a gas limit below 50 says Must be at least 50")
    func gasLimitTooLow() async {
        let viewModel = await filledIn()
        viewModel.didEditFee(.gasLimit, "49")
        viewModel.didEndEditingFee(.gasLimit)
        #expect(viewModel.state.feeField(.gasLimit)?.display == .invalid(ValidationMessage("Must be at least 50")))
        #expect(viewModel.state.fee == nil)
        #expect(viewModel.state.isContinueEnabled == false)
    }

    @Test("a gas price below the network's minimum says the minimum")
    func gasPriceTooLow() async {
        let viewModel = await filledIn()
        viewModel.didEditFee(.gasPrice, "1000")
        viewModel.didEndEditingFee(.gasPrice)
        #expect(viewModel.state.feeField(.gasPrice)?.display == .invalid(ValidationMessage("Must be at least 2000 Li")))
        #expect(viewModel.state.isContinueEnabled == false)
    }

    @Test("a gas price typed before the minimum is known is kept and checked once it is")
    func gasPriceTypedEarly() async {
        let viewModel = makeViewModel()
        viewModel.didEditFee(.gasPrice, "3000")
        #expect(viewModel.state.feeField(.gasPrice)?.display == .neutral)
        await viewModel.start()
        #expect(viewModel.state.feeField(.gasPrice)?.text == "3000")
        #expect(viewModel.state.feeField(.gasPrice)?.display == .valid)
    }

    @Test("Max fills in the balance minus the fee")
    func maxAmount() async {
        let viewModel = makeViewModel()
        await viewModel.start()
        viewModel.didEditRecipient(SendFixtures.recipient.bech32)
        viewModel.didTapMaxAmount()
        #expect(viewModel.state.amountText == "99.9")
        #expect(viewModel.state.total == .qa(Amount(100, unit: .zil)))
        #expect(viewModel.state.isContinueEnabled)
    }

    @Test(
        "after Max, a larger gas price lowers the amount with the fee, a larger gas limit does not: never Insufficient funds"
    )
    func maxFollowsTheGasFields() async {
        // Arrange
        let viewModel = makeViewModel()
        await viewModel.start()
        viewModel.didEditRecipient(SendFixtures.recipient.bech32)
        viewModel.didTapMaxAmount()
        // Act: the gas limit doubles (the fee stays), then the price goes up by half.
        viewModel.didEditFee(.gasLimit, "100")
        let afterLimit = viewModel.state.amountText
        viewModel.didEditFee(.gasPrice, "3000")
        // Assert
        #expect(afterLimit == "99.9")
        #expect(viewModel.state.amountText == "99.85")
        #expect(viewModel.state.total == .qa(Amount(100, unit: .zil)))
        #expect(viewModel.state.isContinueEnabled)
    }

    @Test("typing an amount after Max stops it following the fee")
    func typedAmountStopsFollowing() async {
        let viewModel = makeViewModel()
        await viewModel.start()
        viewModel.didEditRecipient(SendFixtures.recipient.bech32)
        viewModel.didTapMaxAmount()
        viewModel.didEditAmount("5")
        viewModel.didEditFee(.gasLimit, "100")
        #expect(viewModel.state.amountText == "5")
    }

    @Test("Max does nothing before the balance is known")
    func maxAmountNeedsBalance() {
        let viewModel = makeViewModel()
        #expect(viewModel.state.isMaxAmountEnabled == false)
        viewModel.didTapMaxAmount()
        #expect(viewModel.state.amountText == "")
    }

    // MARK: - Continue and cancel

    @Test("Continue prepares the typed payment from the wallet's legacy account in a session, then its review")
    func continueReviews() async throws {
        // Arrange
        let viewModel = await filledIn(amount: "1")
        let recorder = StepRecorder(viewModel.navigator)
        // Act
        await viewModel.didTapContinue()
        // Assert
        guard case .review(_, let prepared) = recorder.steps.first else {
            Issue.record("expected .review, got \(recorder.steps), \(viewModel.state.errorMessage ?? "")")
            return
        }
        let payment = try #require(prepared.transaction?.legacy)
        #expect(payment.recipient == SendFixtures.recipient)
        #expect(payment.amount == Amount(1, unit: .zil))
        #expect(payment.gasPrice == Amount(2000, unit: .li))
        #expect(payment.gasLimit == 50)
        #expect(payment.nonce == 1)
        #expect(prepared.facts.sender == EVMAddress(TestWallets.wallet.address))
        #expect(fixtures.zilliqa.balanceRequests == [TestWallets.wallet.address])
    }

    @Test("Continue does nothing while a field is invalid: the node is not asked")
    func continueDisabled() async {
        // Arrange
        let viewModel = await filledIn(amount: "abc")
        let recorder = StepRecorder(viewModel.navigator)
        // Act
        await viewModel.didTapContinue()
        // Assert
        #expect(recorder.steps.isEmpty)
        #expect(fixtures.zilliqa.calls(to: .paymentState) == 0)
    }

    @Test("a balance the node says no longer covers the payment is refused by the funds rule, and the scene stays")
    func prepareRefusalShown() async {
        // Arrange
        fixtures.zilliqa.setAccount(
            AccountBalance(balance: Amount(1, unit: .zil), nonce: 0), for: LegacySendFixtures.sender)
        let viewModel = await filledIn()
        let recorder = StepRecorder(viewModel.navigator)
        // Act
        await viewModel.didTapContinue()
        // Assert
        #expect(viewModel.state.errorMessage?.hasPrefix("insufficient funds") == true)
        #expect(viewModel.state.errorMessage?.hasSuffix("(rule funds)") == true)
        #expect(recorder.steps.isEmpty)
        #expect(viewModel.state.isPreparing == false)
        #expect(viewModel.state.isContinueEnabled)
    }
}
