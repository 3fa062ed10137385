public import ZilliqaKit

/// The ``EVMPaymentsUseCase`` over an ``EVMService``, keeping the next nonce of each account it
/// sent from in `preferences` (``PreferencesKey/evmNextNonces``), so a payment sent before the
/// node pooled the last one never reuses its nonce.
///
/// A recipient typed as `zil1…` costs one more question to the node's legacy API (is this a
/// network that refuses legacy transfers?); every other recipient check is on the `eth_` side.
///
/// ```swift
/// let useCase = DefaultEVMPaymentsUseCase(
///     evmService: JSONRPCEVMService(network: .mainnet), zilliqaService: JSONRPCZilliqaService(network: .mainnet),
///     networkSetting: .success(.mainnet), preferences: preferences)
/// ```
public struct DefaultEVMPaymentsUseCase: EVMPaymentsUseCase {
    /// The gas of a plain transfer (``EVMPaymentRules/transferGas``).
    public static let transferGas = EVMPaymentRules.transferGas

    /// The most accounts ``PreferencesKey/evmNextNonces`` keeps a record for. Past it, recording a
    /// send drops the records with the smallest next nonces (ties: the first keys in order), never
    /// the one just written: a record only matters until the node's own count has caught up with
    /// it, which a long-quiet account's has.
    public static let maximumNonceRecords = 256

    let evmService: any EVMService
    private let zilliqaService: any ZilliqaService
    let networkSetting: Result<Network, NetworkSettingError>
    private let preferences: Preferences
    private let clock: any MonotonicClock

    /// `clock` is what the receipt waits sleep on (the container's, as the legacy receipts do).
    public init(
        evmService: any EVMService, zilliqaService: any ZilliqaService,
        networkSetting: Result<Network, NetworkSettingError>, preferences: Preferences,
        clock: any MonotonicClock = SystemClock()
    ) {
        self.clock = clock
        self.evmService = evmService
        self.zilliqaService = zilliqaService
        self.networkSetting = networkSetting
        self.preferences = preferences
    }

    // MARK: - Preparing

    public func prepare(_ draft: EVMPaymentDraft) async throws(TransactionsError) -> PreparedEVMPayment {
        let network = try configuredNetwork()
        let chainID = network.evmChainID
        let state = try await node { try await evmService.accountState(of: draft.from) }
        // Before anything else: a transaction signed for one chain is never handed to a node of another.
        guard state.chainID == chainID else {
            throw .evmNetworkMismatch(nodeChainID: state.chainID, configured: network)
        }
        try await checkRecipient(of: draft)
        guard !state.isFrozen else { throw .frozenSender(draft.from) }
        let fee = try Self.fee(for: draft.fee, gasPrice: state.gasPrice)
        let gas = try EVMPaymentRules.gasLimit(of: draft)
        let maximumFee = UInt128(gas) * fee.maximumPricePerGas
        let value: UInt128
        switch draft.amount {
        case .exactly(let amount):
            let (required, overflow) = amount.wei.addingReportingOverflow(maximumFee)
            guard !overflow, required <= state.balance.wei else {
                throw .insufficientEVMFunds(
                    required: Wei(wei: overflow ? .max : required), balance: state.balance,
                    maximumFee: Wei(wei: maximumFee))
            }
            value = amount.wei
        case .max:
            guard state.balance.wei > maximumFee else {
                throw .nothingLeftAfterFee(balance: state.balance, fee: Wei(wei: maximumFee))
            }
            value = state.balance.wei - maximumFee
        }
        let nonce: UInt64
        if let given = draft.nonce {
            nonce = given
        } else {
            nonce = max(state.nextNonce, try recordedNextNonce(of: draft.from, chainID: chainID) ?? 0)
        }
        let transaction = EVMTransaction(
            nonce: nonce, fee: fee, gasLimit: gas, to: draft.to, value: value, chainID: chainID)
        return PreparedEVMPayment(
            transaction: transaction, from: draft.from, balance: state.balance, networkGasPrice: state.gasPrice)
    }

