public import Foundation
public import ZilliqaKit

/// One transaction of an account's history: when, which way, with whom, what moved, the fee the
/// account paid, where it stands, and its page on the network's explorer.
///
/// ```swift
/// for entry in page.entries {
///     print(entry.direction.rawValue, entry.amount.text, entry.status.rawValue, entry.explorerLink ?? "")
/// }
/// ```
public struct HistoryEntry: Sendable, Hashable {
    /// The transaction's hash (a legacy transaction's id is the same 32 bytes).
    public let hash: EVMHash
    /// When its block was made; for a pending entry, when this wallet sent it. Nil when the node
    /// did not say.
    public let time: Date?
    /// The block holding it; nil while pending.
    public let blockNumber: UInt64?
    /// Which way it moved its asset.
    public let direction: HistoryDirection
    /// The other party: the recipient of what went out, the sender of what came in (the pool or the
    /// escrow that paid it), the spender of an approval, the recipient of someone else's transaction
    /// that touched the account; nil for a contract creation.
    public let counterparty: EVMAddress?
    /// What moved, and which asset.
    public let amount: HistoryAmount
    /// What the account paid for its gas (gasUsed × the price Zilliqa 2.0 charges,
    /// ``EVMTransactionFee/pricePerGasCharged(networkGasPrice:)``); nil when someone else sent it,
    /// or while pending.
    public let fee: Wei?
    /// Where it stands.
    public let status: HistoryStatus
    /// Its page on the network's explorer, when the network has one.
    public let explorerLink: String?
    /// The figures no block allows (gas used, time, amount): shown as what the node claims, not as
    /// facts; empty when every figure is within the chain's bounds.
    public let nodeClaims: [HistoryNodeClaim]
    /// The counterparty's name: its contact's, else the primary `.zil` name it set (checked forward).
    public var counterpartyName: CounterpartyName?
    /// The known address the counterparty imitates, when the entry looks like address poisoning
    /// (``PoisoningGuard``): never to be copied as a recipient.
    public var suspectedPoisoning: KnownCounterparty?
    /// Why a pending entry of the EVM account is not being mined (behind a missing nonce, or priced
    /// below the network), with the command that fixes it; nil when it is not stuck, or not pending.
    public var stuck: StuckTransaction?

    public init(
        hash: EVMHash, time: Date?, blockNumber: UInt64?, direction: HistoryDirection, counterparty: EVMAddress?,
        amount: HistoryAmount, fee: Wei?, status: HistoryStatus, explorerLink: String?,
        nodeClaims: [HistoryNodeClaim] = []
    ) {
        self.hash = hash
        self.time = time
        self.blockNumber = blockNumber
        self.direction = direction
        self.counterparty = counterparty
        self.amount = amount
        self.fee = fee
        self.status = status
        self.explorerLink = explorerLink
        self.nodeClaims = nodeClaims
    }
}
