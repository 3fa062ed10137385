import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `send --account evm`: the payment from the key's EVM account, through ZhipCore's
/// ``ZhipCore/PaymentsUseCase`` (every rule of it there), after the same review and confirmation.
extension SendCommand {
    /// The risks the flags accept, for either account.
    var acceptedRisks: Set<PaymentRisk> {
        RiskFlags.accepted(
            unusualRecipient: allowUnusualRecipient, highFee: allowHighFee, escrowLodge: lodgeIntoEscrow,
            legacyRecipient: allowLegacyRecipient, contractRecipient: allowContractRecipient)
    }

    /// The options of the EVM payment as typed; ZhipCore reads them.
    var evmPaymentText: EVMPaymentText {
        EVMPaymentText(
            recipient: to, amount: amount, type: type?.rawValue, gasPrice: gasPrice, maxFee: maxFee,
            priorityFee: priorityFee, acceptedRisks: acceptedRisks, nonce: nonce)
    }

    /// The legacy-only options given with `--account evm`, and the EVM-only ones given with `--account legacy`.
    func checkOptions(for account: PayingAccount) throws {
        let misplaced: [(given: Bool, option: String)]
        switch account {
        case .evm:
            misplaced = [
                (gasLimit != nil, "--gas-limit"), (lodgeIntoEscrow, "--lodge-into-escrow"),
                (allowHighFee, "--allow-high-fee"),
            ]
        case .legacy:
            misplaced = [
                (type != nil, "--type"), (maxFee != nil, "--max-fee"), (priorityFee != nil, "--priority-fee"),
                (allowContractRecipient, "--allow-contract-recipient"),
            ]
        }
        if let first = misplaced.first(where: \.given) {
            let other: PayingAccount = account == .evm ? .legacy : .evm
            throw ValidationError(
                "\(first.option) is for --account \(other.rawValue), not --account \(account.rawValue)")
        }
    }

    /// The account the options name: `--account`, else the one whose own options are given (the
    /// migration escrow takes legacy transfers only; `--nonce` is both's), else the EVM one for a
    /// recipient only it can pay as typed (an EIP-55 address).
    var namedAccount: PayingAccount? {
        if let account { return account.account }
        if gasLimit != nil || lodgeIntoEscrow || allowHighFee { return .legacy }
        if (try? Address(to))?.isMigrationEscrow == true { return .legacy }
        if type != nil || maxFee != nil || priorityFee != nil || allowContractRecipient { return .evm }
        if recipientReadsOnlyAsEVM { return .evm }
        return nil
    }

    /// True when `--to` reads as an EVM recipient and not as a legacy one: the legacy grammar's
    /// complaint (a checksum) would name the wrong cause.
    private var recipientReadsOnlyAsEVM: Bool {
        let anySender = PaymentReview.unknownSender
        do throws(PaymentFieldError) {
            _ = try paymentText.draft()
            return false
        } catch  where error.field == .recipient {
            do throws(PaymentFieldError) {
                _ = try evmPaymentText.draft(from: anySender)
                return true
            } catch {
                return error.field != .recipient
            }
        } catch {
            return false
        }
    }

    /// The account that pays: the one the options name, else ZhipCore's default for the network.
    func payingAccount(on network: Network, console: Console) async -> PayingAccount {
        if let namedAccount { return namedAccount }
        let service = Container.shared.zilliqaService()
        return await WaitingLine.showing(
            "Asking \(network.nodeLabel) whether it still takes legacy transfers", on: console
        ) { await PayingAccount.default(on: network, asking: service) }
    }

