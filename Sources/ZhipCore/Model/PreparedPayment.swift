public import ZilliqaKit

/// A payment checked against the network and ready to sign: its nonce is set, the node is on
/// the wallet's network, and the sender's balance covers the amount plus the fee. What a review
/// screen shows before asking for the password.
///
/// ```swift
/// let prepared = try await payments.prepare(.legacy(draft, from: wallet.address))
/// print("send \(prepared.payment.amount) + fee \(prepared.fee) = \(prepared.total)")
/// print("left afterwards: \(prepared.balanceAfter)")
/// let id = try await payments.send(prepared, keystore: wallet.keystore, password: typed)
/// ```
/// A value of this type satisfies `total <= balance`, the initializer refuses anything else,
/// except when ``nonceIsUsed``: then the payment can only be one the network already confirmed
/// (sent again, it is found, never paid twice) and the balance already has it taken off.
public struct PreparedPayment: Sendable, Hashable {
    /// The payment to sign, nonce included.
    public let payment: Payment
    /// The account that pays.
    public let sender: Address
    /// The network the payment is signed for (its chain id goes into the transaction's version).
    public let network: Network
    /// The sender's balance when the payment was prepared.
    public let balance: Amount
    /// What the network does with legacy transfers, as the node showed when the payment was prepared.
    public let era: LegacyTransfers
    /// What the network charges: 50 gas at the gas price (``ZilliqaKit/Payment/fee()``), whatever
    /// the gas limit; the escrow's flat fee (``ZilliqaKit/Payment/escrowFee(gasPrice:)``) in the
    /// ``ZilliqaKit/LegacyTransfers/escrowOnly`` era.
    public let fee: Amount
    /// amount + fee: what leaves the sender's account.
    public let total: Amount
    /// True when the account had already confirmed a transaction with this payment's nonce when
    /// it was prepared: re-running a send whose answer was lost (`--nonce`), after it went
    /// through. Sending it again then finds the same transaction; a different one is refused.
    public let nonceIsUsed: Bool

    /// Checks that `balance` covers `payment`'s amount plus its fee, unless `nonceIsUsed` (the
    /// account's confirmed nonce is already at or past the payment's, so `balance` already went
    /// down by it if it is this payment).
    ///
    /// - Throws: ``TransactionsError/insufficientFunds(balance:amount:fee:)`` when it does not;
    ///   ``TransactionsError/amountTooLarge(_:)`` when the fee or the total is more than any
    ///   amount can be.
    public init(
        payment: Payment, sender: Address, network: Network, balance: Amount, nonceIsUsed: Bool = false,
        era: LegacyTransfers = .accepted
    ) throws(TransactionsError) {
        let (fee, total) = try Self.feeAndTotal(of: payment, in: era)
        guard total <= balance || nonceIsUsed else {
            throw .insufficientFunds(balance: balance, amount: payment.amount, fee: fee)
        }
        self.payment = payment
        self.sender = sender
        self.network = network
        self.balance = balance
        self.era = era
        self.fee = fee
        self.total = total
        self.nonceIsUsed = nonceIsUsed
    }

    /// `draft` at `gasPrice` paid from `sender`, whose `account` the node on `network` just reported: signed
    /// with the draft's nonce, or the account's next one (its nonce + 1) when the draft names
    /// none; ``nonceIsUsed`` when the account already confirmed that nonce. The one place both
    /// rules live, for every ``PaymentsUseCase/prepare(_:)``.
    ///
    /// - Throws: what ``init(payment:sender:network:balance:nonceIsUsed:)`` throws, and
    ///   ``TransactionsError/accountFrozen(_:)`` when Zilliqa 2.0 froze the account (its nonce is
    ///   the largest there is).
    public init(
        draft: PaymentDraft, gasPrice: Amount, sender: Address, network: Network, account: AccountBalance,
        era: LegacyTransfers = .accepted
    ) throws(TransactionsError) {
        guard !account.isFrozen else { throw .accountFrozen(sender) }
        let nonce: UInt64
        if let chosen = draft.nonce { nonce = chosen } else { nonce = Self.nextNonce(after: account.nonce) }
        let payment = Payment(
            to: draft.recipient, amount: draft.amount, gasPrice: gasPrice, gasLimit: draft.gasLimit, nonce: nonce)
        try self.init(
            payment: payment, sender: sender, network: network, balance: account.balance,
            nonceIsUsed: nonce <= account.nonce, era: era)
    }

    /// True when the payment lodges its amount into the migration escrow
    /// (``ZilliqaKit/Address/migrationEscrow``) instead of paying someone: see ``EscrowLodging``.
    public var lodgesIntoEscrow: Bool { payment.recipient.isMigrationEscrow }

    /// True when ``fee`` is the escrow's flat fee (``ZilliqaKit/Payment/escrowFee(gasPrice:)``)
    /// rather than 50 gas: a lodging into the escrow in the ``ZilliqaKit/LegacyTransfers/escrowOnly`` era.
    public var paysEscrowFee: Bool { Self.paysEscrowFee(payment, in: era) }

    /// Said beside a gas limit above the 50 a payment uses: it costs nothing more, and is not
    /// needed; nil at 50.
    public var gasLimitNote: String? {
        guard payment.gasLimit > Payment.gasCharged else { return nil }
        return "more than the \(Payment.gasCharged) a payment uses: it costs nothing more, and is not needed"
    }

    /// What the sender's account holds once the payment is through (if the balance has not
    /// changed since it was prepared); the balance itself when ``nonceIsUsed``, which already
    /// counts a payment that went through.
    public var balanceAfter: Amount { nonceIsUsed ? balance : Amount(qa: balance.qa - total.qa) }

    /// The fee of `payment` in `era` and its amount plus that fee: what leaves the sender's account.
    ///
    /// - Throws: ``TransactionsError/amountTooLarge(_:)`` when either is more than any amount can be.
    static func feeAndTotal(of payment: Payment, in era: LegacyTransfers) throws(TransactionsError)
        -> (fee: Amount, total: Amount)
    {
        do throws(AmountError) {
            let fee =
                paysEscrowFee(payment, in: era) ? try Payment.escrowFee(gasPrice: payment.gasPrice) : try payment.fee()
            return (fee, try payment.amount.adding(fee))
        } catch {
            throw .amountTooLarge(error)
        }
    }

    /// The one escrow-fee rule: a lodging into the migration escrow once the network takes legacy
    /// transfers only as lodgings.
    private static func paysEscrowFee(_ payment: Payment, in era: LegacyTransfers) -> Bool {
        era == .escrowOnly && payment.recipient.isMigrationEscrow
    }

    /// `current + 1`, the nonce of the account's next transaction (`current` is below the largest
    /// nonce: the largest is a frozen account's, refused before).
    private static func nextNonce(after current: UInt64) -> UInt64 {
        current < .max ? current + 1 : current
    }
}
