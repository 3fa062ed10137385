public import ZilliqaKit

/// The ``PaymentsUseCase`` of the app: one pipeline over two rails, ``LegacyPaymentRail`` for the
/// key's zil1 account and ``EVMPaymentRail`` for its 0x account. What a payment does whichever
/// account pays is written here once: the network setting, the order of prepare and send, the
/// unlocking, the last moment to stop with nothing sent, and the ``SendOutcome``.
///
/// ```swift
/// let payments = DefaultPaymentsUseCase(
///     zilliqaService: JSONRPCZilliqaService(network: .mainnet), evmService: JSONRPCEVMService(network: .mainnet),
///     networkSetting: .success(.mainnet), preferences: preferences, clock: SystemClock())
/// ```
public struct DefaultPaymentsUseCase: PaymentsUseCase {
    /// The most accounts ``PreferencesKey/evmNextNonces`` keeps a record for. Past it, recording a
    /// send drops the records with the smallest next nonces (ties: the first keys in order), never
    /// the one just written: a record only matters until the node's own count has caught up with
    /// it, which a long-quiet account's has.
    public static let maximumNonceRecords = 256
    /// The most approvals ``PreferencesKey/evmApprovals`` keeps, across accounts and networks; past
    /// it, recording an approval drops the one approved longest ago.
    public static let maximumApprovalRecords = 512
    /// The most pages of the node's transaction search ``allowances(of:among:)`` reads: 5, so at
    /// most 5 requests, and about the account's newest 125 transactions.
    public static let maximumSearchPages = 5
    /// The transactions asked for in each page of the node's search (a page may hold more: it
    /// ends with a whole block).
    public static let searchPageSize = 25

    private let networkSetting: Result<Network, NetworkSettingError>
    private let legacy: LegacyPaymentRail
    private let evm: EVMPaymentRail
    private let sentRecord: SentTransactionRecord
    private let dateProvider: any DateProvider

    /// A use case over the node's two APIs, which must serve `networkSetting`'s network (or explain
    /// why there is none: then every operation is refused with ``TransactionsError/networkSetting(_:)``
    /// before the node is asked). `preferences` keep the EVM nonce record and the record of sends
    /// the history shows as pending, stamped by `dateProvider`; `clock` is what receipt waits sleep on.
    public init(
        zilliqaService: any ZilliqaService, evmService: any EVMService,
        networkSetting: Result<Network, NetworkSettingError>, preferences: Preferences,
        clock: any MonotonicClock = SystemClock(), dateProvider: any DateProvider = SystemDateProvider()
    ) {
        self.networkSetting = networkSetting
        sentRecord = SentTransactionRecord(preferences: preferences)
        self.dateProvider = dateProvider
        legacy = LegacyPaymentRail(zilliqaService: zilliqaService)
        evm = EVMPaymentRail(
            evmService: evmService, zilliqaService: zilliqaService, preferences: preferences, clock: clock)
    }

    // MARK: - Prepare and send, for either account

    public func prepare(_ draft: AnyPaymentDraft) async throws(TransactionsError) -> AnyPreparedPayment {
        let network = try configuredNetwork()
        switch draft {
        case .legacy(let draft, let sender): return .legacy(try await prepare((draft, sender), on: legacy, network))
        case .evm(let draft): return .evm(try await prepare(draft, on: evm, network))
        }
    }

    /// The one order of a payment's rules: those that need no node, then one batched read, the
    /// node's chain before anything else it tells (nothing is signed for a node of another chain),
    /// then the account's own rules of the recipient, the era, the fee, the funds and the nonce.
    private func prepare<Rail: PaymentRail>(_ draft: Rail.Draft, on rail: Rail, _ network: Network)
        async throws(TransactionsError) -> Rail.Prepared
    {
        try rail.check(draft)
        let readings = try await rail.read(for: draft)
        if let mismatch = rail.chainMismatch(of: readings, on: network) { throw mismatch }
        return try await rail.price(draft, given: readings, on: network)
    }