    public func quote(_ choice: EVMFeeChoice) async throws(TransactionsError) -> EVMFeeQuote {
        let network = try configuredNetwork()
        let nodeChainID = try await node { try await evmService.chainID() }
        guard nodeChainID == network.evmChainID else {
            throw .evmNetworkMismatch(nodeChainID: nodeChainID, configured: network)
        }
        let gasPrice = try await node { try await evmService.gasPrice() }
        return EVMFeeQuote(
            fee: try Self.fee(for: choice, gasPrice: gasPrice), gasLimit: Self.transferGas, networkGasPrice: gasPrice)
    }

    /// Refuses a swept recipient, and a risky one the person did not confirm: first those the draft
    /// shows (itself, zero), then the node's word (a `zil1` account's era, code, a swept nonce).
    private func checkRecipient(of draft: EVMPaymentDraft) async throws(TransactionsError) {
        func require(_ risk: PaymentRisk) throws(TransactionsError) {
            guard draft.acceptedRisks.contains(risk) else { throw .riskNotAccepted(risk) }
        }
        if draft.to == draft.from { try require(.sender) }
        if draft.to.bytes.allSatisfy({ $0 == 0 }) { try require(.zeroAddress) }
        if draft.recipientGivenAsBech32, try await legacyTransfersRefused() { try require(.legacyAccount) }
        let recipient = try await node { try await evmService.recipientState(of: draft.to) }
        guard !recipient.isSwept else { throw .sweptRecipient(draft.to) }
        if recipient.hasCode { try require(.contract) }
    }

    /// Whether this network refuses legacy transfers (escrow only, or none), as
    /// ``LegacyTransferForks/era(on:asking:)`` says; an era no answer told is taken as refusing, so a
    /// `zil1` recipient is asked about rather than paid blindly.
    private func legacyTransfersRefused() async throws(TransactionsError) -> Bool {
        let network = try configuredNetwork()
        guard let era = await LegacyTransferForks.era(on: network, asking: zilliqaService) else { return true }
        return !SendingAccounts(era).legacyCanSend
    }

    /// The fee to sign. Left to the wallet, a type 2 payment's priority fee is 0: Zilliqa 2.0
    /// charges min(maxFee, gasPrice + priority fee) a gas and takes any priority fee in
    /// [0, maxFee] (zq2-eth-api.md §3, "What a wallet should sign"), so 0 charges exactly the
    /// network's gas price whatever the max fee; its `eth_maxPriorityFeePerGas` answers the gas
    /// price, which would charge up to twice it once the max fee is raised.
    private static func fee(for choice: EVMFeeChoice, gasPrice: Wei) throws(TransactionsError) -> EVMTransactionFee {
        switch choice {
        case .legacy(let given):
            let price = given ?? gasPrice
            guard price >= gasPrice else { throw .feeBelowGasPrice(offered: price, gasPrice: gasPrice) }
            return .legacy(gasPrice: price.wei)
        case .eip1559(let givenMax, let givenPriority):
            let maxFee = givenMax ?? gasPrice
            guard maxFee >= gasPrice else { throw .feeBelowGasPrice(offered: maxFee, gasPrice: gasPrice) }
            let priority = givenPriority ?? .zero
            guard EVMFeeRule.priorityFeeFits(priority, under: maxFee) else {
                throw .priorityFeeAboveMaxFee(priorityFee: priority, maxFee: maxFee)
            }
            return .eip1559(maxFeePerGas: maxFee.wei, maxPriorityFeePerGas: priority.wei)
        }
    }

    // MARK: - Sending

