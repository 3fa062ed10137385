public import ZilliqaKit

/// How an EVM payment pays for its gas: EIP-1559 (type 2, the default) or legacy (type 0), each
/// with the fee the person gave or, when nil, the node's.
///
/// ```swift
/// let fee = EVMFeeChoice.eip1559(maxFee: nil, priorityFee: nil)   // maxFee = eth_gasPrice
/// let legacy = EVMFeeChoice.legacy(gasPrice: Wei(wei: 4_761_904_800_000))
/// ```
public enum EVMFeeChoice: Sendable, Hashable {
    /// Type 2: `maxFee` defaults to `eth_gasPrice`, `priorityFee` to 0, so that the price charged
    /// is the network's gas price (see ``PreparedEVMPayment/pricePerGasCharged``).
    case eip1559(maxFee: Wei?, priorityFee: Wei?)
    /// Type 0: `gasPrice` defaults to `eth_gasPrice`.
    case legacy(gasPrice: Wei?)
}

/// How much an EVM payment moves: an exact amount, or everything the fee leaves.
public enum EVMPaymentAmount: Sendable, Hashable {
    /// Exactly this many wei.
    case exactly(Wei)
    /// The balance less gasLimit × price ("send max").
    case max
}

/// What the person asks for: from their EVM account, to a 0x account, an amount, a fee.
///
/// ```swift
/// let draft = EVMPaymentDraft(from: wallet.evmAddress!, to: recipient, amount: .exactly(Wei("1.5", unit: .zil)))
/// let payment = try await Container.shared.paymentsUseCase().prepare(.evm(draft))
/// ```
public struct EVMPaymentDraft: Sendable, Hashable {
    public var from: EVMAddress
    public var to: EVMAddress
    public var amount: EVMPaymentAmount
    public var fee: EVMFeeChoice
    /// The person typed the recipient as `zil1…` (the same 20 bytes): on a network that refuses
    /// legacy transfers that needs ``PaymentRisk/legacyAccount`` accepted.
    public var recipientGivenAsBech32: Bool
    /// The risky recipients the person confirmed; ``PaymentsUseCase/prepare(_:)`` refuses the others.
    public var acceptedRisks: Set<PaymentRisk>
    /// The nonce to sign with (the account's transaction count), or nil for the next one: the
    /// largest of the node's latest and pending counts and the wallet's record of what it sent.
    /// Given again after an unanswered send, it makes the same payment without paying twice.
    public var nonce: UInt64?
    /// The gas limit, or nil for a plain transfer's 21000 and a token call's `eth_estimateGas`
    /// (``EVMPaymentRules/gasLimit(of:)``, ``EVMPaymentRules/tokenGasLimit(of:estimate:)``).
    public var gasLimit: UInt64?
    /// ZIL (`amount`), or a token transfer or approval to `to` (`amount` is then not read).
    public var intent: EVMPaymentIntent

    public init(
        from: EVMAddress, to: EVMAddress, amount: EVMPaymentAmount,
        fee: EVMFeeChoice = .eip1559(maxFee: nil, priorityFee: nil), recipientGivenAsBech32: Bool = false,
        acceptedRisks: Set<PaymentRisk> = [], nonce: UInt64? = nil, gasLimit: UInt64? = nil,
        intent: EVMPaymentIntent = .zil
    ) {
        self.gasLimit = gasLimit
        self.intent = intent
        self.from = from
        self.to = to
        self.amount = amount
        self.fee = fee
        self.recipientGivenAsBech32 = recipientGivenAsBech32
        self.acceptedRisks = acceptedRisks
        self.nonce = nonce
    }
}

