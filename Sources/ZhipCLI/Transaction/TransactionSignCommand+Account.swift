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
        return try namedNetwork()?.chainID
    }

    /// The network `--network` names; nil without it (an EVM payment may give `--chain-id` alone).
    func namedNetwork() throws -> Network? {
        network.network == nil ? nil : try network.explicitNetwork()
    }

    /// The EVM options as typed, read by ZhipCore (``ZhipCore/EVMPaymentText``), as `send` reads them.
    var evmText: EVMPaymentText {
        EVMPaymentText(
            recipient: to, amount: amount, type: evm.type?.rawValue, gasPrice: gasPrice, maxFee: evm.maxFee,
            priorityFee: evm.priorityFee,
            acceptedRisks: RiskFlags.accepted(
                unusualRecipient: allowUnusualRecipient, highFee: allowHighFee,
                legacyRecipient: evm.allowLegacyRecipient
            ).union(recipient.accepted),
            nonce: nonce, sendsMax: evm.token != nil, gasLimit: gasLimit)
    }

    /// Refuses an EVM payment whose figures that must be given offline are missing (exit 64).
    func validateEVMFigures() throws {
        if let field = PaymentSession.missingOfflineFigure(in: try evmOrder(), chainID: 0, network: nil) {
            throw missing(field)
        }
    }

    /// The session that signs the payment the options describe for `chainID`, with no node asked.
    /// Without --keystore, the watched account in use is the paying account: rule watch-only refuses
    /// it before any key is asked for. The review names the recipient `name` when it was given by one.
    func offlineSession(chainID: UInt16, naming name: CounterpartyName? = nil) throws -> PaymentSession {
        let watched = try watchedSender()
        guard signingAccount(chainID: chainID) == .evm else {
            guard let chosen = try namedNetwork() else { throw ValidationError("tx sign needs --network") }
            var order = try paymentText.orderFromOptions(from: watched)
            order.counterpartyName = name
            return PaymentSession(offline: order, chainID: chosen.evmChainID, network: chosen)
        }
        var order = try evmOrder()
        order.sender = watched
        order.counterpartyName = name
        return PaymentSession(
            offline: order, chainID: Network.evmChainID(forZilliqaChainID: chainID), network: try namedNetwork())
    }

    /// The watched account in use when no --keystore is given (the home read for it), else nil.
    private func watchedSender() throws -> EVMAddress? {
        guard keystore == nil else { return nil }
        network.useHome()
        return try SavedWallet.watched()?.evmAddress
    }

    /// What `step` gives, its refusal the exit code that says it: a figure not given is a usage
    /// error (exit 64), a rule's refusal exit 2 naming the flag that lifts it, before the password
    /// when the rule needs no key.
    func judged<T>(console: Console, _ step: () async throws(TransactionsError) -> T) async throws -> T {
        do throws(TransactionsError) {
            return try await step()
        } catch .offlineNeeds(let field) {
            throw missing(field)
        } catch .refused(let refusal) {
            let flag = refusal.consent.map { " (add \(RiskFlags.flag(accepting: $0)))" } ?? ""
            throw failure("\(refusal)\(flag)\(defaultedAccountNote)", exit: .refused, on: console)
        } catch {
            throw error.thrown(network: try namedNetwork(), console: console)
        }
    }

    /// The usage error (exit 64) for a figure that must be given offline.
    private func missing(_ field: PaymentField) -> ValidationError {
        ValidationError("\(field.option): \(TransactionsError.offlineNeeds(field))\(defaultedAccountNote)")
    }

    /// The order the EVM options describe, from a sender still unknown (the key tells it), or the
    /// usage error naming the option that is wrong.
    private func evmOrder() throws -> PaymentOrder {
        let text = evmText
        var intent: (any PaymentIntent)?
        if let token = try evm.offlineToken() {
            let units = try TokenAmountArgument.units(amount, of: token)
            let recipient: (address: EVMAddress, givenAsBech32: Bool)
            do throws(PaymentFieldError) { recipient = try text.recipientAddress() } catch {
                throw ValidationError(error.usageError.message + defaultedAccountNote)
            }
            intent = TokenTransfer(token, to: recipient.address, units: units, typedAsLegacy: recipient.givenAsBech32)
        }
        do throws(PaymentFieldError) {
            return try text.order(from: nil, intent: intent)
        } catch {
            throw ValidationError(error.usageError.message + defaultedAccountNote)
        }
    }

    /// Words added to an EVM payment's error when no --account was given: which account signed, and how to
    /// choose the other.
    var defaultedAccountNote: String {
        account == nil ? " (tx sign signs from the EVM account unless --account legacy is given)" : ""
    }
}
