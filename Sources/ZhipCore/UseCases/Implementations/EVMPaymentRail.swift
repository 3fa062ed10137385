import ZilliqaKit

/// The EVM (0x) account's side of a payment: the `eth_` calls (balance, nonces, gas price and the
/// recipient's code in one batch; `eth_sendRawTransaction`), the fee model of Zilliqa 2.0, ECDSA
/// signing, and the next nonce of each account it sent from, kept in `preferences`
/// (``PreferencesKey/evmNextNonces``) so a payment sent before the node pooled the last one never
/// reuses its nonce. A recipient typed as `zil1…` costs one more question to the node's legacy API
/// (is this a network that refuses legacy transfers?).
struct EVMPaymentRail: PaymentRail {
    let evmService: any EVMService
    let zilliqaService: any ZilliqaService
    let preferences: Preferences
    let clock: any MonotonicClock

    // MARK: - Preparing

    /// Refuses a payment to the sender itself or the zero address the person did not confirm, and
    /// a token transfer to the token's contract or an unlimited approval (``EVMPaymentRules``).
    func check(_ draft: EVMPaymentDraft) throws(TransactionsError) {
        try PaymentRisk.require(
            [draft.to == draft.from ? .sender : nil, draft.to.bytes.allSatisfy({ $0 == 0 }) ? .zeroAddress : nil]
                + EVMPaymentRules.tokenRisks(of: draft),
            acceptedIn: draft.acceptedRisks)
    }

    /// The chain id, the balance, both counts and the gas price, in one round trip.
    func read(for draft: EVMPaymentDraft) async throws(TransactionsError) -> EVMAccountState {
        try await node { try await evmService.accountState(of: draft.from) }
    }

    func chainMismatch(of state: EVMAccountState, on network: Network) -> TransactionsError? {
        state.chainID == network.evmChainID ? nil : .evmNetworkMismatch(nodeChainID: state.chainID, configured: network)
    }

    func price(_ draft: EVMPaymentDraft, given state: EVMAccountState, on network: Network)
        async throws(TransactionsError) -> PreparedEVMPayment
    {
        let chainID = network.evmChainID
        try await checkRecipient(of: draft, on: network)
        guard !state.isFrozen else { throw .frozenSender(draft.from) }
        let fee = try Self.fee(for: draft.fee, gasPrice: state.gasPrice)
        if let claim = draft.intent.escrowClaim {
            let priced = try await priceEscrowClaim(claim, of: draft, fee: fee, state: state, on: network)
            let transaction = EVMTransaction(
                nonce: try nextNonce(of: draft, given: state, chainID: chainID), fee: fee, gasLimit: priced.gasLimit,
                to: MigrationEscrow.address, value: 0, data: claim.bytes, chainID: chainID)
            return PreparedEVMPayment(
                transaction: transaction, from: draft.from, balance: state.balance, networkGasPrice: state.gasPrice,
                intent: draft.intent, recipient: claim.newAddress, lodged: priced.lodged)
        }
        if let call = draft.intent.staking {
            let priced = try await priceStakingCall(call, of: draft, fee: fee, state: state, on: network)
            guard let data = priced.call.calldata else { throw .stakingRefused(.nothingToUnstake(call.pool)) }
            let transaction = EVMTransaction(
                nonce: try nextNonce(of: draft, given: state, chainID: chainID), fee: fee,
                gasLimit: priced.gasLimit, to: call.pool.address, value: priced.call.value.wei, data: data,
                chainID: chainID)
            return PreparedEVMPayment(
                transaction: transaction, from: draft.from, balance: state.balance, networkGasPrice: state.gasPrice,
                intent: .staking(priced.call), recipient: call.pool.address, staking: priced.preview)
        }
        if let token = draft.intent.token {
            let priced = try await priceTokenCall(draft, of: token, fee: fee, state: state)
            let transaction = EVMTransaction(
                nonce: try nextNonce(of: draft, given: state, chainID: chainID), fee: fee, gasLimit: priced.gasLimit,
                to: token.contract, value: 0, data: draft.intent.calldata(for: draft.to), chainID: chainID)
            return PreparedEVMPayment(
                transaction: transaction, from: draft.from, balance: state.balance, networkGasPrice: state.gasPrice,
                intent: draft.intent, recipient: draft.to, tokenBalance: priced.tokenBalance)
        }
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
        let transaction = EVMTransaction(
            nonce: try nextNonce(of: draft, given: state, chainID: chainID), fee: fee, gasLimit: gas, to: draft.to,
            value: value, chainID: chainID)
        return PreparedEVMPayment(
            transaction: transaction, from: draft.from, balance: state.balance, networkGasPrice: state.gasPrice)
    }

