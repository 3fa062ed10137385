import CommandLineKit
import ZhipCore
import ZilliqaKit

/// One payment from either account of a key, as `send` and `move` run it through ZhipCore's
/// ``ZhipCore/PaymentsUseCase`` (every rule of it there): the paying address, the prepare with its
/// consents, the review and its confirmation, one signature, one send, the outcome's exit code, the
/// receipt wait and the report. What differs per account is the draft the command writes and the
/// receipt it waits for.
///
/// ```swift
/// try await PaymentSend(setup: setup, console: console, yes: false, noWait: false, output: output)
///     .run(from: .evm) { payer in try draft(from: payer) }
/// ```
struct PaymentSend {
    /// The address of the account that pays: what a draft is written from.
    enum Payer {
        case legacy(Address)
        case evm(EVMAddress)

        /// `account`'s address of `key`.
        init(_ account: PayingAccount, of key: KeyPair) {
            switch account {
            case .legacy: self = .legacy(key.publicKey.address)
            case .evm: self = .evm(key.evmAddress)
            }
        }
    }

    let setup: PaymentSetup
    let console: Console
    /// Send without asking (--yes).
    let yes: Bool
    /// Do not wait for the receipt (--no-wait).
    let noWait: Bool
    let output: OutputOptions
    /// Said beside a legacy payment's recipient in the review, e.g. that it is the key's own EVM account.
    var recipientNote: String?
    /// The key's own EVM account when it is a legacy payment's recipient (a move), shown as 0x… (EIP-55).
    var recipientEVMAddress: EVMAddress?

    private var network: Network { setup.network }

    /// Prepares, reviews, signs once and sends the payment `draft` writes from `account`'s address.
    /// `unlockedKey` signs when the key was unlocked already; else the keystore is unlocked after the
    /// confirmation, or first when only the key tells the paying address (the payment is then
    /// confirmed as far as it is known before the password is asked, and checked once it is).
    func run(from account: PayingAccount, unlockedKey: KeyPair? = nil, _ draft: (Payer) throws -> AnyPaymentDraft)
        async throws
    {
        let network = self.network
        let console = self.console
        let payments = Container.shared.paymentsUseCase()
        var key = unlockedKey
        var confirmedBeforeUnlocking = false
        let payer: Payer
        if let key {
            payer = Payer(account, of: key)
        } else if let known = knownPayer(account) {
            payer = known
        } else {
            if !yes {
                let unknown: Payer =
                    account == .evm ? .evm(PaymentReview.unknownSender) : .legacy(PaymentReview.unknownLegacySender)
                try await confirmBeforeUnlocking(try draft(unknown), payments: payments)
                confirmedBeforeUnlocking = true
            }
            let unlocked = try await setup.unlockKey(
                "Unlocking the keystore to learn its \(account.rawValue) account", console: console)
            key = unlocked
            payer = Payer(account, of: unlocked)
        }
        var drafted = try draft(payer)
        let asked = account == .evm ? "the account, the recipient and the gas price" : "the account and the gas price"
        let prepared = try await ConsentedPrepare.prepare(
            &drafted, risks: \.acceptedRisks, asks: !yes && console.stdinIsTerminal, on: network,
            waiting: "Asking \(network.nodeLabel) for \(asked)", console: console
        ) { drafted in try await payments.prepare(drafted) }
        let review = PaymentReview(summary: summary(of: prepared, drafted: drafted))
        // A token call's fee was not known before unlocking (its gas is estimated from the account).
        var isTokenCall = false
        if case .evm(let evm) = prepared { isTokenCall = evm.intent != .zil }
        if !yes {
            if confirmedBeforeUnlocking && !isTokenCall {
                SendQuestions.show(review.lines, console: console)
            } else {
                try SendQuestions.confirm(review.lines, asking: review.question, console: console)
            }
        }
        let signer: KeyPair
        if let key { signer = key } else { signer = try await setup.unlockKey(console: console) }
        let inDoubt = SendInDoubt.resending(nonce: prepared.nonce, on: network)
        let interrupted = try interruptedText(prepared, signer: signer, inDoubt)
        // From here until the receipt wait has begun, Ctrl-C says what may have gone out.
        let (sent, receipt): (SentTransaction, AnyReceipt?) = try await InterruptNotice.during(interrupted, on: console)
        {
            let outcome = await WaitingLine.showing(
                "Signing and sending the payment to \(network.nodeLabel)", on: console
            ) { await payments.send(prepared, signingWith: signer) }
            let sent = try outcome.accepted(inDoubt, console: console)
            guard !noWait else { return (sent, nil) }
            return (sent, try await self.receipt(of: sent))
        }
        var moved: TokenTransferOutcome?
        var claimed: EscrowClaimOutcome?
        var staked: StakingOutcome?
        if case .evm(let evm) = prepared, case .evm(let mined, _)? = receipt, mined.succeeded {
            moved = TokenTransferOutcome(receipt: mined, of: evm)
            claimed = EscrowClaimOutcome(receipt: mined, of: evm)
            staked = StakingOutcome(receipt: mined, of: evm)
        }
        try CommandOutput(console, output).emit(
            review.report(sent, receipt: receipt, moved: moved, claimed: claimed, staked: staked),
            lines: review.resultLines(sent, receipt: receipt, moved: moved, claimed: claimed, staked: staked))
        if let warning = moved?.warning ?? claimed?.warning ?? staked?.warning {
            console.printError("Careful: " + warning)
        }
        if let receipt, !receipt.succeeded {
            throw failure("payment \(sent) was \(receipt.failureWords)", exit: .refused, on: console)
        }
    }

