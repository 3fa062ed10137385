import ZilliqaKit

/// What the receipt of a mined payment says, whichever account paid: whether it went through, the
/// block, the gas used and the fee charged (from the fee signed and the network's price, not the
/// receipt's `effectiveGasPrice`, which Zilliqa 2.0 misreports for type 2), the failure in words,
/// and what its intent read from it (a token's transfer, the escrow's release, a pool's event).
///
/// ```swift
/// let receipt = try await session.receipt()
/// print(receipt.succeeded, receipt.feeCharged?.zil, receipt.outcome?.warning)
/// ```
public struct PaymentReceipt: Sendable, Equatable {
    /// The transaction, by its legacy id or EVM hash.
    public let sent: SentTransaction
    public let succeeded: Bool
    public let block: UInt64
    public let gasUsed: UInt64
    public let feeCharged: ZILAmount?
    /// Why it failed, in words; nil when it went through.
    public let failure: String?
    /// What the intent read from the receipt; nil when it has nothing to say.
    public let outcome: PaymentOutcome?
    /// The node's receipt, as it came.
    public let mined: MinedReceipt

    public init(
        sent: SentTransaction, succeeded: Bool, block: UInt64, gasUsed: UInt64, feeCharged: ZILAmount?,
        failure: String?, outcome: PaymentOutcome? = nil, mined: MinedReceipt
    ) {
        self.sent = sent
        self.succeeded = succeeded
        self.block = block
        self.gasUsed = gasUsed
        self.feeCharged = feeCharged
        self.failure = failure
        self.outcome = outcome
        self.mined = mined
    }

    /// `mined`, the receipt of `sent`, read against `payment`.
    init(_ mined: MinedReceipt, sent: SentTransaction, of payment: PreparedPayment) {
        switch mined {
        case .legacy(let receipt):
            let fee = payment.transaction?.legacy.flatMap {
                try? Amount.fee(gasPrice: $0.gasPrice, gasLimit: receipt.cumulativeGas)
            }
            self.init(
                sent: sent, succeeded: receipt.success, block: receipt.epochNumber, gasUsed: receipt.cumulativeGas,
                feeCharged: fee.map(ZILAmount.qa), failure: receipt.success ? nil : receipt.failureWords, mined: mined)
        case .evm(let receipt):
            let fee = payment.transaction?.evm.map { transaction in
                EVMFeeQuote(
                    fee: transaction.fee, gasLimit: receipt.gasUsed,
                    networkGasPrice: payment.networkGasPrice ?? Wei(wei: transaction.fee.maximumPricePerGas)
                ).feeCharged(forGasUsed: receipt.gasUsed)
            }
            let outcome =
                receipt.succeeded
                ? payment.facts.sender.flatMap {
                    payment.order.intent.outcome(of: receipt, from: $0, reading: payment.reading)
                }
                : nil
            self.init(
                sent: sent, succeeded: receipt.succeeded, block: receipt.blockNumber, gasUsed: receipt.gasUsed,
                feeCharged: fee.map(ZILAmount.wei), failure: receipt.succeeded ? nil : Self.evmFailure,
                outcome: outcome, mined: mined)
        }
    }

    /// What a mined EVM transaction with status 0 did.
    public static let evmFailure = "the amount was not transferred, but the fee was charged (status 0)"

    /// The staking call's outcome, when there is one.
    public var staking: StakingOutcome? { outcome?.staking }
}
