import Foundation
import Synchronization
public import ZilliqaKit

/// The ``TransactionsUseCase`` of the app: the balance cache in ``Preferences``, everything else
/// through a ``ZilliqaService`` for the wallet's network.
///
/// ```swift
/// let useCase = DefaultTransactionsUseCase(
///     zilliqaService: JSONRPCZilliqaService(network: .testnet), network: .testnet,
///     preferences: preferences, dateProvider: SystemDateProvider(), clock: SystemClock())
/// ```
/// The container makes one per network (``Container/transactionsUseCase``); the minimum gas
/// price it keeps in memory belongs to that network and goes with it.
public final class DefaultTransactionsUseCase: TransactionsUseCase {
    /// The longest the wait for a receipt goes on, whatever its policy says: five minutes (the
    /// standard policy's 20 look-ups wait 190 s in all; a node answering slowly cannot stretch it
    /// past this, plus the one look-up under way).
    public static let receiptDeadline: Duration = .seconds(300)

    /// How long a fetched minimum gas price is used before it is fetched again: five minutes.
    public static let defaultGasPriceLifetime: Duration = .seconds(300)

    private let zilliqaService: any ZilliqaService
    private let networkSetting: Result<Network, NetworkSettingError>
    private let preferences: Preferences
    private let dateProvider: any DateProvider
    private let clock: any MonotonicClock
    private let gasPriceLifetime: Duration
    private let gasPriceQuote = Mutex<GasPriceQuote?>(nil)

    /// A minimum gas price and the instant it was asked for.
    private struct GasPriceQuote: Sendable {
        let price: Amount
        let askedAt: ContinuousClock.Instant
    }

    /// A use case talking to `zilliqaService`, which must serve `networkSetting`'s network (or
    /// explain why there is none: then every network operation throws
    /// ``TransactionsError/networkSetting(_:)`` without asking the service anything).
    public init(
        zilliqaService: any ZilliqaService, networkSetting: Result<Network, NetworkSettingError>,
        preferences: Preferences, dateProvider: any DateProvider, clock: any MonotonicClock,
        gasPriceLifetime: Duration = defaultGasPriceLifetime
    ) {
        self.zilliqaService = zilliqaService
        self.networkSetting = networkSetting
        self.preferences = preferences
        self.dateProvider = dateProvider
        self.clock = clock
        self.gasPriceLifetime = gasPriceLifetime
    }

    /// A use case talking to `zilliqaService`, which serves `network`.
    public convenience init(
        zilliqaService: any ZilliqaService, network: Network, preferences: Preferences,
        dateProvider: any DateProvider, clock: any MonotonicClock, gasPriceLifetime: Duration = defaultGasPriceLifetime
    ) {
        self.init(
            zilliqaService: zilliqaService, networkSetting: .success(network), preferences: preferences,
            dateProvider: dateProvider, clock: clock, gasPriceLifetime: gasPriceLifetime)
    }

    // MARK: - BalanceCacheUseCase

    public var cachedBalance: CachedBalance? {
        get throws(TransactionsError) {
            try persisting { () throws(PersistenceError) -> CachedBalance? in
                guard let amount = try preferences.load(.cachedBalance, as: Amount.self),
                    let date = try preferences.load(.balanceWasUpdatedAt, as: Date.self),
                    let readFrom = try preferences.load(.cachedBalanceNetwork, as: NetworkPreference.self),
                    case .success(let network) = networkSetting, readFrom == NetworkPreference(network)
                else { return nil }
                return CachedBalance(amount: amount, updatedAt: date)
            }
        }
    }

    public func cacheBalance(_ amount: Amount) throws(TransactionsError) {
        let network = try configuredNetwork()
        try persisting { () throws(PersistenceError) in
            try preferences.save(amount, for: .cachedBalance)
            try preferences.save(dateProvider.now, for: .balanceWasUpdatedAt)
            try preferences.save(NetworkPreference(network), for: .cachedBalanceNetwork)
        }
    }

    public func deleteCachedBalance() throws(TransactionsError) {
        try persisting { () throws(PersistenceError) in
            try preferences.delete(.cachedBalance)
            try preferences.delete(.balanceWasUpdatedAt)
            try preferences.delete(.cachedBalanceNetwork)
        }
    }