    /// Prepares, reviews, signs, sends once and follows the EVM payment.
    func sendFromEVMAccount(_ setup: PaymentSetup, console: Console) async throws {
        let chosen = setup.network
        let useCase = Container.shared.paymentsUseCase()
        var key: KeyPair?
        let sender: EVMAddress
        if let known = setup.wallet?.evmAddress {
            sender = known
        } else {
            // A keystore file's address may name either account (only the key tells which), and an
            // old wallet knows only its legacy one: the EVM account is learned by unlocking, so the
            // payment is confirmed first as far as it is known, and the password asked after.
            if !flags.yes {
                let draft = try evmDraft(from: PaymentReview.unknownSender)
                let quote = try await evmStep(on: chosen, console: console) { () async throws(TransactionsError) in
                    try await WaitingLine.showing("Asking \(chosen.nodeLabel) for its chain and gas price", on: console)
                    {
                        () async throws(TransactionsError) in try await useCase.quote(draft.fee)
                    }
                }
                let known = PaymentReview.beforeUnlocking(
                    draft, quote: quote, network: chosen, keystoreFile: setup.wallet == nil)
                try SendQuestions.confirm(known, asking: PaymentReview.question(for: draft), console: console)
            }
            let unlocked = try await setup.unlockKey(
                "Unlocking the keystore to learn its EVM account", console: console)
            key = unlocked
            sender = unlocked.evmAddress
        }
        var draft = try evmDraft(from: sender)
        let prepared = try await ConsentedPrepare.prepare(
            &draft, risks: \.acceptedRisks, asks: !flags.yes && console.stdinIsTerminal, on: chosen,
            waiting: "Asking \(chosen.nodeLabel) for the account, the recipient and the gas price", console: console
        ) { draft async throws in
            // Each draft is answered with its own account's payment.
            guard case .evm(let prepared) = try await useCase.prepare(.evm(draft)) else {
                throw TransactionsError.cancelled
            }
            return prepared
        }
        let review = PaymentReview(
            summary: PaymentSummary(prepared, network: chosen, recipientGivenAsBech32: draft.recipientGivenAsBech32))
        if !flags.yes {
            if key == nil {
                try SendQuestions.confirm(review.lines, asking: review.question, console: console)
            } else {
                SendQuestions.show(review.lines, console: console)
            }
        }
        let signer: KeyPair
        if let key { signer = key } else { signer = try await setup.unlockKey(console: console) }
        let expectedHash = try EVMHash(bytes: prepared.transaction.signed(with: signer).hash)
        let inDoubt = SendInDoubt.resending(nonce: prepared.transaction.nonce, on: chosen)
        let interrupted = inDoubt.text(
            UnansweredSend.interrupted(sender: prepared.from, nonce: prepared.transaction.nonce, network: chosen),
            sent: .evm(expectedHash))
        let (hash, receipt) = try await InterruptNotice.during(interrupted, on: console) {
            let outcome = await WaitingLine.showing(
                "Signing and sending the payment to \(chosen.nodeLabel)", on: console
            ) { await useCase.send(.evm(prepared), signingWith: signer) }
            let hash = try outcome.acceptedHash(inDoubt, console: console)
            guard !flags.noWait else { return (hash, EVMTransactionReceipt?.none) }
            let receipt = try await evmStep(on: chosen, console: console) { () async throws(TransactionsError) in
                try await WaitingLine.showing(
                    "Waiting for the receipt of \(hash.hex) from \(chosen.nodeLabel)", on: console
                ) { () async throws(TransactionsError) in try await useCase.receipt(of: hash) }
            }
            return (hash, receipt)
        }
        try CommandOutput(console, output).emit(
            review.report(hash: hash, receipt: receipt), lines: review.resultLines(hash: hash, receipt: receipt))
    }

    /// The draft the options describe, or the usage error naming the option that is wrong.
    func evmDraft(from sender: EVMAddress) throws -> EVMPaymentDraft {
        do throws(PaymentFieldError) {
            return try evmPaymentText.draft(from: sender)
        } catch {
            let unit = error.field == .gasPrice ? " (in wei)" : error.field.unit
            throw ValidationError("\(error.field.option)\(unit): \(error.message)")
        }
    }

    /// Runs one step of the EVM payment on `network`, turning ZhipCore's refusal into the exit code
    /// that says what happened (``ZhipCore/TransactionsError/thrown(network:console:)``).
    private func evmStep<T>(on network: Network, console: Console, _ body: () async throws(TransactionsError) -> T)
        async throws -> T
    {
        do throws(TransactionsError) {
            return try await body()
        } catch {
            throw error.thrown(network: network, console: console)
        }
    }
}
