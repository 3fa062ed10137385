import Foundation
public import ZilliqaKit

/// One payment, the one way it is made whoever drives it (`zhip-cli`'s commands answering from
/// flags and prompts, the app's coordinators and scenes): prepare (one batch, the transaction built,
/// every rule of ``PaymentRules`` run) → consents → review → unlock → sign → send → outcome →
/// receipt. It holds the invariant that matters most: **the signed bytes are the reviewed
/// transaction**. A figure the review showed that changes after unlocking goes back to the review;
/// a send is never repeated once it may have reached the node; the nonce is the node's pending
/// count unless the wallet's own pending sends need more.
///
/// ```swift
/// let session = PaymentSession(order: PaymentOrder(intent, from: .evm, sender: address))
/// var prepared = try await session.prepare()          // throws .refused(refusal): consent(to:) may lift it
/// try await session.confirm(prepared)                 // the person said yes to prepared.summary
/// let unlocked = try await session.unlock(with: KeystoreSigner(keystore: keystore, password: typed))
/// let signed = try await session.sign()               // exactly the reviewed transaction
/// let outcome = await session.submit()                // .accepted(sent), .refused, .unknown (look it up)
/// let receipt = try await session.receipt { lookUp in print(lookUp) }
/// ```
public actor PaymentSession {
    private var order: PaymentOrder
    private let file: SignedPayment?
    private let environment: PaymentEnvironment
    private var prepared: PreparedPayment?
    /// True while the rules passed ``prepared`` as it is.
    private var cleared = false
    private var reviewed: PreparedPayment?
    private var signer: (any PaymentSigner)?
    private var signed: SignedPayment?
    private var sent: SentTransaction?
    /// Why the wallet could not record the send it made, nil when it did: the payment went out
    /// all the same, but the history's pending list and the next payment's nonce will not know it.
    public private(set) var notRecorded: PersistenceError?
    /// The chain a payment signed with no node asked is for (`tx sign`), and its network when named.
    private let offline: (chainID: UInt64, network: Network?)?

    /// A session for `order`, with what `container` registers (its network, services, preferences, rules).
    public init(order: PaymentOrder, in container: Container = .shared) {
        self.order = order
        file = nil
        offline = nil
        environment = container.paymentEnvironment()
    }

    /// A session signing `order` with no node asked (`tx sign`), for the EVM chain `chainID`
    /// (`network`'s, when one is named): every figure given, every rule run on what is known.
    public init(offline order: PaymentOrder, chainID: UInt64, network: Network?, in container: Container = .shared) {
        self.order = order
        file = nil
        offline = (chainID, network)
        environment = container.paymentEnvironment()
    }

    /// A session sending `signed`, a transaction signed before (`tx send`), with the `consents`
    /// given; `token` names the listed token whose contract it calls, if any.
    public init(
        sending signed: SignedPayment, consents: Set<PaymentRisk>, token: Token? = nil,
        in container: Container = .shared
    ) {
        let intent: any PaymentIntent =
            switch signed {
            case .evm(let evm): SignedCall(evm.transaction, token: token)
            case .legacy(let legacy):
                ZILTransfer(
                    to: EVMAddress(legacy.core.recipient),
                    amount: .exactly(UInt256(LegacyRail.wei(legacy.core.amount).wei)),
                    shown: legacy.core.recipient.bech32)
            }
        order = PaymentOrder(intent, from: signed.account, sender: signed.sender, consents: consents)
        file = signed
        offline = nil
        environment = container.paymentEnvironment()
        self.signed = signed
    }

    // MARK: - Prepare and consents

    /// Reads what the payment needs (one batch), builds its transaction, and runs every rule.
    /// Before the key is unlocked (``PaymentOrder/sender`` nil) what needs the account is left out.
    /// - Throws: ``TransactionsError/refused(_:)`` with the first rule's refusal (``consent(to:)``
    ///   lifts one that names a consent, with no node asked again); an intent's refusal; the node's failure.
    public func prepare() async throws(TransactionsError) -> PreparedPayment {
        let network = try environment.configuredNetwork()
        let rail = environment.rail(for: order.account)
        let record = SentTransactionRecord(preferences: environment.preferences)
        let sends = try sendsOf(order.sender, chainID: network.evmChainID, record: record)
        let now = environment.dateProvider.now
        let read: PreparedPayment =
            if let file {
                try await rail.prepare(
                    signed: file, intent: order.intent, consents: order.consents, on: network, sends: sends, now: now)
            } else {
                try await rail.prepare(order, from: order.sender, on: network, sends: sends, now: now)
            }
        let fresh = knowing(read)
        prepared = fresh
        cleared = false
        release(fresh, record: record)
        try check(fresh)
        cleared = true
        return fresh
    }

    /// Builds the payment from the order's figures alone (`tx sign`: no node asked) and runs every
    /// rule over what is known; the key's own account is judged again once it is unlocked.
    /// - Throws: ``TransactionsError/offlineNeeds(_:)`` for a figure not given, or a rule's refusal.
    public func prepareOffline() throws(TransactionsError) -> PreparedPayment {
        guard let offline else { throw .notReviewed }
        let fresh = knowing(
            try type(of: environment.rail(for: order.account)).prepareOffline(
                order, chainID: offline.chainID, network: offline.network, from: order.sender))
        prepared = fresh
        cleared = false
        try check(fresh)
        cleared = true
        return fresh
    }

    /// The figure `order` lacks to be signed with no node asked, or nil when none: for a usage error
    /// before anything else is read or asked.
    public static func missingOfflineFigure(in order: PaymentOrder, chainID: UInt64, network: Network?) -> PaymentField?
    {
        let rail: any PaymentRail.Type =
            switch order.account {
            case .legacy: LegacyRail.self
            case .evm: EVMRail.self
            }
        do throws(TransactionsError) {
            _ = try rail.prepareOffline(order, chainID: chainID, network: network, from: nil)
            return nil
        } catch .offlineNeeds(let field) {
            return field
        } catch {
            return nil
        }
    }

    /// Gives the consent `risk` to the payment prepared, and runs the rules again over the same facts.
    /// - Throws: the next refusal, if any.
    public func consent(to risk: PaymentRisk) throws(TransactionsError) -> PreparedPayment {
        order.consents.insert(risk)
        guard let current = prepared else { throw .cancelled }
        let consented = current.consenting(to: order.consents)
        prepared = consented
        cleared = false
        try check(consented)
        cleared = true
        return consented
    }

    /// The person confirmed `payment`, the review they were shown (with `--yes`, the one prepared).
    public func confirm(_ payment: PreparedPayment) {
        reviewed = payment
    }

    // MARK: - Unlock, sign, send

    /// Unlocks `signer` and checks it signs for the paying account. When the review was made before
    /// the account was known, the payment is prepared again from it (every rule run again), and what
    /// changed since the review is said; when nothing shown changed, the confirmation holds for it.
    /// - Throws: the signer's refusal, ``TransactionsError/wrongKey(expected:key:)``, or what
    ///   ``prepare()`` throws; nothing was signed.
    public func unlock(with signer: any PaymentSigner) async throws(TransactionsError) -> PaymentUnlock {
        let accounts = try await signer.unlock()
        guard let address = accounts.address(of: order.account) else {
            signer.lock()
            throw .wrongKey(
                expected: order.sender.map(shown) ?? order.account.rawValue, key: accounts.evm.checksummed)
        }
        if let expected = order.sender, expected != address {
            signer.lock()
            throw .wrongKey(expected: shown(expected), key: shown(address))
        }
        self.signer = signer
        do {
            return try await prepared(from: address)
        } catch {
            // Nothing will be signed: the key goes now, not when the session does.
            signer.lock()
            self.signer = nil
            throw error
        }
    }

    /// The payment prepared again from the unlocked `address` when the review did not know it.
    private func prepared(from address: EVMAddress) async throws(TransactionsError) -> PaymentUnlock {
        if offline != nil {
            order.sender = address
            let fresh = try prepareOffline()
            // Offline the transaction does not depend on the account: what was confirmed is signed.
            if fresh.transaction == reviewed?.transaction { reviewed = fresh }
            return PaymentUnlock(prepared: fresh, changes: [], needsReview: false)
        }
        if let current = prepared, current.isComplete {
            return PaymentUnlock(prepared: current, changes: [], needsReview: false)
        }
        order.sender = address
        let fresh = try await prepare()
        guard let reviewed else { return PaymentUnlock(prepared: fresh, changes: [], needsReview: true) }
        let changes = PaymentChange.changes(from: reviewed.summary, to: fresh.summary)
        let feeNew = reviewed.summary.fee == nil && fresh.summary.fee != nil
        let needsReview = !changes.isEmpty || feeNew
        // Nothing the person was shown changed: their confirmation holds for the payment read again.
        if !needsReview { self.reviewed = fresh }
        return PaymentUnlock(prepared: fresh, changes: changes, needsReview: needsReview)
    }

    /// Signs the reviewed transaction, exactly, and nothing else: refused when what was last
    /// confirmed is not what was last prepared (a review to ask again), when the network setting
    /// changed since, or when the signature is not the paying account's.
    public func sign() async throws(TransactionsError) -> SignedPayment {
        if let signed { return signed }
        guard cleared, let current = prepared, let transaction = current.transaction, let reviewed,
            reviewed.transaction == transaction, reviewed.summary == current.summary
        else { throw .notReviewed }
        if offline == nil {
            let network = try environment.unchangedNetwork()
            guard current.facts.chainID == network.evmChainID else {
                throw .networkChanged(preparedFor: current.facts.networkName, configured: network)
            }
        }
        guard let signer else { throw .notReviewed }
        defer { signer.lock() }
        let signature = try await environment.rail(for: order.account).sign(transaction, with: signer)
        guard signature.transaction == transaction, signature.sender == current.facts.sender else {
            throw .wrongKey(
                expected: current.facts.sender.map(shown) ?? "?", key: signature.sender.map(shown) ?? "?")
        }
        signed = signature
        return signature
    }

    /// Sends the signed transaction once (a file's as it is), unless the task was cancelled before;
    /// records a send the node took (the history's pending list, the nonces the next payment skips,
    /// an approval). A retry of an unknown outcome is never made here: look it up.
    public func submit() async -> SendOutcome {
        if let sent { return .accepted(sent) }
        guard let signed, cleared, prepared?.minedBefore == nil else { return .refused(.notReviewed) }
        let network: Network
        do { network = try environment.unchangedNetwork() } catch { return .refused(error) }
        // The last moment to stop with nothing sent.
        guard !Task.isCancelled else { return .refused(.cancelled) }
        let outcome = await environment.rail(for: order.account).submit(signed, on: network)
        if case .accepted(let accepted) = outcome {
            sent = accepted
            record(signed, accepted, on: network)
        }
        return outcome
    }

    /// `address` as the paying account writes it: `zil1…` for the legacy account, EIP-55 `0x…` else.
    private func shown(_ address: EVMAddress) -> String {
        order.account == .legacy ? Address(address).bech32 : address.checksummed
    }

    /// What may have gone out, once signed: the words for an interrupt (look it up; send the very
    /// same transaction again, never a new one).
    public func inDoubt() -> UnansweredSend? {
        guard let signed, let network = try? environment.configuredNetwork() else { return nil }
        return UnansweredSend(signed, network: network, reason: .transport(.cancelled))
    }

    // MARK: - Helpers

    /// The payment as last prepared, the transaction signed, and what the session works with.
    var currentPayment: PreparedPayment? { prepared }
    var currentSigned: SignedPayment? { signed }
    var currentSent: SentTransaction? { sent }
    var currentEnvironment: PaymentEnvironment { environment }

    /// `payment` with what the wallet knows on its chain and the counterparty's name: the one the
    /// person gave it by, else its contact's.
    private func knowing(_ payment: PreparedPayment) -> PreparedPayment {
        let facts = payment.facts
        let known = environment.known(onChain: facts.chainID, sender: facts.sender)
        let contact = known.contactName(of: facts.counterparty.address)
        return payment.knowing(known, name: order.counterpartyName ?? contact)
    }

    /// Runs the rules over `payment`'s facts (only the chain's for a file mined before: nothing is sent).
    private func check(_ payment: PreparedPayment) throws(TransactionsError) {
        let rules = payment.minedBefore == nil ? environment.rules : [ChainRule()]
        let facts = try watchOnlyMarked(payment.facts)
        do throws(PaymentRefusal) {
            try PaymentRules.check(facts, by: rules)
        } catch {
            throw .refused(error)
        }
    }

    /// The wallet's sends of `sender` on `chainID` that are not known mined, oldest first.
    private func sendsOf(_ sender: EVMAddress?, chainID: UInt64, record: SentTransactionRecord)
        throws(TransactionsError) -> [SentTransactionRecord.Send]
    {
        guard let sender else { return [] }
        do throws(PersistenceError) {
            return try record.sends(from: sender, onChain: chainID)
        } catch .noHomeDirectory {
            // With no home there is no record to read (nor to write): the node's counts alone.
            return []
        } catch {
            throw .persistence(error)
        }
    }

    /// Forgets the sends the node mined or dropped, as `payment` found them.
    private func release(_ payment: PreparedPayment, record: SentTransactionRecord) {
        let facts = payment.facts
        guard let sender = facts.sender, let latest = facts.nonce.latest else { return }
        // A record that cannot be written changes nothing about this payment.
        try? record.forget(Set(payment.dropped.map(\.hash)), onChain: facts.chainID)
        try? record.forget(from: sender, onChain: facts.chainID, below: latest)
    }

    /// Records the send the node took, for the history's pending list and the next payment's nonce.
    private func record(_ signed: SignedPayment, _ accepted: SentTransaction, on network: Network) {
        guard let payment = prepared else { return }
        let record = SentTransactionRecord(preferences: environment.preferences)
        do throws(PersistenceError) {
            if let send = SentTransactionRecord.Send(
                signed, accepted, payment: payment, at: environment.dateProvider.now)
            {
                try record.add(send)
            }
            try ApprovalRecord(preferences: environment.preferences).add(payment)
            var paidAs: String?
            if case .zilName(let name) = payment.facts.counterpartyName { paidAs = name }
            try CounterpartyRecord(preferences: environment.preferences).add(
                payment.facts.counterparty, name: paidAs, onChain: payment.facts.chainID,
                at: environment.dateProvider.now)
        } catch .noHomeDirectory {
            // No home, no record: nothing to say beyond what the command says of its home.
        } catch {
            notRecorded = error
        }
    }

}