/// A payment ready to show and sign: the exact transaction, and what it costs at most.
///
/// ```swift
/// print(payment.transaction.value, payment.feeCharged, payment.maximumFee)   // review these
/// let hash = try await useCase.send(payment, signingWith: keyPair)      // signs exactly this
/// ```
public struct PreparedEVMPayment: Sendable, Hashable {
    /// The transaction that will be signed, unchanged.
    public let transaction: EVMTransaction
    /// The sender (the EVM account of the key that must sign).
    public let from: EVMAddress
    /// The sender's balance when prepared.
    public let balance: Wei
    /// The network's gas price when prepared (`eth_gasPrice`).
    public let networkGasPrice: Wei
    /// ZIL, or the token call the transaction makes (its token and amount).
    public let intent: EVMPaymentIntent
    /// Who receives: the transaction's `to` for ZIL, the `to` of `transfer` or the spender of
    /// `approve` for a token.
    public let recipient: EVMAddress
    /// The sender's balance of the token when prepared (`balanceOf`); nil for ZIL.
    public let tokenBalance: UInt256?
    /// What the claim's old address had lodged in the migration escrow when prepared (what the
    /// claim pays); nil but for an escrow claim.
    public let lodged: Wei?
    /// What a staking call was prepared against and is expected to give; nil but for a staking call.
    public let staking: StakingPreview?

    public init(
        transaction: EVMTransaction, from: EVMAddress, balance: Wei, networkGasPrice: Wei,
        intent: EVMPaymentIntent = .zil, recipient: EVMAddress? = nil, tokenBalance: UInt256? = nil,
        lodged: Wei? = nil, staking: StakingPreview? = nil
    ) {
        self.staking = staking
        self.transaction = transaction
        self.from = from
        self.balance = balance
        self.networkGasPrice = networkGasPrice
        self.intent = intent
        self.recipient = recipient ?? transaction.to
        self.tokenBalance = tokenBalance
        self.lodged = lodged
    }

    /// The amount moved.
    public var value: Wei { Wei(wei: transaction.value) }

    /// The price a gas at most: the gas price (type 0) or maxFeePerGas (type 2).
    public var maximumPricePerGas: Wei { Wei(wei: transaction.fee.maximumPricePerGas) }

    /// The fee signed and the network's gas price that prices it.
    public var feeQuote: EVMFeeQuote {
        EVMFeeQuote(fee: transaction.fee, gasLimit: transaction.gasLimit, networkGasPrice: networkGasPrice)
    }

    /// ``EVMFeeQuote/maximumFee``: the most the fee can be, which the balance must cover beside the amount.
    public var maximumFee: Wei { feeQuote.maximumFee }

    /// ``value`` + ``maximumFee``: the balance the payment needs.
    public var total: Wei { Wei(wei: transaction.value + maximumFee.wei) }

    /// ``EVMFeeQuote/pricePerGasCharged``: the price a gas the account is charged.
    public var pricePerGasCharged: Wei { feeQuote.pricePerGasCharged }

    /// ``EVMFeeQuote/feeCharged(forGasUsed:)``: what the account is charged for `gasUsed` gas.
    public func feeCharged(forGasUsed gasUsed: UInt64) -> Wei { feeQuote.feeCharged(forGasUsed: gasUsed) }

    /// ``EVMFeeQuote/feeCharged``: what a transfer will be charged.
    public var feeCharged: Wei { feeQuote.feeCharged }

    /// 2 for EIP-1559, 0 for legacy.
    public var typeNumber: Int { if case .legacy = transaction.fee { 0 } else { 2 } }
}

extension EVMTransactionFee {
    /// The gas price (type 0) or maxFeePerGas (type 2).
    public var maximumPricePerGas: UInt128 {
        switch self {
        case .legacy(let gasPrice): gasPrice
        case .eip1559(let maxFee, _): maxFee
        }
    }

    /// The price a gas Zilliqa 2.0 charges (zq2-eth-api.md §3): the gas price for type 0, and
    /// min(maxFee, `networkGasPrice` + priority fee) for type 2, where `networkGasPrice` is
    /// `eth_gasPrice`, the chain's fixed base fee.
    public func pricePerGasCharged(networkGasPrice: UInt128) -> UInt128 {
        switch self {
        case .legacy(let gasPrice):
            return gasPrice
        case .eip1559(let maxFee, let priority):
            let (sum, overflow) = networkGasPrice.addingReportingOverflow(priority)
            return overflow ? maxFee : min(maxFee, sum)
        }
    }
}
