public import ZilliqaKit

/// What every ``PaymentRule`` looks at, the same for both accounts and every intent: the network and
/// chain, the paying account, who the payment is for and the contract it calls, the asset and exact
/// amount, the fee's most and expected charge, the balances after (net of the account's pending
/// sends), the nonce, the consents given, and the path the payment takes. Every figure a node gave
/// is already bounded when it lands here (a quantity past its type is refused as unreadable).
///
/// ```swift
/// let facts = try await session.prepare().facts
/// for rule in PaymentRules.standard { try rule.check(facts) }
/// ```
/// Offline (`tx sign`) what only a node tells is nil: the node's chain, the balances, the counts.
public struct PaymentFacts: Sendable, Hashable {
    /// How the payment travels.
    public enum Path: String, Sendable, Hashable {
        /// Prepared with the node and sent now (`send`, a token call, staking, a claim, `move`, the app).
        case online
        /// Signed with no node asked (`tx sign`).
        case offlineSigning
        /// A transaction signed before, read from a file and sent as it is (`tx send`).
        case signedFile
    }

    public let path: Path
    /// The wallet's network; nil when signing offline for a chain id alone.
    public let network: Network?
    /// The EVM chain id the transaction is signed for (a legacy one's Zilliqa id + 32768).
    public let chainID: UInt64
    /// The EVM chain id the node answered; nil when no node was asked.
    public let nodeChainID: UInt64?
    /// The account that pays.
    public let account: PayingAccount
    /// The paying account's 20 bytes, nil until the key tells them (offline, before unlocking).
    public let sender: EVMAddress?
    /// True when Zilliqa 2.0 swept the paying account (its nonce is the largest there is).
    public let senderIsFrozen: Bool
    /// What the payment does.
    public let kind: PaymentKind
    /// Who it is for.
    public let counterparty: PaymentCounterparty
    /// What the node told of the counterparty; nil where it was not asked.
    public let counterpartyHasCode: Bool?
    public let counterpartyIsSwept: Bool?
    /// The contract the transaction calls; nil for a plain transfer.
    public let contract: EVMAddress?
    /// What moves or is allowed, and exactly how much (in the asset's smallest unit).
    public let asset: PaymentAsset
    public let amount: UInt256
    /// True when the amount is what the balance leaves ("max").
    public let amountIsMax: Bool
    /// The ZIL the transaction carries.
    public let value: Wei
    /// The fee.
    public let fee: PaymentFeeFacts
    /// The gas limit and its bounds.
    public let gas: PaymentGasFacts
    /// The balances, when a node told them.
    public let funds: PaymentFundsFacts?
    /// The nonce and what the node and the wallet know of the account's others.
    public let nonce: PaymentNonceFacts
    /// What the network does with legacy transfers, when known.
    public let legacyTransfers: LegacyTransfers?
    /// The risks the person consented to.
    public let consents: Set<PaymentRisk>
    /// The name the counterparty was given by (a contact, a `.zil` name); nil for an address.
    public let counterpartyName: CounterpartyName?
    /// The addresses the wallet knows on this network, from its own stores (never a node's word).
    public let known: KnownCounterparties
    /// True when the home only watches the paying account (it keeps no key for it): filled by the
    /// ``PaymentSession`` from the watched accounts, judged by ``WatchOnlyRule``.
    public var senderIsWatchOnly = false
    /// The pending transaction this payment replaces at its nonce (`tx speedup`, `tx cancel`), as the
    /// node showed it; nil for every other payment. Judged by ``ReplacementPriceRule``.
    public let replacing: ReplacedTransaction?
    /// A swap's quote: its route, limit, price impact and deadline, judged by ``SlippageRule``,
    /// ``PriceImpactRule`` and ``SwapDeadlineRule``; nil for every other payment.
    public let swap: SwapQuote?

    public init(
        path: Path, network: Network?, chainID: UInt64, nodeChainID: UInt64?, account: PayingAccount,
        sender: EVMAddress?, senderIsFrozen: Bool = false, kind: PaymentKind, counterparty: PaymentCounterparty,
        counterpartyHasCode: Bool? = nil, counterpartyIsSwept: Bool? = nil, contract: EVMAddress?,
        asset: PaymentAsset, amount: UInt256, amountIsMax: Bool = false, value: Wei, fee: PaymentFeeFacts,
        gas: PaymentGasFacts, funds: PaymentFundsFacts?, nonce: PaymentNonceFacts, legacyTransfers: LegacyTransfers?,
        consents: Set<PaymentRisk>, counterpartyName: CounterpartyName? = nil, known: KnownCounterparties = .none,
        replacing: ReplacedTransaction? = nil, swap: SwapQuote? = nil
    ) {
        self.path = path
        self.network = network
        self.chainID = chainID
        self.nodeChainID = nodeChainID
        self.account = account
        self.sender = sender
        self.senderIsFrozen = senderIsFrozen
        self.kind = kind
        self.counterparty = counterparty
        self.counterpartyHasCode = counterpartyHasCode
        self.counterpartyIsSwept = counterpartyIsSwept
        self.contract = contract
        self.asset = asset
        self.amount = amount
        self.amountIsMax = amountIsMax
        self.value = value
        self.fee = fee
        self.gas = gas
        self.funds = funds
        self.nonce = nonce
        self.legacyTransfers = legacyTransfers
        self.consents = consents
        self.counterpartyName = counterpartyName
        self.known = known
        self.replacing = replacing
        self.swap = swap
    }

    /// The same facts with `consents`.
    public func consenting(to consents: Set<PaymentRisk>) -> PaymentFacts {
        PaymentFacts(
            path: path, network: network, chainID: chainID, nodeChainID: nodeChainID, account: account, sender: sender,
            senderIsFrozen: senderIsFrozen, kind: kind, counterparty: counterparty,
            counterpartyHasCode: counterpartyHasCode, counterpartyIsSwept: counterpartyIsSwept, contract: contract,
            asset: asset, amount: amount, amountIsMax: amountIsMax, value: value, fee: fee, gas: gas, funds: funds,
            nonce: nonce, legacyTransfers: legacyTransfers, consents: consents, counterpartyName: counterpartyName,
            known: known, replacing: replacing, swap: swap)
    }

    /// The same facts with the counterparty's `name` and what the wallet `known`s.
    func knowing(_ known: KnownCounterparties, name: CounterpartyName?) -> PaymentFacts {
        PaymentFacts(
            path: path, network: network, chainID: chainID, nodeChainID: nodeChainID, account: account, sender: sender,
            senderIsFrozen: senderIsFrozen, kind: kind, counterparty: counterparty,
            counterpartyHasCode: counterpartyHasCode, counterpartyIsSwept: counterpartyIsSwept, contract: contract,
            asset: asset, amount: amount, amountIsMax: amountIsMax, value: value, fee: fee, gas: gas, funds: funds,
            nonce: nonce, legacyTransfers: legacyTransfers, consents: consents, counterpartyName: name, known: known,
            replacing: replacing, swap: swap)
    }

    /// The network's name, or its chain id when signing offline for a chain alone.
    public var networkName: String { network?.displayName ?? "EVM chain \(chainID)" }
}
