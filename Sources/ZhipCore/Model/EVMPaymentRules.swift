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
    /// The most gas a token call (`transfer`, `approve`) may take, its ceiling whether estimated or
    /// given: an ERC-20 transfer or approval uses about 30 000 to 100 000 gas, so an estimate above
    /// this is a token doing far more than moving units (and the person would pay for it). Refused
    /// past it with ``TransactionsError/tokenGasAboveCeiling(_:ceiling:)``.
    public static let maximumTokenGas: UInt64 = 500_000

    /// The gas any transaction carrying `data` pays before it runs (EIP-2028): 21000, and 16 a
    /// non-zero byte and 4 a zero byte of its data; 21000 for a plain transfer.
    public static func intrinsicGas(of data: [UInt8]) -> UInt64 {
        data.reduce(transferGas) { gas, byte in gas + (byte == 0 ? 4 : 16) }
    }

    /// The gas limit a token call of `draft` signs with: its own, else `estimate` (the node's
    /// `eth_estimateGas`; nil offline, where a limit must be given).
    /// - Throws: ``TransactionsError/offlineNeeds(_:)`` (the gas limit) without either,
    ///   ``TransactionsError/evmGasLimitBelowIntrinsic(_:intrinsic:)`` below what its call data
    ///   costs before it runs, ``TransactionsError/tokenGasAboveCeiling(_:ceiling:)`` above
    ///   ``maximumTokenGas``.
    public static func tokenGasLimit(of draft: EVMPaymentDraft, estimate: UInt64?) throws(TransactionsError)
        -> UInt64
    {
        guard let limit = draft.gasLimit ?? estimate else { throw .offlineNeeds(.gasLimit) }
        let intrinsic = intrinsicGas(of: draft.intent.calldata(for: draft.to))
        guard limit >= intrinsic else { throw .evmGasLimitBelowIntrinsic(limit, intrinsic: intrinsic) }
        guard limit <= maximumTokenGas else { throw .tokenGasAboveCeiling(limit, ceiling: maximumTokenGas) }
        return limit
    }

    /// The risks of `draft`'s token call (none for ZIL): a transfer to the token's own contract,
    /// where most tokens keep it for good, and an approval of every unit there is.
    static func tokenRisks(of draft: EVMPaymentDraft) -> [PaymentRisk?] {
        switch draft.intent {
        case .zil, .escrowClaim, .staking: []
        case .tokenTransfer(let token, _): [draft.to == token.contract ? .tokenContract : nil]
        case .tokenApproval: [draft.intent.isUnlimitedApproval ? .unlimitedApproval : nil]
        }
    }

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
            ] + tokenRisks(of: draft), acceptedIn: draft.acceptedRisks)
        let amount: Wei
        if draft.intent == .zil {
            guard case .exactly(let given) = draft.amount else { throw .offlineNeeds(.amount) }
            amount = given
        } else {
            amount = .zero
        }
        guard let nonce = draft.nonce else { throw .offlineNeeds(.nonce) }
        let gasLimit = try draft.intent == .zil ? gasLimit(of: draft) : tokenGasLimit(of: draft, estimate: nil)
        let fee = try offlineFee(of: draft.fee)
        let (maximumFee, feeOverflow) = UInt128(gasLimit).multipliedReportingOverflow(by: fee.maximumPricePerGas)
        let (_, totalOverflow) = amount.wei.addingReportingOverflow(maximumFee)
        guard !feeOverflow, !totalOverflow else { throw .evmCostOverflow }
        return EVMTransaction(
            nonce: nonce, fee: fee, gasLimit: gasLimit, to: draft.intent.transactionTarget(for: draft.to),
            value: amount.wei, data: draft.intent.calldata(for: draft.to), chainID: chainID)
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
