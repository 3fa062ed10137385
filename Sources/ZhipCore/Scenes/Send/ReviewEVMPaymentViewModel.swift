public import ZilliqaKit

/// The summary of a payment from the wallet's EVM account, exactly as it will be signed: from, to,
/// the amount, the fee it will be charged (gas limit × the price a gas charged) and the most it can
/// be (gas limit × the max fee), the total, the balance after, the type and the nonce, every amount
/// exact to the wei; and the checkbox the person must tick before going on to signing.
///
/// ```swift
/// let viewModel = ReviewEVMPaymentViewModel(prepared: prepared, network: network, recipientGivenAsBech32: false)
/// viewModel.navigator.onStep = { step in … }     // .sign, .cancel
/// viewModel.didToggleHasReviewed(true)
/// viewModel.didTapContinue()                     // .sign
/// ```
@MainActor
public final class ReviewEVMPaymentViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The person has reviewed the payment: ask for the password.
        case sign
        /// The person left the send flow; nothing is signed.
        case cancel
    }

    /// What the scene shows.
    public struct State: Equatable {
        /// The paying EVM account, EIP-55.
        public var from: String
        /// The recipient, EIP-55.
        public var to: String
        /// Said beside the recipient when it was typed as `zil1…` (the same 20 bytes), else nil.
        public var recipientNote: String?
        /// What the recipient receives.
        public var amount: Wei
        /// What the payment will be charged: gasLimit × the price a gas charged
        /// (``PreparedEVMPayment/feeCharged``).
        public var fee: Wei
        /// The most the fee can be: gasLimit × the max fee (``PreparedEVMPayment/maximumFee``),
        /// which the balance must cover beside the amount.
        public var maximumFee: Wei
        /// The gas limit and the price a gas charged that make ``fee``.
        public var gasLimit: UInt64
        public var pricePerGas: Wei
        /// A type 2 payment's max fee and priority fee a gas, else nil.
        public var maxFee: Wei?
        public var priorityFee: Wei?
        /// amount + fee.
        public var total: Wei
        /// The balance when the payment was prepared.
        public var balance: Wei
        /// What the account holds once the payment is through at its fee.
        public var balanceAfter: Wei
        /// `EIP-1559 (type 2)` or `legacy (type 0)`.
        public var type: String
        /// The transaction's nonce.
        public var nonce: UInt64
        /// The network, and the EVM chain id signed into the transaction.
        public var networkName: String
        public var chainID: UInt64
        /// True once the person ticked the checkbox.
        public var hasReviewed = false
        /// True only when ``hasReviewed``.
        public var isContinueEnabled: Bool { hasReviewed }
    }

    /// What is said beside a recipient typed as `zil1…`.
    public static let typedAsBech32Note = "typed in its zil1 form: the same account"

    public let title = "Summary"
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }
    /// The payment under review.
    public let prepared: PreparedEVMPayment

    public init(prepared: PreparedEVMPayment, network: Network, recipientGivenAsBech32: Bool) {
        self.prepared = prepared
        let transaction = prepared.transaction
        var fees: (maximum: Wei, priority: Wei)?
        if case .eip1559(let maxFee, let priority) = transaction.fee { fees = (Wei(wei: maxFee), Wei(wei: priority)) }
        let total = prepared.value.wei + prepared.feeCharged.wei
        // prepare refuses a total above the balance, so this does not go below zero.
        let after = prepared.balance.wei >= total ? prepared.balance.wei - total : 0
        state = State(
            from: prepared.from.checksummed, to: transaction.to.checksummed,
            recipientNote: recipientGivenAsBech32 ? Self.typedAsBech32Note : nil, amount: prepared.value,
            fee: prepared.feeCharged, maximumFee: prepared.maximumFee, gasLimit: transaction.gasLimit,
            pricePerGas: prepared.pricePerGasCharged, maxFee: fees?.maximum, priorityFee: fees?.priority,
            total: Wei(wei: total), balance: prepared.balance, balanceAfter: Wei(wei: after),
            type: prepared.typeNumber == 2 ? "EIP-1559 (type 2)" : "legacy (type 0)", nonce: transaction.nonce,
            networkName: network.name, chainID: transaction.chainID)
    }

    // MARK: - Inputs

    /// The person ticked or cleared the checkbox.
    public func didToggleHasReviewed(_ hasReviewed: Bool) {
        state.hasReviewed = hasReviewed
    }

    /// Goes on to signing, only once the payment has been reviewed.
    public func didTapContinue() {
        guard state.hasReviewed else { return }
        navigator.next(.sign)
    }

    public func didTapCancel() {
        navigator.next(.cancel)
    }
}
