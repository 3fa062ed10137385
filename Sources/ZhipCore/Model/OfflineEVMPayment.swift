public import ZilliqaKit

/// An EVM transfer to sign without asking a node: every field given, since nothing can be read
/// from the network (the nonce, the fees, the chain).
///
/// ```swift
/// let draft = OfflineEVMPaymentDraft(
///     to: recipient, amount: try Wei("1.5", unit: .zil),
///     fee: .eip1559(maxFee: Wei(wei: 4_761_904_800_000), priorityFee: .zero), nonce: 0, chainID: 32769)
/// let payment = try OfflineEVMPayment.prepare(draft, from: keyPair.evmAddress)
/// let signed = payment.transaction.signed(with: keyPair)
/// ```
public struct OfflineEVMPaymentDraft: Sendable, Hashable {
    public var to: EVMAddress
    public var amount: Wei
    /// The fee; offline every figure of it must be given (nil is refused).
    public var fee: EVMFeeChoice
    public var nonce: UInt64
    /// The EVM chain id (``ZilliqaKit/Network/evmChainID``).
    public var chainID: UInt64
    /// The gas limit: from ``OfflineEVMPayment/transferGas`` (a plain transfer's, the default) to
    /// ``OfflineEVMPayment/blockGasLimit``.
    public var gasLimit: UInt64

    public init(
        to: EVMAddress, amount: Wei, fee: EVMFeeChoice, nonce: UInt64, chainID: UInt64,
        gasLimit: UInt64 = OfflineEVMPayment.transferGas
    ) {
        self.to = to
        self.amount = amount
        self.fee = fee
        self.nonce = nonce
        self.chainID = chainID
        self.gasLimit = gasLimit
    }
}

/// The rules of an EVM payment that need no node, for signing offline (`zhip-cli tx sign
/// --account evm`); the rules that need the node's figures are ``EVMPaymentsUseCase``'s.
public enum OfflineEVMPayment {
    /// The gas of a plain transfer, the only kind signed.
    public static let transferGas = DefaultEVMPaymentsUseCase.transferGas
    /// Zilliqa 2.0's block gas limit: a transaction above it is refused.
    public static let blockGasLimit: UInt64 = 84_000_000

    /// The payment `draft` describes, sent from `from`, once ``transaction(for:)``'s rules hold.
    ///
    /// Offline nothing is known of the sender's balance or the network's gas price: the payment's
    /// ``PreparedEVMPayment/balance`` and ``PreparedEVMPayment/networkGasPrice`` are zero.
    public static func prepare(_ draft: OfflineEVMPaymentDraft, from: EVMAddress) throws(OfflineEVMPaymentError)
        -> PreparedEVMPayment
    {
        PreparedEVMPayment(transaction: try transaction(for: draft), from: from, balance: .zero, networkGasPrice: .zero)
    }

    /// The unsigned transaction `draft` describes, once the rules hold: an amount above zero, a
    /// gas limit from a transfer's 21000 to the block's, every fee given and above zero, a priority fee at most the max fee, and an amount plus the
    /// largest fee that can be counted in wei. Needs no key: a command checks it before asking
    /// for a password.
    public static func transaction(for draft: OfflineEVMPaymentDraft) throws(OfflineEVMPaymentError)
        -> EVMTransaction
    {
        guard !draft.amount.isZero else { throw .zeroAmount }
        guard draft.gasLimit >= transferGas else { throw .gasLimitBelowTransfer(draft.gasLimit) }
        guard draft.gasLimit <= blockGasLimit else { throw .gasLimitAboveBlock(draft.gasLimit) }
        let fee = try fee(of: draft.fee)
        let (maximumFee, feeOverflow) = UInt128(draft.gasLimit).multipliedReportingOverflow(
            by: fee.maximumPricePerGas)
        let (_, totalOverflow) = draft.amount.wei.addingReportingOverflow(maximumFee)
        guard !feeOverflow, !totalOverflow else { throw .costOverflow }
        return EVMTransaction(
            nonce: draft.nonce, fee: fee, gasLimit: draft.gasLimit, to: draft.to, value: draft.amount.wei,
            chainID: draft.chainID)
    }

    /// The fee of `choice`, every figure given and checked.
    private static func fee(of choice: EVMFeeChoice) throws(OfflineEVMPaymentError) -> EVMTransactionFee {
        switch choice {
        case .legacy(let gasPrice):
            let price = try given(gasPrice, .gasPrice)
            return .legacy(gasPrice: price.wei)
        case .eip1559(let maxFee, let priorityFee):
            let maxFee = try given(maxFee, .maxFee)
            guard let priorityFee else { throw .feeMissing(.priorityFee) }
            guard EVMFeeRule.priorityFeeFits(priorityFee, under: maxFee) else {
                throw .priorityFeeAboveMaxFee(priorityFee: priorityFee, maxFee: maxFee)
            }
            return .eip1559(maxFeePerGas: maxFee.wei, maxPriorityFeePerGas: priorityFee.wei)
        }
    }

    /// `fee` when given and above zero.
    private static func given(_ fee: Wei?, _ field: OfflineEVMFeeField) throws(OfflineEVMPaymentError) -> Wei {
        guard let fee else { throw .feeMissing(field) }
        guard !fee.isZero else { throw .zeroFee(field) }
        return fee
    }
}
