public import ZilliqaKit

// MARK: - Narrow use cases

/// Reads and writes the last balance fetched, so that a screen can show it before a fresh
/// fetch ends. One balance is cached: the wallet's own, written only by the wallet's own screens
/// (never by a fetch), and shown only on the network it was read from.
///
/// ```swift
/// let useCase = Container.shared.balanceCacheUseCase()
/// try useCase.cacheBalance(account.balance)      // stamped with the DateProvider's now
/// let cached = try useCase.cachedBalance         // CachedBalance(amount:updatedAt:)
/// try useCase.deleteCachedBalance()              // e.g. when the wallet is removed
/// ```
public protocol BalanceCacheUseCase: Sendable {
    /// The cached balance and when it was fetched; nil when nothing is cached (or only part of
    /// it is), or when it was read from another network than this use case's.
    ///
    /// - Throws: ``TransactionsError/persistence(_:)`` when the preferences cannot be read.
    var cachedBalance: CachedBalance? { get throws(TransactionsError) }

    /// Caches `amount` as the wallet's balance on this use case's network, stamped with the
    /// current date. Only the wallet's own screens call this, with the wallet's own balance.
    ///
    /// - Throws: ``TransactionsError/persistence(_:)`` when the preferences cannot be written,
    ///   ``TransactionsError/networkSetting(_:)`` when there is no network.
    func cacheBalance(_ amount: Amount) throws(TransactionsError)

    /// Forgets the cached balance and its date.
    ///
    /// - Throws: ``TransactionsError/persistence(_:)`` when the preferences cannot be written.
    func deleteCachedBalance() throws(TransactionsError)
}

/// The smallest gas price the network accepts, kept for a few minutes so that a send flow
/// (show the fee, then send) asks the network once.
///
/// ```swift
/// let gasPrice = try await Container.shared.gasPriceUseCase().minimumGasPrice()   // 2000 Li on mainnet
/// let fresh = try await Container.shared.gasPriceUseCase().minimumGasPrice(alwaysFetch: true)
/// ```
public protocol GasPriceUseCase: Sendable {
    /// The network's minimum gas price: the one fetched less than a few minutes ago, unless
    /// `alwaysFetch` or there is none.
    ///
    /// - Throws: ``TransactionsError/service(_:)`` or ``TransactionsError/networkSetting(_:)``,
    ///   or `CancellationError`.
    func minimumGasPrice(alwaysFetch: Bool) async throws -> Amount
}

extension GasPriceUseCase {
    /// The network's minimum gas price, fetched only when the one kept is too old.
    public func minimumGasPrice() async throws -> Amount {
        try await minimumGasPrice(alwaysFetch: false)
    }
}

/// The live balance and nonce of an account.
///
/// ```swift
/// let account = try await Container.shared.fetchBalanceUseCase().fetchBalance(for: wallet.address)
/// ```
public protocol FetchBalanceUseCase: Sendable {
    /// The balance and nonce of `address` (zero and zero for an account never funded), for any
    /// address. Reading never writes the cache: a screen that shows the wallet's own balance
    /// caches it itself (``BalanceCacheUseCase/cacheBalance(_:)``).
    ///
    /// - Throws: ``TransactionsError/service(_:)`` or ``TransactionsError/networkSetting(_:)``,
    ///   or `CancellationError`.
    func fetchBalance(for address: Address) async throws -> AccountBalance
}

/// Checks, signs and sends a payment, in two steps so that a review screen can show the fee
/// and total before asking for the password, or in one; sends a transaction signed earlier; and
/// signs one without a node. Every rule of a payment is applied here, once; a send always ends
/// in one ``SendOutcome``.
///
/// ```swift
/// let useCase = Container.shared.sendTransactionUseCase()
/// let prepared = try await useCase.prepare(draft, from: wallet.address)       // shows fee and total
/// let outcome = await useCase.send(prepared, keystore: wallet.keystore, password: typed)
/// // or in one step (prepare's refusals are thrown):
/// let outcome = try await useCase.send(draft, keystore: wallet.keystore, password: typed)
/// ```
public protocol SendTransactionUseCase: Sendable {
    /// Checks `draft` by every rule of a payment, against the network: the node is on the
    /// wallet's network; the gas price is at least the node's minimum and, unless the draft
    /// allows a high fee, at most ``PaymentLimits/maximumGasPrice`` (a node reporting a minimum
    /// above that is refused unless the draft names a price); the gas limit is at least
    /// ``Payment/minimumGasLimit`` and at most ``Payment/maximumGasLimit``; the fee is what the
    /// network charges, 50 gas at the gas price (``Payment/fee()``); the nonce is the sender's account nonce plus one (unless the draft gives one); and the
    /// sender's balance covers the amount plus the fee. Asks the node; signs and sends nothing.
    ///
    /// - Throws: a ``TransactionsError`` (``TransactionsError/refusesThePayment`` says whether the
    ///   payment itself is refused), or `CancellationError`.
    func prepare(_ draft: PaymentDraft, from sender: Address) async throws -> PreparedPayment