    // MARK: - GasPriceUseCase

    public func minimumGasPrice(alwaysFetch: Bool) async throws -> Amount {
        _ = try configuredNetwork()
        let now = clock.now
        if !alwaysFetch, let quote = gasPriceQuote.withLock({ $0 }), now - quote.askedAt < gasPriceLifetime {
            return quote.price
        }
        let price = try await askNode { try await $0.minimumGasPrice() }
        gasPriceQuote.withLock { $0 = GasPriceQuote(price: price, askedAt: now) }
        return price
    }

    // MARK: - FetchBalanceUseCase

    public func fetchBalance(for address: Address) async throws -> AccountBalance {
        _ = try configuredNetwork()
        return try await askNode { try await $0.balance(of: address) }
    }

    // MARK: - SendTransactionUseCase

    public func prepare(_ draft: PaymentDraft, from sender: Address) async throws -> PreparedPayment {
        let network = try configuredNetwork()
        try Self.checkRecipient(of: draft, from: sender)
        // One round trip reads the chain id, the minimum gas price, the balance and the height.
        let state = try await askNode { try await $0.paymentState(of: sender) }
        guard state.chainID == network.chainID else {
            throw TransactionsError.networkMismatch(nodeChainID: state.chainID, configured: network)
        }
        let era = try await legacyTransfers(on: network, atHeight: state.blockHeight)
        try Self.checkEra(era, for: draft, on: network)
        let gasPrice = try Self.gasPrice(of: draft, minimum: state.minimumGasPrice, node: network)
        try Self.checkGasLimit(of: draft)
        return try PreparedPayment(
            draft: draft, gasPrice: gasPrice, sender: sender, network: network, account: state.account, era: era)
    }

    public func send(_ prepared: PreparedPayment, keystore: Keystore, password: String) async -> SendOutcome {
        do throws(TransactionsError) {
            try checkNetwork(of: prepared)
            return await send(prepared, signingWith: try await Self.unlock(keystore, password: password))
        } catch {
            return .refused(error)
        }
    }

    public func send(_ prepared: PreparedPayment, signingWith key: PrivateKey) async -> SendOutcome {
        do throws(TransactionsError) {
            try checkNetwork(of: prepared)
            return await sendOnce(try Self.sign(prepared, with: key), on: prepared.network)
        } catch {
            return .refused(error)
        }
    }

    public func send(_ transaction: SignedTransaction) async -> SendOutcome {
        let network: Network
        do throws(TransactionsError) {
            network = try configuredNetwork()
        } catch {
            return .refused(error)
        }
        guard transaction.hasValidSignature else { return .refused(.signatureInvalid) }
        let signedFor = transaction.core.version.chainID
        guard signedFor == network.chainID else {
            return .refused(.signedForOtherChain(signedFor: signedFor, configured: network))
        }
        return await sendOnce(transaction, on: network)
    }

    public func signOffline(_ draft: PaymentDraft, keystore: Keystore, password: String) async throws(TransactionsError)
        -> SignedTransaction
    {
        let network = try configuredNetwork()
        guard let nonce = draft.nonce else { throw .offlineNeeds(.nonce) }
        guard let gasPrice = draft.gasPrice else { throw .offlineNeeds(.gasPrice) }
        try Self.checkCeiling(of: gasPrice, in: draft)
        try Self.checkGasLimit(of: draft)
        let payment = Payment(
            to: draft.recipient, amount: draft.amount, gasPrice: gasPrice, gasLimit: draft.gasLimit, nonce: nonce)
        // Refuses a fee or a total past any amount; what the era adds is known only online.
        _ = try PreparedPayment.feeAndTotal(of: payment, in: .accepted)
        let keyPair = KeyPair(privateKey: try await Self.unlock(keystore, password: password))
        try Self.checkRecipient(of: draft, from: keyPair.address)
        return SignedTransaction.sign(payment, with: keyPair, chainID: network.chainID)
    }

