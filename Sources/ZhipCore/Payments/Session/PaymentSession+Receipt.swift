import Foundation
import Synchronization
public import ZilliqaKit

/// The one receipt wait, for both accounts: a look-up per try as the policy says, slept on the
/// container's clock, at most ``receiptDeadline`` in all; each look-up that found none is told to
/// `progress` before the wait (with the node's failure, when it stopped answering); a legacy
/// payment the network dropped at its era switch ends the wait (never mined, nothing moved).
extension PaymentSession {
    /// The longest a wait goes on, whatever its policy says: five minutes.
    public static let receiptDeadline: Duration = .seconds(300)

    /// The receipt of the payment sent, and what its intent reads from it.
    /// - Throws: ``TransactionsError/notMinedYet(_:)`` when the tries or the deadline are spent
    ///   (look it up later), ``TransactionsError/droppedAtEraSwitch(_:)``, or `cancelled`.
    public func receipt(
        policy: PollingPolicy = .standard, progress: (@Sendable (ReceiptLookUp) -> Void)? = nil
    ) async throws(TransactionsError) -> PaymentReceipt {
        guard let sent = currentSent else { throw .notReviewed }
        return try await wait(for: sent, policy: policy, progress: progress)
    }

    /// The receipt of a file sent before and found mined: read as any other.
    public func receipt(of mined: MinedReceipt) -> PaymentReceipt? {
        guard let payment = currentPayment, let signed = currentSigned else { return nil }
        return PaymentReceipt(mined, sent: signed.sent, of: payment)
    }

    private func wait(for sent: SentTransaction, policy: PollingPolicy, progress: (@Sendable (ReceiptLookUp) -> Void)?)
        async throws(TransactionsError) -> PaymentReceipt
    {
        guard let payment = currentPayment else { throw .notReviewed }
        let environment = currentEnvironment
        let rail = environment.rail(for: payment.facts.account)
        let clock = environment.clock
        let deadline = clock.now + Self.receiptDeadline
        for number in 1...policy.tries {
            guard !Task.isCancelled else { throw .cancelled }
            guard clock.now < deadline else { break }
            var problem: ZilliqaServiceError?
            do {
                if let mined = try await rail.receipt(of: sent) {
                    return PaymentReceipt(mined, sent: sent, of: payment)
                }
            } catch let error as ZilliqaServiceError {
                guard case .transport = error else { throw .service(error) }
                problem = error
            } catch {
                throw TransactionsError(evmNode: error)
            }
            guard number < policy.tries else { break }
            try await checkNotDropped(sent, payment: payment, environment: environment)
            let delay = policy.delay(afterTry: number)
            progress?(ReceiptLookUp(number: number, tries: policy.tries, nextIn: delay, problem: problem))
            do { try await clock.sleep(for: delay) } catch { throw .cancelled }
        }
        throw .notMinedYet(sent)
    }

    /// A legacy payment the network took and then dropped when it switched legacy execution off
    /// (`zq2-legacy-api.md` §7.3): never mined, no fee; one last look-up makes sure it was not
    /// mined before. An era that cannot be read says nothing.
    private func checkNotDropped(_ sent: SentTransaction, payment: PreparedPayment, environment: PaymentEnvironment)
        async throws(TransactionsError)
    {
        guard case .legacy(let id) = sent, let network = payment.summary.network,
            await LegacyTransferForks.era(on: network, asking: environment.zilliqaService) == .disabled
        else { return }
        let receipt: TransactionReceipt?
        do { receipt = try await environment.zilliqaService.transaction(id) } catch { return }
        guard receipt == nil else { return }
        throw .droppedAtEraSwitch(LegacyPaymentDroppedError(id: id, network: network))
    }
}