    /// The nonce `draft` gives, else the largest of the node's next one and the wallet's record.
    private func nextNonce(of draft: EVMPaymentDraft, given state: EVMAccountState, chainID: UInt64)
        throws(TransactionsError) -> UInt64
    {
        if let given = draft.nonce { return given }
        return max(state.nextNonce, try recordedNextNonce(of: draft.from, chainID: chainID) ?? 0)
    }

    func quote(_ choice: EVMFeeChoice, on network: Network) async throws(TransactionsError) -> EVMFeeQuote {
        let nodeChainID = try await node { try await evmService.chainID() }
        guard nodeChainID == network.evmChainID else {
            throw .evmNetworkMismatch(nodeChainID: nodeChainID, configured: network)
        }
        let gasPrice = try await node { try await evmService.gasPrice() }
        return EVMFeeQuote(
            fee: try Self.fee(for: choice, gasPrice: gasPrice), gasLimit: EVMPaymentRules.transferGas,
            networkGasPrice: gasPrice)
    }

    /// Refuses a swept recipient, and a risky one the person did not confirm, by the node's word
    /// (a `zil1` account's era, code, a swept nonce). A spender is not asked about for its code
    /// (spenders are contracts), nor a transfer to the token's own contract (its own risk).
    private func checkRecipient(of draft: EVMPaymentDraft, on network: Network) async throws(TransactionsError) {
        // A claim's recipient is the escrow's contract, and what it pays is the claim's own rule.
        if draft.intent.escrowClaim != nil { return }
        // A staking call's recipient is the pool's contract, which the pool's own reads vouch for.
        if draft.intent.staking != nil { return }
        let accepted = draft.acceptedRisks
        if draft.recipientGivenAsBech32, await legacyTransfersRefused(on: network) {
            try PaymentRisk.require([.legacyAccount], acceptedIn: accepted)
        }
        let recipient = try await node { try await evmService.recipientState(of: draft.to) }
        guard !recipient.isSwept else { throw .sweptRecipient(draft.to) }
        let codeMatters: Bool
        switch draft.intent {
        case .zil: codeMatters = true
        case .tokenTransfer(let token, _): codeMatters = draft.to != token.contract
        case .tokenApproval, .escrowClaim, .staking: codeMatters = false
        }
        try PaymentRisk.require([codeMatters && recipient.hasCode ? .contract : nil], acceptedIn: accepted)
    }

    /// Whether this network refuses legacy transfers (escrow only, or none), as
    /// ``LegacyTransferForks/era(on:asking:)`` says; an era no answer told is taken as refusing, so a
    /// `zil1` recipient is asked about rather than paid blindly.
    private func legacyTransfersRefused(on network: Network) async -> Bool {
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

    func check(_ prepared: PreparedEVMPayment, isFor network: Network) throws(TransactionsError) {
        guard prepared.transaction.chainID == network.evmChainID else {
            throw .evmNetworkChanged(preparedFor: prepared.transaction.chainID, configured: network)
        }
    }

    func sign(_ prepared: PreparedEVMPayment, with key: KeyPair) throws(TransactionsError) -> SignedEVMTransaction {
        guard key.evmAddress == prepared.from else {
            throw .wrongKey(expected: prepared.from, key: key.evmAddress)
        }
        return prepared.transaction.signed(with: key)
    }

    /// `transaction`, checked offline, signed with `key` unless it pays the key's own account (a
    /// token transfer's recipient, for a token) without that risk in `acceptedRisks`.
    func signOffline(_ transaction: EVMTransaction, acceptedRisks: Set<PaymentRisk>, with key: KeyPair)
        throws(TransactionsError) -> SignedEVMTransaction
    {
        let recipient = EVMPaymentIntent.tokenTransfer(in: transaction.data)?.recipient ?? transaction.to
        try PaymentRisk.require([recipient == key.evmAddress ? .sender : nil], acceptedIn: acceptedRisks)
        return transaction.signed(with: key)
    }

    func submit(_ signed: SignedEVMTransaction, of payment: PreparedEVMPayment, on network: Network) async
        -> SendOutcome
    {
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
        do throws(TransactionsError) {
            try recordApproval(of: payment)
        } catch {
            // Sent: the approval is on chain whether or not the wallet remembers it.
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

    func check(_ hash: EVMHash) async throws(TransactionsError) -> EVMSendCheck {
        if let receipt = try await node({ try await evmService.receipt(hash) }) { return .mined(receipt) }
        return try await node { try await evmService.transaction(hash) } == nil ? .notFound : .pending
    }

    func receipt(of hash: EVMHash, policy: PollingPolicy) async throws(TransactionsError)
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
                .prefix(max(0, records.count - DefaultPaymentsUseCase.maximumNonceRecords))
            for record in dropped { records[record.key] = nil }
            try preferences.save(records, for: .evmNextNonces)
        } catch { throw .nonceRecord(error) }
    }
}
