import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `tx sign`'s choice of the account that signs and of the chain signed for, made offline, and what
/// differs per account: the draft its options describe, the rules checked before the password, and
/// the signing.
extension TransactionSignCommand {
    /// The account that signs: `--account`, else the one whose own options are given (the
    /// migration escrow takes legacy transfers only), else ZhipCore's offline default for the
    /// chain (``ZhipCore/PayingAccount/offlineDefault(chainID:)``), as `send` chooses.
    func signingAccount(chainID: UInt16?) -> PayingAccount {
        if let account { return account.account }
        if legacy.firstGiven != nil { return .legacy }
        if (try? Address(to))?.isMigrationEscrow == true { return .legacy }
        if evm.firstGiven != nil { return .evm }
        return chainID.map(PayingAccount.offlineDefault(chainID:)) ?? .evm
    }

    /// The Zilliqa chain id signed for: `--network`'s (with `--chain-id` for a URL), or `--chain-id`
    /// alone (either id), which is all an EVM transaction needs; nil when neither is given.
    func signingChainID() throws -> UInt16? {
        if network.network == nil, let chainID = network.chainID {
            guard account != .legacy else {
                throw ValidationError(
                    "--chain-id goes with a node's URL for the legacy account: give --network (mainnet, testnet, "
                        + "devnet, or a URL with --chain-id N)")
            }
            return chainID.zilliqa
        }
        return try network.explicitNetwork()?.chainID
    }

    /// The EVM options as typed, read by ZhipCore (``ZhipCore/EVMPaymentText``), as `send` reads them.
    var evmText: EVMPaymentText {
        EVMPaymentText(
            recipient: to, amount: amount, type: evm.type?.rawValue, gasPrice: gasPrice, maxFee: evm.maxFee,
            priorityFee: evm.priorityFee,
            acceptedRisks: RiskFlags.accepted(
                unusualRecipient: allowUnusualRecipient, legacyRecipient: evm.allowLegacyRecipient),
            nonce: nonce, sendsMax: evm.token != nil, gasLimit: gasLimit)
    }

    /// Refuses an EVM payment whose figures that must be given offline are missing (exit 64).
    func validateEVMFigures() throws {
        let draft = try evmDraft()
        do throws(TransactionsError) {
            _ = try OfflinePayment.evm(checking: draft, chainID: 0)
        } catch .offlineNeeds(let field) {
            throw missing(field)
        } catch {}
    }

    /// The payment to sign once the key is unlocked, held first to the rules that need neither node
    /// nor key: a refusal exits 2 before the password is asked.
    func offlinePayment(chainID: UInt16, console: Console) throws -> OfflinePayment {
        guard signingAccount(chainID: chainID) == .evm else {
            guard let chosen = try network.explicitNetwork() else { throw ValidationError("tx sign needs --network") }
            let draft = try paymentText.draftFromOptions()
            do throws(TransactionsError) {
                return try OfflinePayment.legacy(checking: draft, on: chosen)
            } catch {
                throw error.thrown(network: chosen, console: console)
            }
        }
        let draft = try evmDraft()
        do throws(TransactionsError) {
            return try OfflinePayment.evm(checking: draft, chainID: Network.evmChainID(forZilliqaChainID: chainID))
        } catch .riskNotAccepted(let risk) {
            let refusal = TransactionsError.riskNotAccepted(risk)
            throw failure(
                "\(refusal) (add \(RiskFlags.flag(accepting: risk)))\(defaultedAccountNote)", exit: .refused,
                on: console)
        } catch .offlineNeeds(let field) {
            throw missing(field)
        } catch {
            throw failure(error.description + defaultedAccountNote, exit: .refused, on: console)
        }
    }

    /// The usage error (exit 64) for a figure that must be given offline.
    private func missing(_ field: PaymentField) -> ValidationError {
        ValidationError("\(field.option): \(TransactionsError.offlineNeeds(field))\(defaultedAccountNote)")
    }

    /// The draft the EVM options describe, from a sender still unknown (the key tells it), or the
    /// usage error naming the option that is wrong.
    private func evmDraft() throws -> EVMPaymentDraft {
        var draft: EVMPaymentDraft
        do throws(PaymentFieldError) {
            draft = try evmText.draft(from: PaymentReview.unknownSender)
        } catch {
            throw ValidationError(error.usageError.message + defaultedAccountNote)
        }
        guard let token = try evm.offlineToken() else { return draft }
        do {
            draft.intent = .tokenTransfer(token, amount: try token.units(amount))
        } catch {
            throw ValidationError("--amount (in the token's \(token.decimals) decimals): \(error)")
        }
        return draft
    }

    /// Words added to an EVM payment's error when no --account was given: which account signed, and how to
    /// choose the other.
    var defaultedAccountNote: String {
        account == nil ? " (tx sign signs from the EVM account unless --account legacy is given)" : ""
    }
}
