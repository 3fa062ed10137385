public import ZilliqaKit

/// What became of a transaction signed elsewhere (`zhip-cli tx send`) given to
/// ``PaymentsUseCase/send(signed:allowingNonceGap:)``.
///
/// ```swift
/// switch try await useCase.send(signed: signed, allowingNonceGap: false) {
/// case .sent(let hash): print("sent", hash.hex)
/// case .alreadyMined(let receipt): print("mined before, in block", receipt.blockNumber)
/// }
/// ```
public enum SignedEVMSendOutcome: Sendable, Hashable {
    /// The node took it now (or had it in its pool already): its receipt is still to come.
    case sent(EVMHash)
    /// It was mined before: nothing was sent, and this is its receipt (which may say it failed).
    case alreadyMined(EVMTransactionReceipt)
}
