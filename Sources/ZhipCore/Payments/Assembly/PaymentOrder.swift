public import ZilliqaKit

/// A payment as the person asks for it, before anything is read: the intent, the account that pays
/// (and its address, when known before unlocking), the terms given (fee, gas, nonce), and the risks
/// consented to. What a ``PaymentSession`` starts from, on every path.
///
/// ```swift
/// let order = PaymentOrder(
///     ZILTransfer(to: recipient, amount: .exactly(UInt256(Wei(15, unit: .zil).wei))), from: .evm, sender: evmAddress)
/// var withNonce = order
/// withNonce.terms.nonce = 4        // the nonce an unanswered send named
/// ```
public struct PaymentOrder: Sendable {
    /// What the person wants.
    public var intent: any PaymentIntent
    /// The account that pays.
    public var account: PayingAccount
    /// Its 20 bytes (a legacy account's too), nil when only unlocking the key tells them.
    public var sender: EVMAddress?
    /// The fee, gas and nonce given, each nil (or the network's) when not.
    public var terms: PaymentTerms
    /// The risks consented to before anything is read (the CLI's flags).
    public var consents: Set<PaymentRisk>
    /// The name the person gave the counterparty by (a contact, a `.zil` name), shown beside its address.
    public var counterpartyName: CounterpartyName?

    public init(
        _ intent: any PaymentIntent, from account: PayingAccount, sender: EVMAddress? = nil,
        terms: PaymentTerms = PaymentTerms(), consents: Set<PaymentRisk> = [], counterpartyName: CounterpartyName? = nil
    ) {
        self.intent = intent
        self.account = account
        self.sender = sender
        self.terms = terms
        self.consents = consents
        self.counterpartyName = counterpartyName
    }
}

/// What the person gave of a transaction's terms; each left out is the network's or the node's.
public struct PaymentTerms: Sendable, Hashable {
    /// The EVM account's fee: type 2 (the default) or legacy, with the prices given.
    public var evmFee: EVMFeeChoice
    /// The legacy account's gas price (Li a legacy gas), or nil for the network's minimum.
    public var legacyGasPrice: Amount?
    /// The gas limit, or nil for a transfer's (21000; a legacy payment's 50) or the node's estimate of a call.
    public var gasLimit: UInt64?
    /// The nonce (the account's transaction count; a legacy payment's Zilliqa nonce), or nil for the next one.
    public var nonce: UInt64?

    public init(
        evmFee: EVMFeeChoice = .eip1559(maxFee: nil, priorityFee: nil), legacyGasPrice: Amount? = nil,
        gasLimit: UInt64? = nil, nonce: UInt64? = nil
    ) {
        self.evmFee = evmFee
        self.legacyGasPrice = legacyGasPrice
        self.gasLimit = gasLimit
        self.nonce = nonce
    }
}

/// How an EVM payment pays for its gas: EIP-1559 (type 2, the default) or legacy (type 0), each
/// with the prices the person gave, or the node's when nil.
///
/// ```swift
/// let fee = EVMFeeChoice.eip1559(maxFee: nil, priorityFee: nil)   // maxFee = eth_gasPrice, priority 0
/// let legacy = EVMFeeChoice.legacy(gasPrice: Wei(wei: 4_761_904_800_000))
/// ```
public enum EVMFeeChoice: Sendable, Hashable {
    /// Type 2: `maxFee` defaults to `eth_gasPrice`, `priorityFee` to 0, so that the price charged
    /// is the network's gas price whatever the max fee (zq2-eth-api.md §3).
    case eip1559(maxFee: Wei?, priorityFee: Wei?)
    /// Type 0: `gasPrice` defaults to `eth_gasPrice`.
    case legacy(gasPrice: Wei?)

    /// The fee signed at the network's `gasPrice`, each price not given taken from it.
    func fee(at gasPrice: Wei) -> EVMTransactionFee {
        switch self {
        case .legacy(let given): .legacy(gasPrice: (given ?? gasPrice).wei)
        case .eip1559(let maxFee, let priority):
            .eip1559(maxFeePerGas: (maxFee ?? gasPrice).wei, maxPriorityFeePerGas: (priority ?? .zero).wei)
        }
    }

    /// True when the person gave the price that caps the fee (the max fee, or the gas price).
    var priceGiven: Bool {
        switch self {
        case .legacy(let given): given != nil
        case .eip1559(let maxFee, _): maxFee != nil
        }
    }
}
