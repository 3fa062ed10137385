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
            tokenContractRecipient: allowTokenContractRecipient, nonceGap: allowNonceGap
        ).union(recipient.accepted)
    }

    /// With --token, the listed token's transfer of --amount in its units to `recipient`, read by
    /// the one grammar of token amounts (``TokenAmountArgument``); nil for ZIL.
    /// - Throws: the token list's refusal (not listed, an ambiguous symbol), or the usage error of an
    ///   amount the token does not take.
    func tokenIntent(to recipient: (address: EVMAddress, givenAsBech32: Bool)) throws -> TokenTransfer? {
        guard let token else { return nil }
        let listed = try Container.shared.tokenListUseCase().token(token)
        let units = try TokenAmountArgument.units(amount, of: listed)
        return TokenTransfer(listed, to: recipient.address, units: units, typedAsLegacy: recipient.givenAsBech32)
    }

    /// The options of the EVM payment as typed; ZhipCore reads them.
    var evmPaymentText: EVMPaymentText {
        // A token's amount is not ZIL: it is read in the token's decimals once the token is known (tokenIntent).
        EVMPaymentText(
            recipient: to, amount: amount, type: type?.rawValue, gasPrice: gasPrice, maxFee: maxFee,
            priorityFee: priorityFee, acceptedRisks: acceptedRisks, nonce: nonce, sendsMax: token != nil,
            gasLimit: gasLimit)
    }

    /// The legacy-only options given with `--account evm`, and the EVM-only ones given with `--account legacy`.
    func checkOptions(for account: PayingAccount) throws {
        let misplaced: [(given: Bool, option: String)]
        switch account {
        case .evm:
            misplaced = [(lodgeIntoEscrow, "--lodge-into-escrow")]
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
        if lodgeIntoEscrow { return .legacy }
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
        do throws(PaymentFieldError) {
            _ = try paymentText.order(from: nil)
            return false
        } catch  where error.field == .recipient {
            do throws(PaymentFieldError) {
                _ = try evmPaymentText.order(from: nil)
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

    /// The recipient `text` names, or the usage error naming --to.
    private func recipient(of text: EVMPaymentText) throws -> (address: EVMAddress, givenAsBech32: Bool) {
        do throws(PaymentFieldError) { return try text.recipientAddress() } catch { throw error.usageError }
    }

    /// The order the options describe from `sender` (nil when only unlocking tells it), or the
    /// usage error naming the option that is wrong.
    func order(for account: PayingAccount, from sender: EVMAddress?) throws -> PaymentOrder {
        let text = evmPaymentText
        let intent = account == .evm && token != nil ? try tokenIntent(to: try recipient(of: text)) : nil
        do throws(PaymentFieldError) {
            switch account {
            case .legacy: return try paymentText.order(from: sender)
            case .evm: return try text.order(from: sender, intent: intent)
            }
        } catch {
            let unit = error.field == .gasPrice && account == .evm ? " (in wei)" : error.field.unit
            throw ValidationError("\(error.field.option)\(unit): \(error.message)")
        }
    }
}
