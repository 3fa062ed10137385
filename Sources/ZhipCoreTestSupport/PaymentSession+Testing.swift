public import ZhipCore
public import ZilliqaKit

/// The whole of a payment through the real ``ZhipCore/PaymentSession``, for tests of what a
/// payment does (over fake or scripted services registered in the test's container): prepare,
/// confirm what was prepared as the person would, unlock with `signer`, sign, send.
extension PaymentSession {
    /// What the session prepared and what the send came to.
    public struct Paid: Sendable {
        public let prepared: PreparedPayment
        public let outcome: SendOutcome
    }

    /// Prepares, confirms, unlocks `signer`, signs and submits, as a front end that accepts the
    /// review would; the session's refusal is thrown before anything is signed.
    public func pay(signingWith signer: any PaymentSigner) async throws(TransactionsError) -> Paid {
        var prepared = try await prepare()
        confirm(prepared)
        let unlocked = try await unlock(with: signer)
        if unlocked.prepared.summary != prepared.summary {
            prepared = unlocked.prepared
            confirm(prepared)
        }
        _ = try await sign()
        return Paid(prepared: prepared, outcome: await submit())
    }

    /// ``pay(signingWith:)`` with `key`.
    public func pay(signingWith key: KeyPair) async throws(TransactionsError) -> Paid {
        try await pay(signingWith: KeystoreSigner(key: key))
    }
}

extension PaymentOrder {
    /// A ZIL transfer of `wei` from the EVM account `sender` to `recipient`, the fee the network's.
    public static func evmTransfer(
        _ wei: Wei, from sender: EVMAddress?, to recipient: EVMAddress, terms: PaymentTerms = PaymentTerms(),
        consents: Set<PaymentRisk> = []
    ) -> PaymentOrder {
        PaymentOrder(
            ZILTransfer(to: recipient, amount: .exactly(UInt256(wei.wei))), from: .evm, sender: sender, terms: terms,
            consents: consents)
    }

    /// A legacy transfer of `amount` from the legacy account `sender` to `recipient`, at the network's
    /// minimum gas price unless `terms` says.
    public static func legacyTransfer(
        _ amount: Amount, from sender: Address?, to recipient: Address, terms: PaymentTerms = PaymentTerms(),
        consents: Set<PaymentRisk> = []
    ) -> PaymentOrder {
        let wei = amount.qa.multipliedReportingOverflow(by: 1_000_000).partialValue
        return PaymentOrder(
            ZILTransfer(to: EVMAddress(recipient), amount: .exactly(UInt256(wei)), shown: recipient.bech32),
            from: .legacy, sender: sender.map { EVMAddress($0) }, terms: terms, consents: consents)
    }
}