    /// The paying address the keystore or the saved wallet tells without unlocking, if it does.
    private func knownPayer(_ account: PayingAccount) -> Payer? {
        switch account {
        case .legacy: setup.keystore.address.map(Payer.legacy)
        case .evm: setup.wallet?.evmAddress.map(Payer.evm)
        }
    }

    /// Asks to confirm what can be shown of `draft` before the key that tells its paying address is
    /// unlocked: the recipient, the amount and the fee's terms (an EVM fee priced at the node's gas price).
    private func confirmBeforeUnlocking(_ draft: AnyPaymentDraft, payments: any PaymentsUseCase) async throws {
        switch draft {
        case .legacy(let draft, _):
            try SendQuestions.confirm(
                PaymentReview.beforeUnlocking(draft, network: network),
                asking: PaymentReview.question(sending: AmountText.zil(draft.amount), to: draft.recipient.bech32),
                console: console)
        case .evm(let draft):
            let network = self.network
            let quote = try await step {
                () async throws(TransactionsError) in
                try await WaitingLine.showing("Asking \(network.nodeLabel) for its chain and gas price", on: console) {
                    () async throws(TransactionsError) in try await payments.quote(draft.fee)
                }
            }
            let known = PaymentReview.beforeUnlocking(
                draft, quote: quote, network: network, keystoreFile: setup.wallet == nil)
            try SendQuestions.confirm(known, asking: PaymentReview.question(for: draft), console: console)
        }
    }

    /// ZhipCore's summary of `prepared` for the review, with what the command adds to it.
    private func summary(of prepared: AnyPreparedPayment, drafted: AnyPaymentDraft) -> PaymentSummary {
        switch prepared {
        case .evm(let evm):
            var typedAsBech32 = false
            if case .evm(let draft) = drafted { typedAsBech32 = draft.recipientGivenAsBech32 }
            return PaymentSummary(evm, network: network, recipientGivenAsBech32: typedAsBech32)
        case .legacy(let legacy):
            return PaymentSummary(legacy, recipientNote: recipientNote, recipientEVMAddress: recipientEVMAddress)
        }
    }

    /// What Ctrl-C says once the payment may have gone out: a legacy one by its sender and nonce
    /// (its id comes from the node), an EVM one by the hash its signature gives it (the same the
    /// send signs: RFC 6979 signatures are deterministic).
    private func interruptedText(_ prepared: AnyPreparedPayment, signer: KeyPair, _ inDoubt: SendInDoubt) throws
        -> String
    {
        switch prepared {
        case .legacy(let legacy):
            let (sender, nonce) = (legacy.sender, legacy.payment.nonce)
            return inDoubt.text(
                UnansweredSend.interrupted(sender: sender, nonce: nonce, network: network), sender: sender, nonce: nonce
            )
        case .evm(let evm):
            let hash = try EVMHash(bytes: evm.transaction.signed(with: signer).hash)
            return inDoubt.text(
                UnansweredSend.interrupted(sender: evm.from, nonce: evm.transaction.nonce, network: network),
                sent: .evm(hash))
        }
    }

    /// The receipt of `sent`, waited for (``ReceiptWait``); a failed one is returned to be reported.
    private func receipt(of sent: SentTransaction) async throws -> AnyReceipt {
        let waiting = ReceiptWait(network: network, console: console, showProgress: !output.json)
        return switch sent {
        case .legacy(let id): .legacy(try await waiting.receipt(of: id))
        case .evm(let hash): .evm(try await waiting.receipt(of: hash))
        }
    }

    /// Runs one step of the payment, turning ZhipCore's refusal into the exit code that says what
    /// happened (``ZhipCore/TransactionsError/thrown(network:console:)``).
    private func step<T>(_ body: () async throws(TransactionsError) -> T) async throws -> T {
        do throws(TransactionsError) {
            return try await body()
        } catch {
            throw error.thrown(network: network, console: console)
        }
    }
}
