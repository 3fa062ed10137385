public import ZilliqaKit

/// A pending transaction of one of the wallet's accounts replaced at its nonce (issue 49): sped up
/// (the same recipient, value, call data and gas at a higher price) or cancelled (a transfer of
/// nothing to the account itself, 21000 gas or a legacy payment's 50, at a higher price). A legacy
/// (zil1) transfer is replaced from the legacy account, where the era takes the replacement: its
/// rules are the legacy payment's (a cancel to itself is refused once only escrow lodgings are taken). Zilliqa 2.0 keeps one transaction a sender
/// and nonce in its pool, the new one when its price is not lower (``ReplacedTransaction``), so
/// only one of the two is ever mined.
///
/// ```swift
/// let replaced = try ReplacedTransaction(details)
/// let order = PendingReplacement(cancelling: replaced).order(fee: .eip1559(maxFee: nil, priorityFee: nil))
/// let session = PaymentSession(order: order)          // review, rules, sign, send as any payment
/// ```
/// The rule ``ReplacementPriceRule`` refuses a price the node would not take, before signing.
public struct PendingReplacement: PaymentIntent, Hashable {
    /// What the replacement does.
    public enum Purpose: String, Sendable, Hashable {
        /// The same transaction at a higher price.
        case speedUp
        /// A transfer of nothing to the account itself in its place.
        case cancel
    }

    public let purpose: Purpose
    public let original: ReplacedTransaction

    /// The same transaction as `original` at a higher price.
    public init(speedingUp original: ReplacedTransaction) {
        purpose = .speedUp
        self.original = original
    }

    /// A transfer of nothing to `original`'s own sender in its place.
    public init(cancelling original: ReplacedTransaction) {
        purpose = .cancel
        self.original = original
    }

    public var kind: PaymentKind { purpose == .cancel ? .cancel : .speedUp }

    public var counterparty: PaymentCounterparty {
        switch purpose {
        case .cancel: PaymentCounterparty(address: original.from, role: .payee)
        case .speedUp: PaymentCounterparty(address: original.to, role: original.input.isEmpty ? .payee : .contract)
        }
    }

    public var asset: PaymentAsset { .zil }
    public var amount: PaymentAmount { .exactly(UInt256(callValue.wei)) }
    public var contract: EVMAddress? { purpose == .speedUp && !original.input.isEmpty ? original.to : nil }
    public var calldata: [UInt8]? { purpose == .speedUp ? original.input : [] }
    public var callValue: Wei { purpose == .speedUp ? original.value : .zero }
    public var verb: String { purpose == .speedUp ? "Speed up" : "Cancel" }
    public var replaces: ReplacedTransaction? { original }

    public func gasBounds(for calldata: [UInt8]) -> PaymentGasBounds {
        PaymentGasBounds(
            least: purpose == .speedUp ? original.gasLimit : EVMGas.transfer, most: EVMGas.blockLimit,
            leastWhy: purpose == .speedUp
                ? "the gas the pending transaction was given (a replacement that runs out would still pay)"
                : "what an EVM transfer needs (the network drops a transfer given less)",
            mostWhy: "Zilliqa 2.0's block gas limit: the network refuses more")
    }

    /// The order that replaces an EVM ``original`` with `fee`; see ``order(price:)``.
    public func order(fee: EVMFeeChoice) -> PaymentOrder {
        order(price: ReplacementPrice(evmFee: fee))
    }

    /// The order that replaces ``original`` from its account at `price` (a price not given is
    /// ``ReplacedTransaction/defaultPrice(network:)``, or ``ReplacedTransaction/defaultLegacyPrice(minimum:)``):
    /// its nonce (a legacy one's Zilliqa nonce), its gas (a cancel's 21000, or a legacy payment's 50).
    ///
    /// Its consents: the recipient risks of a speed-up were judged when the original was sent, and
    /// refusing them now would leave the original going there all the same, so they are given; a
    /// cancel pays the account itself, so it has the self-payment rule's consent (`sender`) and only that.
    public func order(price: ReplacementPrice) -> PaymentOrder {
        let consents: Set<PaymentRisk> =
            purpose == .cancel
            ? [.sender]
            : [
                .sender, .zeroAddress, .legacyAccount, .contract, .tokenContract, .unlimitedApproval, .lookalike,
                .changedName,
            ]
        guard original.isLegacyZilliqa else {
            return PaymentOrder(
                self, from: .evm, sender: original.from,
                terms: PaymentTerms(
                    evmFee: price.evmFee, gasLimit: purpose == .speedUp ? original.gasLimit : EVMGas.transfer,
                    nonce: original.nonce),
                consents: consents)
        }
        return PaymentOrder(
            self, from: .legacy, sender: original.from,
            terms: PaymentTerms(
                legacyGasPrice: price.legacyGasPrice,
                gasLimit: purpose == .speedUp ? original.legacyGasLimit : Payment.minimumGasLimit,
                nonce: original.nonce &+ 1),
            consents: consents)
    }

    /// The fee choice of the same type as ``original``'s: type 2 with `maxFee` and `priorityFee`
    /// (the original's priority fee when not given), else type 0 at `maxFee`.
    public func fee(maxFee: Wei?, priorityFee: Wei?) -> EVMFeeChoice {
        original.isEIP1559
            ? .eip1559(maxFee: maxFee, priorityFee: priorityFee ?? original.priorityFee)
            : .legacy(gasPrice: maxFee)
    }
}
