import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `send`'s paying account: which one the options name or the network's default, the options that
/// belong to the other one, and the drafts each account's options read into.
extension SendCommand {
    /// The risks the flags accept, for either account.
    var acceptedRisks: Set<PaymentRisk> {
        RiskFlags.accepted(
            unusualRecipient: allowUnusualRecipient, highFee: allowHighFee, escrowLodge: lodgeIntoEscrow,
            legacyRecipient: allowLegacyRecipient, contractRecipient: allowContractRecipient,
            tokenContractRecipient: allowTokenContractRecipient)
    }

    /// ZIL, or with --token the transfer of --amount in the listed token's units.
    /// - Throws: the token list's refusal (not listed, an ambiguous symbol), or the usage error of an
    ///   amount the token's decimals do not take.
    func tokenIntent() throws -> EVMPaymentIntent {
        guard let token else { return .zil }
        let listed = try Container.shared.tokenListUseCase().token(token)
        do {
            return .tokenTransfer(listed, amount: try listed.units(amount))
        } catch {
            throw ValidationError("--amount (in \(listed.symbol), \(listed.decimals) decimals): \(error)")
        }
    }

    /// The options of the EVM payment as typed; ZhipCore reads them.
    var evmPaymentText: EVMPaymentText {
        // A token's amount is not ZIL: it is read in the token's decimals once the token is known (tokenIntent).
        EVMPaymentText(
            recipient: to, amount: amount, type: type?.rawValue, gasPrice: gasPrice, maxFee: maxFee,
            priorityFee: priorityFee, acceptedRisks: acceptedRisks, nonce: nonce, sendsMax: token != nil)
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
                (token != nil, "--token"), (type != nil, "--type"), (maxFee != nil, "--max-fee"),
                (priorityFee != nil, "--priority-fee"), (allowContractRecipient, "--allow-contract-recipient"),
                (allowTokenContractRecipient, "--allow-token-contract-recipient"),
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
        if token != nil || type != nil || maxFee != nil || priorityFee != nil || allowContractRecipient {
            return .evm
        }
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

    /// The draft the options describe, or the usage error naming the option that is wrong.
    func evmDraft(from sender: EVMAddress) throws -> EVMPaymentDraft {
        do throws(PaymentFieldError) {
            return try evmPaymentText.draft(from: sender)
        } catch {
            let unit = error.field == .gasPrice ? " (in wei)" : error.field.unit
            throw ValidationError("\(error.field.option)\(unit): \(error.message)")
        }
    }
}
