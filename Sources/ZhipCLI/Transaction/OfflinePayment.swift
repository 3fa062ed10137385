import ZhipCore
import ZilliqaKit

/// A payment `tx sign` signs offline, per account: a legacy draft for its network, or an EVM
/// transaction already held to ZhipCore's offline rules (``ZhipCore/EVMPaymentRules``).
enum OfflinePayment {
    case legacy(PaymentDraft, on: Network)
    case evm(EVMTransaction)

    /// The payment signed with the key `keystore` opens with `password`.
    func signed(keystore: Keystore, password: String) async throws -> AnySignedTransaction {
        switch self {
        case .legacy(let draft, _):
            .legacy(
                try await Container.shared.paymentsUseCase().signOffline(draft, keystore: keystore, password: password))
        case .evm(let transaction):
            .evm(
                transaction.signed(
                    with: KeyPair(privateKey: try await DefaultPaymentsUseCase.unlock(keystore, password: password))))
        }
    }
}
