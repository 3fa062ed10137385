public import ZilliqaKit

/// The rules of an EVM payment that need no node, written once for a payment prepared online
/// (``PaymentsUseCase/prepare(_:)``) and one signed offline (`zhip-cli tx sign --account evm`);
/// the rules that need the node's figures (the balance, the gas price, the recipient's code) are
/// the use case's.
///
/// ```swift
/// let draft = try EVMPaymentText(recipient: "0x…", amount: "1.5", maxFee: "5000gwei", priorityFee: "0", nonce: "0")
///     .draft(from: sender)
/// let transaction = try EVMPaymentRules.offlineTransaction(for: draft, chainID: 32769)
/// let signed = transaction.signed(with: keyPair)
/// ```
public enum EVMPaymentRules {
    /// The gas of a plain transfer, a payment's default gas limit.
    public static let transferGas: UInt64 = 21_000
    /// Zilliqa 2.0's block gas limit: a transaction above it is refused.
    public static let blockGasLimit: UInt64 = 84_000_000

    /// The gas limit `draft` signs with: its own, or a plain transfer's.
    /// - Throws: ``TransactionsError/evmGasLimitTooLow(_:)`` below a transfer's 21000 (Zilliqa 2.0
    ///   takes such a transaction and then drops it, `zq2-eth-api.md` §2.2), and
    ///   ``TransactionsError/evmGasLimitAboveBlock(_:)`` above the block's.
    public static func gasLimit(of draft: EVMPaymentDraft) throws(TransactionsError) -> UInt64 {
        let limit = draft.gasLimit ?? transferGas
        guard limit >= transferGas else { throw .evmGasLimitTooLow(limit) }
        guard limit <= blockGasLimit else { throw .evmGasLimitAboveBlock(limit) }
        return limit
    }

    /// The unsigned transaction `draft` describes for the EVM chain `chainID`, with no node to ask:
    /// the nonce and every figure of the fee given (a max fee or gas price above zero, a priority
    /// fee at most the max fee), the gas limit within ``gasLimit(of:)``'s bounds, a `zil1…`
    /// recipient only when ``PaymentRisk/legacyAccount`` is accepted, the zero address only when
    /// ``PaymentRisk/zeroAddress`` is, and an amount plus the largest
    /// fee that can be counted in wei. Needs no key: a command checks it before asking for a password.
    public static func offlineTransaction(for draft: EVMPaymentDraft, chainID: UInt64) throws(TransactionsError)
        -> EVMTransaction
    {
        try PaymentRisk.require(
            [
                draft.recipientGivenAsBech32 ? .legacyAccount : nil,
                draft.to.bytes.allSatisfy({ $0 == 0 }) ? .zeroAddress : nil,
            ], acceptedIn: draft.acceptedRisks)
        guard case .exactly(let amount) = draft.amount else { throw .offlineNeeds(.amount) }
        guard let nonce = draft.nonce else { throw .offlineNeeds(.nonce) }
        let gasLimit = try gasLimit(of: draft)
        let fee = try offlineFee(of: draft.fee)
        let (maximumFee, feeOverflow) = UInt128(gasLimit).multipliedReportingOverflow(by: fee.maximumPricePerGas)
        let (_, totalOverflow) = amount.wei.addingReportingOverflow(maximumFee)
        guard !feeOverflow, !totalOverflow else { throw .evmCostOverflow }
        return EVMTransaction(
            nonce: nonce, fee: fee, gasLimit: gasLimit, to: draft.to, value: amount.wei, chainID: chainID)
    }

    /// The fee of `choice`, every figure given.
    private static func offlineFee(of choice: EVMFeeChoice) throws(TransactionsError) -> EVMTransactionFee {
        switch choice {
        case .legacy(let gasPrice):
            guard let gasPrice else { throw .offlineNeeds(.gasPrice) }
            return .legacy(gasPrice: gasPrice.wei)
        case .eip1559(let maxFee, let priorityFee):
            guard let maxFee else { throw .offlineNeeds(.maxFee) }
            guard let priorityFee else { throw .offlineNeeds(.priorityFee) }
            guard EVMFeeRule.priorityFeeFits(priorityFee, under: maxFee) else {
                throw .priorityFeeAboveMaxFee(priorityFee: priorityFee, maxFee: maxFee)
            }
            return .eip1559(maxFeePerGas: maxFee.wei, maxPriorityFeePerGas: priorityFee.wei)
        }
    }
}