    /// Sends `transaction` to the node once (the service re-sends the same bytes after a lost
    /// answer, never a new signature) and says what became of it: refused when cancelled before
    /// it went out or when the node refused it; unknown when no answer came.
    private func sendOnce(_ transaction: SignedTransaction, on network: Network) async -> SendOutcome {
        // The last moment to stop with nothing sent.
        guard !Task.isCancelled else { return .refused(.cancelled) }
        do {
            return .accepted(.legacy(try await zilliqaService.send(transaction)))
        } catch let error as ZilliqaServiceError {
            switch error {
            case .transport, .invalidResponse:
                return .unknown(UnansweredSend(transaction, network: network, reason: error))
            case .notSent:
                return .refused(.service(error))
            default:
                return .refused(.nodeRefused(error))
            }
        } catch let error as NetworkSettingError {
            return .refused(.networkSetting(error))
        } catch {
            // Cancelled (or failed) while the request may have been on its way.
            return .unknown(
                UnansweredSend(transaction, network: network, reason: .transport(.cancelled)))
        }
    }

    // MARK: - TransactionReceiptUseCase

    public func receipt(
        for id: TransactionID, policy: PollingPolicy, progress: (@Sendable (ReceiptLookUp) -> Void)?
    ) async throws -> TransactionReceipt {
        let network = try configuredNetwork()
        let clock = self.clock
        let service = zilliqaService
        let tries = policy.tries
        let deadline = clock.now + Self.receiptDeadline
        // What the last look-up ran into, and how many there were: reported before each wait.
        let lookUps = Mutex((count: 0, problem: ZilliqaServiceError?.none))
        let timed = PollingPolicy(tries: tries, baseDelay: policy.baseDelay) { delay in
            // The policy sleeps only after a look-up that found no receipt.
            let (number, problem) = lookUps.withLock { ($0.count, $0.problem) }
            try await Self.checkNotDropped(id, on: network, asking: service)
            progress?(ReceiptLookUp(number: number, tries: tries, nextIn: delay, problem: problem))
            try await clock.sleep(for: delay)
        }
        return try await askNode { _ in
            try await timed.waitForReceipt(of: id) {
                guard clock.now < deadline else { throw ZilliqaServiceError.receiptNotFound(id, tries: tries) }
                lookUps.withLock {
                    $0.count += 1
                    $0.problem = nil
                }
                do {
                    return try await service.transaction(id)
                } catch let error as ZilliqaServiceError {
                    if case .transport = error { lookUps.withLock { $0.problem = error } }
                    throw error
                }
            }
        }
    }

    // MARK: - Helpers

    /// The gas price `draft` pays, by the rules every payment follows: the draft's, or the node's
    /// `minimum` when it names none; never below the minimum; above
    /// ``PaymentLimits/maximumGasPrice`` only when the person typed it and allowed a high fee. A
    /// node reporting a minimum above the ceiling is refused unless the person typed a price.
    static func gasPrice(of draft: PaymentDraft, minimum: Amount, node network: Network) throws(TransactionsError)
        -> Amount
    {
        let ceiling = PaymentLimits.maximumGasPrice
        guard let chosen = draft.gasPrice else {
            guard minimum <= ceiling else {
                throw .nodeMinimumGasPriceAboveLimit(node: network.displayURL, minimum: minimum, limit: ceiling)
            }
            return minimum
        }
        guard chosen >= minimum else { throw .gasPriceBelowMinimum(price: chosen, minimum: minimum) }
        try checkCeiling(of: chosen, in: draft)
        return chosen
    }

    /// Refuses a gas price above ``PaymentLimits/maximumGasPrice`` unless `draft` allows a high fee.
    public static func checkCeiling(of gasPrice: Amount, in draft: PaymentDraft) throws(TransactionsError) {
        let ceiling = PaymentLimits.maximumGasPrice
        guard gasPrice <= ceiling || draft.acceptedRisks.contains(.highGasPrice) else {
            throw .gasPriceAboveLimit(price: gasPrice, limit: ceiling)
        }
    }

    /// Refuses a payment from `sender` to its own address or to the zero address (see
    /// ``PaymentDraft/unusualRecipient(from:)``), and one into the migration escrow, unless `draft`
    /// accepts that risk.
    public static func checkRecipient(of draft: PaymentDraft, from sender: Address) throws(TransactionsError) {
        let risks = [draft.unusualRecipient(from: sender), draft.recipient.isMigrationEscrow ? .escrowLodge : nil]
        if let risk = risks.compactMap({ $0 }).first(where: { !draft.acceptedRisks.contains($0) }) {
            throw .riskNotAccepted(risk)
        }
    }