    /// Unlocks `keystore` with `password`, signs `prepared` for its network's chain id and sends
    /// it once. Every check is made before anything is sent; the node is never sent a second
    /// signature of the payment (a retry re-sends the same bytes). A wrong password, a keystore of
    /// another account or a changed network is ``SendOutcome/refused(_:)``; a node that never
    /// answered is ``SendOutcome/unknown(_:)``.
    func send(_ prepared: PreparedPayment, keystore: Keystore, password: String) async -> SendOutcome

    /// Signs `prepared` with `key`, already unlocked by the caller (to learn the address of a
    /// keystore that names none), and sends it as ``send(_:keystore:password:)`` does, without
    /// deriving the key a second time.
    func send(_ prepared: PreparedPayment, signingWith key: PrivateKey) async -> SendOutcome

    /// Sends `transaction`, signed earlier (``signOffline(_:keystore:password:)``), as it is:
    /// refused with nothing sent when its signature does not hold or it was signed for another
    /// chain than the wallet's network. Sending the same transaction twice is safe: the network
    /// gives it the same id and takes it once.
    func send(_ transaction: SignedTransaction) async -> SendOutcome

    /// Checks `draft` by every rule that needs no node (the nonce and the gas price must be given;
    /// the gas price's and the fee's ceilings; the gas limit) and signs it for the wallet's
    /// network with the key in `keystore`, asking no node and sending nothing.
    ///
    /// - Throws: ``TransactionsError/offlineNeeds(_:)``, a rule's refusal,
    ///   ``TransactionsError/wrongPassword``, ``TransactionsError/keystore(_:)`` or
    ///   ``TransactionsError/networkSetting(_:)``.
    func signOffline(_ draft: PaymentDraft, keystore: Keystore, password: String) async throws(TransactionsError)
        -> SignedTransaction
}

extension SendTransactionUseCase {
    /// Prepares `draft` from the keystore's account, then unlocks, signs and sends it: the
    /// two steps of ``prepare(_:from:)`` and ``send(_:keystore:password:)`` in one. A keystore
    /// that names no address is unlocked first, to learn it, and that key signs.
    ///
    /// - Throws: what ``prepare(_:from:)`` throws, and the unlocking's ``TransactionsError`` for
    ///   a keystore that names no address; nothing was sent then.
    public func send(_ draft: PaymentDraft, keystore: Keystore, password: String) async throws -> SendOutcome {
        guard let sender = keystore.address else {
            let key = try await DefaultTransactionsUseCase.unlock(keystore, password: password)
            let prepared = try await prepare(draft, from: key.publicKey.address)
            return await send(prepared, signingWith: key)
        }
        let prepared = try await prepare(draft, from: sender)
        return await send(prepared, keystore: keystore, password: password)
    }
}

/// Waits for a sent transaction to be confirmed.
///
/// ```swift
/// let receipt = try await Container.shared.transactionReceiptUseCase().receipt(for: id)
/// receipt.success   // true: the payment went through
/// ```
public protocol TransactionReceiptUseCase: Sendable {
    /// Looks the receipt of `id` up as `policy` says (its tries and delays; the waiting itself
    /// is done with the container's ``MonotonicClock``) until the node has it, telling `progress`
    /// of each look-up that found none before it waits. Cancelling the task stops the waiting at
    /// once.
    ///
    /// - Throws: ``TransactionsError/service(_:)`` with ``ZilliqaServiceError/receiptNotFound(_:tries:)``
    ///   when the tries are spent, another ``TransactionsError``, or `CancellationError`.
    func receipt(
        for id: TransactionID, policy: PollingPolicy, progress: (@Sendable (ReceiptLookUp) -> Void)?
    ) async throws -> TransactionReceipt
}

extension TransactionReceiptUseCase {
    /// Waits as `policy` says, telling no one of its progress.
    public func receipt(for id: TransactionID, policy: PollingPolicy) async throws -> TransactionReceipt {
        try await receipt(for: id, policy: policy, progress: nil)
    }

    /// Waits with ``PollingPolicy/standard``: 20 tries, 1 s, 2 s, … 19 s apart.
    public func receipt(for id: TransactionID) async throws -> TransactionReceipt {
        try await receipt(for: id, policy: .standard, progress: nil)
    }
}

// MARK: - Composite

/// Every transactions capability in one: what ``Container/transactionsUseCase`` makes, and what
/// the narrow use cases above resolve to. New code depends on the narrow ones.
public protocol TransactionsUseCase:
    BalanceCacheUseCase, GasPriceUseCase, FetchBalanceUseCase, SendTransactionUseCase, TransactionReceiptUseCase
{}
