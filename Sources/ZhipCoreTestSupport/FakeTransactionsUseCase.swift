public import Foundation
import Synchronization
public import ZhipCore
public import ZilliqaKit

/// A ``TransactionsUseCase`` for tests of what uses one (view models, commands): answers the
/// test sets, a call counter per method, and a record of what it was given; no network, no
/// files, no cryptography.
///
/// ```swift
/// let transactions = FakeTransactionsUseCase(account: AccountBalance(balance: Amount(5, unit: .zil), nonce: 2))
/// transactions.setError(.wrongPassword, for: .send)
/// Container.shared.transactionsUseCase.register { transactions }   // every facet sees it
/// Container.shared.paymentsUseCase.register { transactions }       // legacy payments too
/// …
/// #expect(transactions.calls(to: .send) == 1)
/// ```
/// ``prepare(_:)`` builds a real ``PreparedPayment`` from the draft and the configured
/// account with the real use case's ``ZhipCore/PreparedPayment/init(draft:sender:network:account:)``
/// (nonce + 1 unless the draft gives one; ``ZhipCore/PreparedPayment/nonceIsUsed`` alike), so an
/// amount the account cannot cover throws ``TransactionsError/insufficientFunds(balance:amount:fee:)``.
/// ``send(_:keystore:password:)`` refuses a password other than `acceptedPassword` (when one is
/// set) with ``TransactionsError/wrongPassword``; it never records passwords.
public final class FakeTransactionsUseCase: TransactionsUseCase, PaymentsUseCase {
    /// The use case's methods, to count calls and to make one fail.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        case cachedBalance
        case cacheBalance
        case deleteCachedBalance
        case minimumGasPrice
        case fetchBalance
        case prepare
        case send
        case signOffline
        case receipt
    }

    private struct State {
        var cachedBalance: CachedBalance?
        var minimumGasPrice: Amount
        var account: AccountBalance
        var network: Network
        var acceptedPassword: String?
        var transactionID: TransactionID
        var receipt: TransactionReceipt
        var errors: [Method: TransactionsError] = [:]
        var unansweredReason: ZilliqaServiceError?
        var calls: [Method: Int] = [:]
        var alwaysFetchFlags: [Bool] = []
        var balanceRequests: [Address] = []
        var drafts: [PaymentDraft] = []
        var sent: [PreparedPayment] = []
        var receiptRequests: [TransactionID] = []
        var era: LegacyTransfers = .accepted
        var evmPayments: (any PaymentsUseCase)?
    }

    /// The id ``send(_:keystore:password:)`` answers unless told another: 64 times `a`.
    public static let defaultTransactionID: TransactionID = {
        do {
            return try TransactionID(hex: String(repeating: "a", count: 64))
        } catch {
            preconditionFailure("64 hex digits are a transaction id: \(error)")
        }
    }()

    private let state: Mutex<State>
    private let dateProvider: any DateProvider

    /// A use case answering these values; `dateProvider` stamps balances given to ``cacheBalance(_:)``.
    public init(
        cachedBalance: CachedBalance? = nil, minimumGasPrice: Amount = Amount(2000, unit: .li),
        account: AccountBalance = AccountBalance(balance: Amount(100, unit: .zil), nonce: 0),
        network: Network = .mainnet, acceptedPassword: String? = nil,
        transactionID: TransactionID = defaultTransactionID,
        receipt: TransactionReceipt = TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 1),
        dateProvider: any DateProvider = FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000))
    ) {
        state = Mutex(
            State(
                cachedBalance: cachedBalance, minimumGasPrice: minimumGasPrice, account: account, network: network,
                acceptedPassword: acceptedPassword, transactionID: transactionID, receipt: receipt))
        self.dateProvider = dateProvider
    }

    // MARK: - Setting the answers

    /// Makes every call of `method` throw `error` from now on (after being counted and
    /// recorded); nil makes it answer again.
    public func setError(_ error: TransactionsError?, for method: Method) {
        state.withLock { $0.errors[method] = error }
    }

    /// Makes every send end as ``ZhipCore/SendOutcome/unknown(_:)`` with `reason` from now on (after
    /// being counted and recorded as sent: it may have gone out); nil makes sends answer again.
    public func setUnanswered(_ reason: ZilliqaServiceError?) {
        state.withLock { $0.unansweredReason = reason }
    }

    /// Answers `account` to ``fetchBalance(for:)`` and prepares payments from it from now on.
    public func setAccount(_ account: AccountBalance) {
        state.withLock { $0.account = account }
    }

    /// Answers `price` to ``minimumGasPrice(alwaysFetch:)`` from now on.
    /// Prepares payments as the network's `era` allows, from now on (``LegacyTransfers/accepted``
    /// until set).
    public func setLegacyTransfers(_ era: LegacyTransfers) {
        state.withLock { $0.era = era }
    }

    public func setMinimumGasPrice(_ price: Amount) {
        state.withLock { $0.minimumGasPrice = price }
    }

    /// Answers `receipt` to ``receipt(for:policy:)`` from now on.
    public func setReceipt(_ receipt: TransactionReceipt) {
        state.withLock { $0.receipt = receipt }
    }

    // MARK: - What it was asked

    /// How many times `method` was called.
    public func calls(to method: Method) -> Int {
        state.withLock { $0.calls[method, default: 0] }
    }

    /// The `alwaysFetch` of each ``minimumGasPrice(alwaysFetch:)`` call, in order.
    public var gasPriceRequests: [Bool] { state.withLock { $0.alwaysFetchFlags } }

    /// The address of each ``fetchBalance(for:)`` call, in order.
    public var balanceRequests: [Address] { state.withLock { $0.balanceRequests } }

    /// The draft of each ``prepare(_:)`` call, in order.
    public var preparedDrafts: [PaymentDraft] { state.withLock { $0.drafts } }

    /// Every payment ``send(_:keystore:password:)`` accepted, in order.
    public var sentPayments: [PreparedPayment] { state.withLock { $0.sent } }

    /// The id of each ``receipt(for:policy:)`` call, in order.
    public var receiptRequests: [TransactionID] { state.withLock { $0.receiptRequests } }

    // MARK: - TransactionsUseCase

    public var cachedBalance: CachedBalance? {
        get throws(TransactionsError) { try answer(.cachedBalance) { $0.cachedBalance } }
    }

    public func cacheBalance(_ amount: Amount) throws(TransactionsError) {
        let now = dateProvider.now
        try answer(.cacheBalance) { $0.cachedBalance = CachedBalance(amount: amount, updatedAt: now) }
    }

    public func deleteCachedBalance() throws(TransactionsError) {
        try answer(.deleteCachedBalance) { $0.cachedBalance = nil }
    }

    public func minimumGasPrice(alwaysFetch: Bool) async throws -> Amount {
        try answer(
            .minimumGasPrice, recording: { $0.alwaysFetchFlags.append(alwaysFetch) }, answering: { $0.minimumGasPrice })
    }

    public func fetchBalance(for address: Address) async throws -> AccountBalance {
        try answer(.fetchBalance, recording: { $0.balanceRequests.append(address) }, answering: { $0.account })
    }

    /// A legacy draft is prepared here, by ZhipCore's rules over the figures set; an EVM one by
    /// ``evmPayments``.
    public func prepare(_ draft: AnyPaymentDraft) async throws(TransactionsError) -> AnyPreparedPayment {
        guard case .legacy(let draft, let sender) = draft else { return try await evmPayments().prepare(draft) }
        let (account, network, minimum, era) = try answer(
            .prepare, recording: { $0.drafts.append(draft) },
            answering: { ($0.account, $0.network, $0.minimumGasPrice, $0.era) })
        // The rules a person may overrule, and the era's, as ZhipCore applies them.
        try LegacyPaymentRules.checkRecipient(of: draft, from: sender)
        try LegacyPaymentRules.checkEra(era, for: draft, on: network)
        let gasPrice = draft.gasPrice ?? minimum
        try LegacyPaymentRules.checkCeiling(of: gasPrice, in: draft)
        return .legacy(
            try PreparedPayment(
                draft: draft, gasPrice: gasPrice, sender: sender, network: network, account: account, era: era))
    }

    /// ``PaymentsUseCase/send(_:keystore:password:)`` of a legacy payment: refused with the error
    /// set for `.send`, or `.wrongPassword` for another password than the accepted one; else sent,
    /// and accepted unless ``setUnanswered(_:)`` was given a reason. An EVM one is ``evmPayments``'.
    public func send(_ payment: AnyPreparedPayment, keystore: Keystore, password: String) async -> SendOutcome {
        guard case .legacy(let prepared) = payment else {
            return await evmPayments().send(payment, keystore: keystore, password: password)
        }
        return outcome(of: prepared) { state throws(TransactionsError) in
            if let accepted = state.acceptedPassword, accepted != password { throw .wrongPassword }
        }
    }

    public func send(_ payment: AnyPreparedPayment, signingWith key: KeyPair) async -> SendOutcome {
        guard case .legacy(let prepared) = payment else { return await evmPayments().send(payment, signingWith: key) }
        return outcome(of: prepared) { _ throws(TransactionsError) in }
    }

    // MARK: - The EVM account's, by the real use case

    /// Pays from the EVM account with `payments` from now on.
    public func setEVMPayments(_ payments: any PaymentsUseCase) {
        state.withLock { $0.evmPayments = payments }
    }

    /// What pays from the EVM account: the one ``setEVMPayments(_:)`` gave, else the real
    /// ``DefaultPaymentsUseCase`` over the shared container's services, network and preferences,
    /// resolved at each call.
    private func evmPayments() -> any PaymentsUseCase {
        if let given = state.withLock({ $0.evmPayments }) { return given }
        let container = Container.shared
        return DefaultPaymentsUseCase(
            zilliqaService: container.zilliqaService(), evmService: container.evmService(),
            networkSetting: container.network(), preferences: container.preferences(), clock: container.clock())
    }

    public func quote(_ choice: EVMFeeChoice) async throws(TransactionsError) -> EVMFeeQuote {
        try await evmPayments().quote(choice)
    }

    public func check(_ hash: EVMHash) async throws(TransactionsError) -> EVMSendCheck {
        try await evmPayments().check(hash)
    }

    public func receipt(of hash: EVMHash, policy: PollingPolicy) async throws(TransactionsError)
        -> EVMTransactionReceipt
    {
        try await evmPayments().receipt(of: hash, policy: policy)
    }

    public func allowances(of owner: EVMAddress, among tokens: [Token]) async throws(TransactionsError)
        -> TokenAllowanceList
    {
        try await evmPayments().allowances(of: owner, among: tokens)
    }

    // MARK: - Legacy

    /// Sending a signed legacy transaction: refused with the error set for `.send`, else sent under
    /// the transaction's own id (it records no ``sentPayments``); an EVM one by the real use case.
    public func send(_ transaction: AnySignedTransaction, allowingNonceGap: Bool) async throws(TransactionsError)
        -> SignedSendOutcome
    {
        guard case .legacy(let signed) = transaction else {
            return try await evmPayments().send(transaction, allowingNonceGap: allowingNonceGap)
        }
        return .sent(.legacy(try answer(.send) { _ throws(TransactionsError) in signed.id }))
    }

    /// Signs `payment` as the real use case does (a real signature with the keystore's key, unlocked
    /// with `password`), unless an error is set for `.signOffline`.
    public func signOffline(_ payment: OfflinePayment, keystore: Keystore, password: String)
        async throws(TransactionsError) -> AnySignedTransaction
    {
        try answer(.signOffline) { _ throws(TransactionsError) in }
        return try await evmPayments().signOffline(payment, keystore: keystore, password: password)
    }

    public func receipt(
        for id: TransactionID, policy: PollingPolicy, progress: (@Sendable (ReceiptLookUp) -> Void)?
    ) async throws -> TransactionReceipt {
        try answer(.receipt, recording: { $0.receiptRequests.append(id) }, answering: { $0.receipt })
    }

    /// The outcome of sending `prepared`, after `check` (which may refuse it).
    private func outcome(of prepared: PreparedPayment, check: (State) throws(TransactionsError) -> Void)
        -> SendOutcome
    {
        do throws(TransactionsError) {
            return try answer(.send) { state throws(TransactionsError) -> SendOutcome in
                try check(state)
                state.sent.append(prepared)
                guard let reason = state.unansweredReason else { return .accepted(.legacy(state.transactionID)) }
                return .unknown(
                    UnansweredSend(
                        sender: prepared.sender, nonce: prepared.payment.nonce, id: state.transactionID,
                        network: prepared.network, reason: reason))
            }
        } catch {
            return .refused(error)
        }
    }

    /// Counts a call of `method` and records it with `record`; then throws the error set for
    /// `method`, if any (the call has no other effect), else answers with `body`.
    private func answer<T: Sendable>(
        _ method: Method, recording record: (inout State) -> Void = { _ in },
        answering body: (inout State) throws(TransactionsError) -> T
    ) throws(TransactionsError) -> T {
        let result = state.withLock { state -> Result<T, TransactionsError> in
            state.calls[method, default: 0] += 1
            record(&state)
            if let error = state.errors[method] { return .failure(error) }
            do throws(TransactionsError) {
                return .success(try body(&state))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
