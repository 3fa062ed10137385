import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `tx sign --account evm`: an EVM transfer signed offline by ZhipCore's rules (``OfflineEVMPayment``).
extension TransactionSignCommand {
    /// The EVM options as typed, read by ZhipCore (``ZhipCore/OfflineEVMPaymentText``).
    var evmText: OfflineEVMPaymentText {
        OfflineEVMPaymentText(
            recipient: to, amount: amount, nonce: nonce, isLegacyType: type == .legacy, maxFee: maxFee,
            priorityFee: priorityFee, gasPrice: gasPrice, allowsLegacyRecipient: allowLegacyRecipient,
            gasLimit: gasLimit)
    }

    /// Refuses the legacy account's options, and a typing mistake in the EVM ones; a payment the
    /// rules refuse is left to ``signEVM(on:console:)``, which exits 2 for it.
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
        do throws(OfflineEVMPaymentError) {
            _ = try OfflineEVMPayment.transaction(for: try evmText.draft(chainID: 0))
        } catch  where !error.refusesThePayment {
            throw ValidationError(error.usageError.message + defaultedAccountNote)
        } catch {}
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
        do throws(OfflineEVMPaymentError) {
            transaction = try OfflineEVMPayment.transaction(for: try evmText.draft(chainID: evmChainID))
        } catch {
            throw error.refusesThePayment
                ? failure(error.refusal + defaultedAccountNote, exit: .refused, on: console) as any Error
                : ValidationError(error.usageError.message + defaultedAccountNote)
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
                    try await DefaultTransactionsUseCase.unlock(keystoreInput.keystore, password: password)
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

extension OfflineEVMPaymentError {
    /// The usage error (exit 64) naming the option that is wrong.
    var usageError: ValidationError {
        ValidationError("\(option): \(description)")
    }

    /// The words of a refusal (exit 2), with the option that would allow it when there is one.
    var refusal: String {
        if case .legacyRecipientNotAllowed = self { return "\(description) (add --allow-legacy-recipient)" }
        return description
    }

    /// The option that gives the field this error is about.
    private var option: String {
        switch self {
        case .recipient, .legacyRecipientText, .legacyRecipientNotAllowed: "--to"
        case .amount, .zeroAmount, .costOverflow: "--amount"
        case .fee(let field, _), .feeMissing(let field), .feeNotForType(let field), .zeroFee(let field): field.option
        case .priorityFeeAboveMaxFee: "--priority-fee"
        case .nonce: "--nonce"
        case .gasLimit, .gasLimitBelowTransfer, .gasLimitAboveBlock: "--gas-limit"
        }
    }
}

extension OfflineEVMFeeField {
    /// `--max-fee`.
    var option: String {
        switch self {
        case .maxFee: "--max-fee"
        case .priorityFee: "--priority-fee"
        case .gasPrice: "--gas-price"
        }
    }
}
