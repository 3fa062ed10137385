import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `tx sign --account evm`: an EVM transfer signed offline by ZhipCore's rules (``EVMPaymentRules``),
/// its options read as `send`'s are (``ZhipCore/EVMPaymentText``).
extension TransactionSignCommand {
    /// The EVM options as typed, read by ZhipCore.
    var evmText: EVMPaymentText {
        EVMPaymentText(
            recipient: to, amount: amount, type: type?.rawValue, gasPrice: gasPrice, maxFee: maxFee,
            priorityFee: priorityFee,
            acceptedRisks: RiskFlags.accepted(unusualRecipient: false, legacyRecipient: allowLegacyRecipient),
            nonce: nonce, gasLimit: gasLimit)
    }

    /// Refuses the legacy account's options, and a typing mistake in the EVM ones; a payment the
    /// rules refuse is left to ``signEVM(evmChainID:console:)``, which exits 2 for it.
    func validateEVM() throws {
        let legacyOnly: [(given: Bool, option: String)] = [
            (allowHighFee, "--allow-high-fee"), (allowUnusualRecipient, "--allow-unusual-recipient"),
            (lodgeIntoEscrow, "--lodge-into-escrow"),
        ]
        if let given = legacyOnly.first(where: \.given) {
            throw ValidationError(
                "\(given.option) goes with --account legacy: an EVM transfer's fee and recipient are checked by"
                    + " --max-fee, --priority-fee, --gas-price and --allow-legacy-recipient")
        }
        let draft = try evmDraft()
        do throws(TransactionsError) {
            _ = try EVMPaymentRules.offlineTransaction(for: draft, chainID: 0)
        } catch .offlineNeeds(let field) {
            throw Self.missing(field, note: defaultedAccountNote)
        } catch {}
    }

    /// The usage error (exit 64) for a figure that must be given offline.
    private static func missing(_ field: PaymentField, note: String) -> ValidationError {
        ValidationError("\(field.option): \(TransactionsError.offlineNeeds(field))\(note)")
    }

    /// The draft the EVM options describe, from a sender still unknown (the key tells it), or the
    /// usage error naming the option that is wrong.
    private func evmDraft() throws -> EVMPaymentDraft {
        let anySender = PaymentReview.unknownSender
        do throws(PaymentFieldError) {
            return try evmText.draft(from: anySender)
        } catch {
            throw ValidationError(error.usageError.message + defaultedAccountNote)
        }
    }

    /// Refuses the EVM account's options on a legacy payment.
    func refuseEVMOptions() throws {
        let evmOnly: [(given: Bool, option: String)] = [
            (type != nil, "--type"), (maxFee != nil, "--max-fee"), (priorityFee != nil, "--priority-fee"),
            (allowLegacyRecipient, "--allow-legacy-recipient"),
        ]
        if let given = evmOnly.first(where: \.given) {
            throw ValidationError("\(given.option) goes with --account evm (the key's 0x account)")
        }
    }

    /// Words added to an EVM payment's error when no --account was given: which account signed, and how to
    /// choose the other.
    var defaultedAccountNote: String {
        account == nil ? " (tx sign signs from the EVM account unless --account legacy is given)" : ""
    }

    /// Signs the EVM transfer for the EVM chain `evmChainID` and prints it, or writes it to --out.
    func signEVM(evmChainID: UInt64, console: Console) async throws {
        let transaction: EVMTransaction
        let draft = try evmDraft()
        do throws(TransactionsError) {
            transaction = try EVMPaymentRules.offlineTransaction(for: draft, chainID: evmChainID)
        } catch .riskNotAccepted(let risk) {
            let refusal = TransactionsError.riskNotAccepted(risk)
            throw failure(
                "\(refusal) (add \(RiskFlags.flag(accepting: risk)))\(defaultedAccountNote)", exit: .refused,
                on: console)
        } catch .offlineNeeds(let field) {
            throw Self.missing(field, note: defaultedAccountNote)
        } catch {
            throw failure(error.description + defaultedAccountNote, exit: .refused, on: console)
        }
        let reader = PasswordReader(console: console, options: password)
        try reader.checkSourceAvailable()
        let outPath = out.map(console.absolutePath)
        if let outPath { try SecretFile.ensureAbsent(outPath) }
        let keystoreInput = try KeystoreInput(path: console.absolutePath(keystore))
        let keyPair: KeyPair
        do {
            let password = try reader.existingPassword()
            keyPair = KeyPair(
                privateKey: try await WaitingLine.showing("Unlocking the keystore", on: console) {
                    try await DefaultPaymentsUseCase.unlock(keystoreInput.keystore, password: password)
                })
        } catch let error as TransactionsError where error.refusesThePayment {
            throw failure(error.description, exit: .refused, on: console)
        }
        let signed = transaction.signed(with: keyPair)
        let file = EVMTransactionFile(signed)
        guard let outPath else {
            console.standardOutput(try file.contents)
            return
        }
        try SecretFile.create(at: outPath, contents: Array(try file.contents.utf8))
        let report = EVMReport(file: outPath, hash: signed.transactionHash.hex)
        try CommandOutput(console, output).emit(
            report, lines: [("file", outPath), ("hash", report.hash)] + lines(of: signed))
    }

    /// What was signed, for people: from, to, amount and the most it may cost in fees.
    private func lines(of signed: SignedEVMTransaction) -> [(label: String, value: String)] {
        let payment = PreparedEVMPayment(
            transaction: signed.transaction, from: signed.sender, balance: .zero, networkGasPrice: .zero)
        return [
            ("from", signed.sender.checksummed), ("to", signed.transaction.to.checksummed),
            ("amount", AmountText.zil(payment.value)), ("fee", "at most " + AmountText.zil(payment.maximumFee)),
        ]
    }

    /// With --account evm --out: `{"file": "/absolute/path", "hash": "0x…"}`.
    struct EVMReport: Encodable {
        let file: String
        let hash: String
    }
}
