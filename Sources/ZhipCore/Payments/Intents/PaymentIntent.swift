public import ZilliqaKit

/// What the person wants, one type a kind (``ZILTransfer``, ``TokenTransfer``, ``TokenApproval``,
/// a ``StakingCall``, an ``EscrowClaimCalldata``, a ``LegacyMove``, a ``SignedCall`` read from a
/// file): who it is for and what moves, the contract it calls with its call data, what it needs read
/// beside the account (joined to the one read batch), its own checks of those reads, its gas
/// bounds, and how its outcome is read from the receipt. It knows nothing of fees, nonces or
/// signing: ``PaymentSession`` builds and signs the transaction, and ``PaymentRules`` judge it.
///
/// ```swift
/// let intent = ZILTransfer(to: recipient, amount: .exactly(UInt256(Wei(15, unit: .zil).wei)))
/// let session = PaymentSession(order: PaymentOrder(intent, from: .evm(sender)))
/// ```
/// A new kind of payment (a swap, a cancel) is one new conformance.
public protocol PaymentIntent: Sendable {
    /// What it does.
    var kind: PaymentKind { get }
    /// Who it is for: the payee, the spender, the pool, the escrow.
    var counterparty: PaymentCounterparty { get }
    /// What it moves or allows, and how much.
    var asset: PaymentAsset { get }
    var amount: PaymentAmount { get }
    /// The contract the transaction calls; nil for a plain ZIL transfer.
    var contract: EVMAddress? { get }
    /// The call data, when it is known before anything is read (an unstake of everything held
    /// learns its amount from the reads).
    var calldata: [UInt8]? { get }
    /// The ZIL the transaction carries when it is not the amount (a stake carries its amount, a
    /// token call nothing).
    var callValue: Wei { get }
    /// The verb of the review's question and of the words after it: `Send`, `Approve`, `Stake`.
    var verb: String { get }
    /// The pending transaction it replaces at its nonce (``PendingReplacement``); nil for every other intent.
    var replaces: ReplacedTransaction? { get }

    /// True when `account` can make it: every intent the EVM account, a ZIL transfer the legacy
    /// one too.
    func isPaid(from account: PayingAccount) -> Bool

    /// What it needs read from the node for a payment from `sender` (the simulation, an estimate
    /// when `gasLimit` is nil, a token balance, a pool's facts), joined to the one batch.
    func reads(from sender: EVMAddress, gasLimit: UInt64?) -> [EVMRead]

    /// Its own checks of `answers`, the answers to ``reads(from:gasLimit:)`` in their order, and
    /// what they told.
    /// - Throws: its refusal (a revert with the contract's reason, a pool's rule, an unreadable
    ///   answer), nothing signed.
    func reading(_ answers: [EVMReadAnswer], from sender: EVMAddress, gasLimit: UInt64?, chainID: UInt64)
        throws(TransactionsError) -> IntentReading

    /// The reads of a second batch when the first did not settle the call (see ``calldata``); empty
    /// for every other intent.
    func followUpReads(after reading: IntentReading, from sender: EVMAddress, gasLimit: UInt64?) -> [EVMRead]

    /// `reading` with what the second batch's `answers` told.
    func followUp(
        _ answers: [EVMReadAnswer], after reading: IntentReading, from sender: EVMAddress, gasLimit: UInt64?
    ) throws(TransactionsError) -> IntentReading

    /// The least and most gas the transaction may be given with `calldata`, and why.
    func gasBounds(for calldata: [UInt8]) -> PaymentGasBounds

    /// What the receipt of the mined transaction says it did, read against `reading`; nil when it
    /// has nothing to say beyond its status.
    func outcome(of receipt: EVMTransactionReceipt, from sender: EVMAddress, reading: IntentReading) -> PaymentOutcome?
}

extension PaymentIntent {
    public var callValue: Wei { .zero }

    public var replaces: ReplacedTransaction? { nil }

    public func isPaid(from account: PayingAccount) -> Bool { account == .evm }

    public func reads(from sender: EVMAddress, gasLimit: UInt64?) -> [EVMRead] { [] }

    public func reading(_ answers: [EVMReadAnswer], from sender: EVMAddress, gasLimit: UInt64?, chainID: UInt64)
        throws(TransactionsError) -> IntentReading
    {
        offlineReading
    }

    public func followUpReads(after reading: IntentReading, from sender: EVMAddress, gasLimit: UInt64?) -> [EVMRead] {
        []
    }

    public func followUp(
        _ answers: [EVMReadAnswer], after reading: IntentReading, from sender: EVMAddress, gasLimit: UInt64?
    ) throws(TransactionsError) -> IntentReading {
        reading
    }

    public func outcome(of receipt: EVMTransactionReceipt, from sender: EVMAddress, reading: IntentReading)
        -> PaymentOutcome?
    {
        nil
    }

    /// What is known with nothing read: the call data and value as given.
    public var offlineReading: IntentReading { IntentReading(calldata: calldata ?? [], value: callValue) }

    /// The transaction's `to`: the contract called, else the counterparty.
    public var target: EVMAddress { contract ?? counterparty.address }
}