    public func send(_ payment: AnyPreparedPayment, signingWith key: KeyPair) async -> SendOutcome {
        let outcome =
            switch payment {
            case .legacy(let prepared): await send(prepared, on: legacy, signingWith: key)
            case .evm(let prepared): await send(prepared, on: evm, signingWith: key)
            }
        if case .accepted(let sent) = outcome,
            let send = Self.recordedSend(of: payment, sent: sent, at: dateProvider.now)
        {
            // Sent: the node has it whether or not the history can show it pending.
            try? sentRecord.add(send)
        }
        return outcome
    }

    public func send(_ payment: AnyPreparedPayment, keystore: Keystore, password: String) async -> SendOutcome {
        do throws(TransactionsError) {
            _ = try configuredNetwork()
            return await send(
                payment, signingWith: KeyPair(privateKey: try await Self.unlock(keystore, password: password)))
        } catch {
            return .refused(error)
        }
    }

    /// The one send of every payment: on the network it was prepared for, signed with the sender's
    /// key, handed to the node unless the task was cancelled before.
    private func send<Rail: PaymentRail>(_ prepared: Rail.Prepared, on rail: Rail, signingWith key: KeyPair) async
        -> SendOutcome
    {
        do throws(TransactionsError) {
            let network = try configuredNetwork()
            try rail.check(prepared, isFor: network)
            let signed = try rail.sign(prepared, with: key)
            // The last moment to stop with nothing sent.
            guard !Task.isCancelled else { return .refused(.cancelled) }
            return await rail.submit(signed, of: prepared, on: network)
        } catch {
            return .refused(error)
        }
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

    // MARK: - What one account alone does

    public func quote(_ choice: EVMFeeChoice) async throws(TransactionsError) -> EVMFeeQuote {
        try await evm.quote(choice, on: try configuredNetwork())
    }

    public func send(_ transaction: AnySignedTransaction, allowingNonceGap: Bool) async throws(TransactionsError)
        -> SignedSendOutcome
    {
        let network = try configuredNetwork()
        let outcome =
            switch transaction {
            case .legacy(let signed): try await legacy.send(signed: signed, on: network)
            case .evm(let signed): try await evm.send(signed: signed, allowingNonceGap: allowingNonceGap, on: network)
            }
        if case .sent = outcome, let send = Self.recordedSend(of: transaction, on: network, at: dateProvider.now) {
            // Sent: the node has it whether or not the history can show it pending.
            try? sentRecord.add(send)
        }
        return outcome
    }

    public func signOffline(_ payment: OfflinePayment, keystore: Keystore, password: String)
        async throws(TransactionsError) -> AnySignedTransaction
    {
        let key = KeyPair(privateKey: try await Self.unlock(keystore, password: password))
        return switch payment {
        case .legacy(let draft, let network): .legacy(try legacy.signOffline(draft, with: key, on: network))
        case .evm(let transaction, let risks): .evm(try evm.signOffline(transaction, acceptedRisks: risks, with: key))
        }
    }

    public func check(_ hash: EVMHash) async throws(TransactionsError) -> EVMSendCheck {
        _ = try configuredNetwork()
        return try await evm.check(hash)
    }

    public func receipt(of hash: EVMHash, policy: PollingPolicy) async throws(TransactionsError)
        -> EVMTransactionReceipt
    {
        _ = try configuredNetwork()
        return try await evm.receipt(of: hash, policy: policy)
    }

    public func allowances(of owner: EVMAddress, among tokens: [Token]) async throws(TransactionsError)
        -> TokenAllowanceList
    {
        try await evm.allowances(of: owner, among: tokens, on: try configuredNetwork())
    }

    /// The network, or why there is none.
    private func configuredNetwork() throws(TransactionsError) -> Network {
        switch networkSetting {
        case .success(let network): return network
        case .failure(let error): throw .networkSetting(error)
        }
    }
}
