public import ZhipCore
public import ZilliqaKit

/// Each account's payment prepared and sent through the one ``ZhipCore/PaymentsUseCase``, typed as
/// the account's own prepared payment, so a test reads its figures without unwrapping the case.
extension PaymentsUseCase {
    /// The legacy payment `draft` from `sender` prepared; a use case answering with an EVM one is
    /// refused as an unreadable answer.
    public func prepare(_ draft: PaymentDraft, from sender: Address) async throws(TransactionsError)
        -> PreparedPayment
    {
        guard let prepared = try await prepare(.legacy(draft, from: sender)).legacyPayment else {
            throw .service(.invalidResponse("a legacy draft was prepared as an EVM payment"))
        }
        return prepared
    }

    /// The EVM payment `draft` prepared; a use case answering with a legacy one is refused as an
    /// unreadable answer.
    public func prepare(_ draft: EVMPaymentDraft) async throws(TransactionsError) -> PreparedEVMPayment {
        guard let prepared = try await prepare(.evm(draft)).evmPayment else {
            throw .service(.invalidResponse("an EVM draft was prepared as a legacy payment"))
        }
        return prepared
    }

    /// ``ZhipCore/PaymentsUseCase/send(_:keystore:password:)`` of a legacy payment.
    public func send(_ prepared: PreparedPayment, keystore: Keystore, password: String) async -> SendOutcome {
        await send(.legacy(prepared), keystore: keystore, password: password)
    }

    /// ``ZhipCore/PaymentsUseCase/send(_:signingWith:)`` of a legacy payment.
    public func send(_ prepared: PreparedPayment, signingWith key: PrivateKey) async -> SendOutcome {
        await send(.legacy(prepared), signingWith: KeyPair(privateKey: key))
    }

    /// ``ZhipCore/PaymentsUseCase/send(_:signingWith:)`` of an EVM payment.
    public func send(_ prepared: PreparedEVMPayment, signingWith key: KeyPair) async -> SendOutcome {
        await send(.evm(prepared), signingWith: key)
    }

    /// ``ZhipCore/PaymentsUseCase/signOffline(_:keystore:password:)`` of a legacy `draft` for
    /// `network`; a use case answering with an EVM transaction is refused as an unreadable answer.
    public func signOffline(_ draft: PaymentDraft, on network: Network, keystore: Keystore, password: String)
        async throws(TransactionsError) -> SignedTransaction
    {
        guard
            case .legacy(let signed) = try await signOffline(
                .legacy(draft, on: network), keystore: keystore, password: password)
        else { throw .service(.invalidResponse("a legacy draft was signed as an EVM transaction")) }
        return signed
    }
}
