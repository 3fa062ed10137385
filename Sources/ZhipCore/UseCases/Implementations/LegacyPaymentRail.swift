import ZilliqaKit

/// The legacy (zil1) account's side of a payment: the Zilliqa API's calls (`GetNetworkId`,
/// `GetMinimumGasPrice`, `GetBalance` and `GetBlockchainInfo` in one batch; `CreateTransaction`), the
/// era of legacy transfers, the gas price's floor and ceiling, and Schnorr signing.
struct LegacyPaymentRail: PaymentRail {
    let zilliqaService: any ZilliqaService

    func check(_ draft: (payment: PaymentDraft, sender: Address)) throws(TransactionsError) {
        try LegacyPaymentRules.checkRecipient(of: draft.payment, from: draft.sender)
        try LegacyPaymentRules.checkGasLimit(of: draft.payment)
    }

    /// The chain id, the minimum gas price, the balance and the height, in one round trip.
    func read(for draft: (payment: PaymentDraft, sender: Address)) async throws(TransactionsError)
        -> LegacyPaymentState
    {
        try await asking { try await zilliqaService.paymentState(of: draft.sender) }
    }

    func chainMismatch(of state: LegacyPaymentState, on network: Network) -> TransactionsError? {
        state.chainID == network.chainID ? nil : .networkMismatch(nodeChainID: state.chainID, configured: network)
    }

    func price(_ draft: (payment: PaymentDraft, sender: Address), given state: LegacyPaymentState, on network: Network)
        async throws(TransactionsError) -> PreparedPayment
    {
        let (draft, sender) = draft
        let era = try await legacyTransfers(on: network, atHeight: state.blockHeight)
        try LegacyPaymentRules.checkEra(era, for: draft, on: network)
        let gasPrice = try LegacyPaymentRules.gasPrice(of: draft, minimum: state.minimumGasPrice, node: network)
        return try PreparedPayment(
            draft: draft, gasPrice: gasPrice, sender: sender, network: network, account: state.account, era: era)
    }

    func check(_ prepared: PreparedPayment, isFor network: Network) throws(TransactionsError) {
        guard prepared.network == network else {
            throw .networkChanged(preparedFor: prepared.network, configured: network)
        }
    }

    /// The key is wiped once its last copy goes (``PrivateKey`` wipes itself).
    func sign(_ prepared: PreparedPayment, with key: KeyPair) throws(TransactionsError) -> SignedTransaction {
        guard key.address == prepared.sender else {
            throw .keystoreNotForSender(keystore: key.address, sender: prepared.sender)
        }
        return SignedTransaction.sign(prepared.payment, with: key, chainID: prepared.network.chainID)
    }

    func submit(_ signed: SignedTransaction, of prepared: PreparedPayment, on network: Network) async -> SendOutcome {
        await submit(signed, on: network)
    }

    /// Sends `transaction` to the node once (the service re-sends the same bytes after a lost
    /// answer, never a new signature) and says what became of it: refused when the node refused
    /// it; unknown when no answer came.
    func submit(_ transaction: SignedTransaction, on network: Network) async -> SendOutcome {
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
            return .unknown(UnansweredSend(transaction, network: network, reason: .transport(.cancelled)))
        }
    }

    /// `transaction`, signed earlier, sent as it is unless its signature fails, it was signed for
    /// another chain than `network`'s, or it was mined before (a network past its era switch would
    /// refuse the copy, though the original went through).
    func send(signed transaction: SignedTransaction, on network: Network) async throws(TransactionsError)
        -> SignedSendOutcome
    {
        guard transaction.hasValidSignature else { throw .signatureInvalid }
        let signedFor = transaction.core.version.chainID
        guard signedFor == network.chainID else {
            throw .signedForOtherChain(signedFor: signedFor, configured: network)
        }
        if let receipt = try await minedReceipt(of: transaction.id) { return .minedBefore(.legacy(receipt)) }
        guard !Task.isCancelled else { throw .cancelled }
        switch await submit(transaction, on: network) {
        case .accepted(let sent): return .sent(sent)
        case .refused(let reason): throw reason
        case .unknown(let unanswered): throw .sendOutcomeUnknown(unanswered)
        }
    }

    /// The receipt of `id` when the node has one, from one look-up; nil when it has none, or could
    /// not be reached (the send then says what the node does).
    private func minedReceipt(of id: TransactionID) async throws(TransactionsError) -> TransactionReceipt? {
        do {
            return try await asking { try await zilliqaService.transaction(id) }
        } catch .service(.transport) {
            return nil
        }
    }

    /// `draft` checked by every rule that needs no node and signed with `key` for `network`.
    func signOffline(_ draft: PaymentDraft, with key: KeyPair, on network: Network) throws(TransactionsError)
        -> SignedTransaction
    {
        let payment = try LegacyPaymentRules.offlinePayment(for: draft)
        try LegacyPaymentRules.checkRecipient(of: draft, from: key.address)
        return SignedTransaction.sign(payment, with: key, chainID: network.chainID)
    }

    /// What `network` does with legacy transfers: where its forks are known, what they give at
    /// `height` (``LegacyTransferForks/era(atHeight:on:)``), with no probe; elsewhere, or when the
    /// node gave no height, as the node's answer to the probe shows, taken as
    /// ``ZilliqaKit/LegacyTransfers/accepted`` when no answer told (the node did not answer, or
    /// limits requests): nothing is known to be refused then, and the payment's own refusal says
    /// the era if it comes.
    private func legacyTransfers(on network: Network, atHeight height: UInt64?) async throws(TransactionsError)
        -> LegacyTransfers
    {
        if let height, let era = LegacyTransferForks.era(atHeight: height, on: network) { return era }
        do {
            return try await asking { try await zilliqaService.legacyTransfers(chainID: network.chainID) }
        } catch .service {
            return .accepted
        }
    }

    /// What `call` returns from the node, with its errors as ``TransactionsError``.
    private func asking<T>(_ call: () async throws -> T) async throws(TransactionsError) -> T {
        do {
            return try await call()
        } catch let error as ZilliqaServiceError {
            throw .service(error)
        } catch {
            throw TransactionsError(evmNode: error)
        }
    }
}