    /// Refuses `draft` when the network's `era` will not take it: no legacy transfer at all, or
    /// only those into the migration escrow. Nothing is signed for a payment known to be refused.
    public static func checkEra(_ era: LegacyTransfers, for draft: PaymentDraft, on network: Network)
        throws(TransactionsError)
    {
        switch era {
        case .accepted: return
        case .disabled: throw .legacyTransfersDisabled(network)
        case .escrowOnly: guard draft.recipient.isMigrationEscrow else { throw .onlyEscrowAccepted(network) }
        }
    }

    /// Refuses a gas limit below ``Payment/minimumGasLimit`` or above ``Payment/maximumGasLimit``.
    static func checkGasLimit(of draft: PaymentDraft) throws(TransactionsError) {
        guard draft.gasLimit >= Payment.minimumGasLimit else { throw .gasLimitTooLow(draft.gasLimit) }
        guard draft.gasLimit <= Payment.maximumGasLimit else { throw .gasLimitAboveBlock(draft.gasLimit) }
    }

    /// The private key in `keystore`, unlocked with `password`; the KDF runs on a thread of its own.
    public static func unlock(_ keystore: Keystore, password: String) async throws(TransactionsError) -> PrivateKey {
        do throws(KeystoreError) {
            return try await keystore.decrypted(password: password)
        } catch .wrongPassword {
            throw .wrongPassword
        } catch {
            throw .keystore(error)
        }
    }

    /// `prepared` signed with `key`, which must be the sender's. The key is wiped once its
    /// last copy goes (``PrivateKey`` wipes itself).
    private static func sign(_ prepared: PreparedPayment, with key: PrivateKey) throws(TransactionsError)
        -> SignedTransaction
    {
        let keyPair = KeyPair(privateKey: key)
        guard keyPair.address == prepared.sender else {
            throw .keystoreNotForSender(keystore: keyPair.address, sender: prepared.sender)
        }
        return SignedTransaction.sign(prepared.payment, with: keyPair, chainID: prepared.network.chainID)
    }

    /// Refuses a payment prepared for another network than the configured one: nothing is signed.
    private func checkNetwork(of prepared: PreparedPayment) throws(TransactionsError) {
        let network = try configuredNetwork()
        guard prepared.network == network else {
            throw .networkChanged(preparedFor: prepared.network, configured: network)
        }
    }

    /// What `network` does with legacy transfers: where its forks are known, what they give at
    /// `height` (``LegacyTransferForks/era(atHeight:on:)``), with no probe; elsewhere, or when the
    /// node gave no height, as the node's answer to the probe shows, taken as
    /// ``ZilliqaKit/LegacyTransfers/accepted`` when no answer told (the node did not answer, or
    /// limits requests): nothing is known to be refused then, and the payment's own refusal says
    /// the era if it comes.
    private func legacyTransfers(on network: Network, atHeight height: UInt64?) async throws -> LegacyTransfers {
        if let height, let era = LegacyTransferForks.era(atHeight: height, on: network) { return era }
        do {
            return try await askNode { try await $0.legacyTransfers(chainID: network.chainID) }
        } catch TransactionsError.service {
            return .accepted
        }
    }

    /// The network, or why there is none.
    private func configuredNetwork() throws(TransactionsError) -> Network {
        switch networkSetting {
        case .success(let network): return network
        case .failure(let error): throw .networkSetting(error)
        }
    }

    /// What `body` returns from the service, with its errors as ``TransactionsError``
    /// (`CancellationError` and anything unknown pass through as they are).
    private func askNode<T>(_ body: (any ZilliqaService) async throws -> T) async throws -> T {
        do {
            return try await body(zilliqaService)
        } catch let error as ZilliqaServiceError {
            throw TransactionsError.service(error)
        } catch let error as NetworkSettingError {
            throw TransactionsError.networkSetting(error)
        }
    }

    /// What `body` returns, with a store's error as ``TransactionsError/persistence(_:)``.
    private func persisting<T>(_ body: () throws(PersistenceError) -> T) throws(TransactionsError) -> T {
        do throws(PersistenceError) {
            return try body()
        } catch {
            throw .persistence(error)
        }
    }
}