    public func send(_ payment: PreparedEVMPayment, signingWith key: KeyPair) async -> SendOutcome {
        let network: Network
        do throws(TransactionsError) { network = try configuredNetwork() } catch { return .refused(error) }
        guard key.evmAddress == payment.from else {
            return .refused(.wrongKey(expected: payment.from, key: key.evmAddress))
        }
        let signed = payment.transaction.signed(with: key)
        // The last moment to stop with nothing sent.
        guard !Task.isCancelled else { return .refused(.cancelled) }
        let hash: EVMHash
        do {
            hash = try await evmService.send(signed)
        } catch EVMServiceError.sendOutcomeUnknown(let hash, let failure) {
            // Not recorded: until the node shows it, a payment prepared again takes the same nonce,
            // so if this one arrives after all, at most one of the two is ever mined.
            return .unknown(unanswered(payment, hash: hash, on: network, reason: .transport(failure)))
        } catch is CancellationError {
            return .unknown(
                unanswered(payment, hash: signed.transactionHash, on: network, reason: .transport(.cancelled)))
        } catch {
            return .refused(TransactionsError(evmNode: error))
        }
        do throws(TransactionsError) {
            try record(nextNonce: payment.transaction.nonce + 1, of: payment.from, chainID: payment.transaction.chainID)
        } catch {
            // Sent: the node's own count covers the nonce once it pools it.
        }
        return .accepted(.evm(hash))
    }

    /// The unanswered send of `payment` under `hash`.
    private func unanswered(
        _ payment: PreparedEVMPayment, hash: EVMHash, on network: Network, reason: ZilliqaServiceError
    ) -> UnansweredSend {
        UnansweredSend(
            sender: payment.from, nonce: payment.transaction.nonce, hash: hash, network: network, reason: reason)
    }

    public func check(_ hash: EVMHash) async throws(TransactionsError) -> EVMSendCheck {
        if let receipt = try await node({ try await evmService.receipt(hash) }) { return .mined(receipt) }
        return try await node { try await evmService.transaction(hash) } == nil ? .notFound : .pending
    }

    public func receipt(of hash: EVMHash, policy: PollingPolicy) async throws(TransactionsError)
        -> EVMTransactionReceipt
    {
        let receipt: EVMTransactionReceipt
        let clock = self.clock
        // The policy's tries and delays, slept on this use case's clock.
        let timed = PollingPolicy(tries: policy.tries, baseDelay: policy.baseDelay) { try await clock.sleep(for: $0) }
        do {
            receipt = try await evmService.waitForReceipt(hash, policy: timed)
        } catch EVMServiceError.receiptNotFound {
            throw .notMinedYet(hash)
        } catch {
            throw TransactionsError(evmNode: error)
        }
        guard receipt.succeeded else { throw .failedOnChain(receipt) }
        return receipt
    }

    // MARK: - Helpers

    func configuredNetwork() throws(TransactionsError) -> Network {
        switch networkSetting {
        case .success(let network): network
        case .failure(let error): throw .networkSetting(error)
        }
    }

    func node<T>(_ call: () async throws -> T) async throws(TransactionsError) -> T {
        do { return try await call() } catch { throw TransactionsError(evmNode: error) }
    }

    private static func recordKey(_ address: EVMAddress, chainID: UInt64) -> String { "\(chainID):0x\(address.hex)" }

    /// The next nonce this wallet recorded for `address` on `chainID`, if any (what a payment sent
    /// before the node pooled the last one must not reuse).
    func recordedNextNonce(of address: EVMAddress, chainID: UInt64) throws(TransactionsError) -> UInt64? {
        do {
            return try preferences.load(.evmNextNonces, as: [String: UInt64].self)?[
                Self.recordKey(address, chainID: chainID)]
        } catch { throw .nonceRecord(error) }
    }

    /// Records that `address` on `chainID` has used every nonce below `nextNonce`.
    func record(nextNonce: UInt64, of address: EVMAddress, chainID: UInt64) throws(TransactionsError) {
        do {
            var records = try preferences.load(.evmNextNonces, as: [String: UInt64].self) ?? [:]
            let key = Self.recordKey(address, chainID: chainID)
            records[key] = max(records[key] ?? 0, nextNonce)
            let dropped = records.filter { $0.key != key }
                .sorted { ($0.value, $0.key) < ($1.value, $1.key) }
                .prefix(max(0, records.count - Self.maximumNonceRecords))
            for record in dropped { records[record.key] = nil }
            try preferences.save(records, for: .evmNextNonces)
        } catch { throw .nonceRecord(error) }
    }
}
