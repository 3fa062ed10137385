import Foundation
import ZilliqaKit

extension HistoryEntry {
    /// The entry of `transaction`, mined with `receipt`, in `account`'s history (docs/history.md §2),
    /// the first rule that applies:
    ///
    /// 1. the account's `approve(spender, units)`: an approval of that allowance (the token's
    ///    `Approval` log when it wrote one, else the calldata's);
    /// 2. a call to a listed token of `known`: what its `Transfer` logs moved from the
    ///    account (all of it, a fee-on-transfer token's fee too) or else to it, or for a failed
    ///    transfer the account sent, its calldata;
    ///    2b. the account's swap through a router of `known`, paid to itself: what left it and what
    ///    came in (``HistorySwap``), nothing for a failed one;
    /// 3. the account's call to a staking pool of `known`: the ZIL its `Claimed` and `RewardPaid`
    ///    logs paid the account, in from the pool;
    /// 4. a migration escrow claim: the ZIL its `Released` logs paid the account;
    /// 5. the account's own transaction: its ZIL value, out (or to itself);
    /// 6. a transaction whose recipient is the account: its ZIL value, in;
    /// 7. anything else that touched the account: an interaction with the transaction's recipient,
    ///    of no value.
    ///
    /// The fee is the account's only when it sent it: gasUsed × the price Zilliqa 2.0 charges at
    /// `networkGasPrice`; nil past what wei can count. Figures past `bounds` are the node's claims.
    init(
        mined transaction: EVMSearchedTransaction, receipt: EVMTransactionReceipt, of account: HistoryAccount,
        known: HistoryContracts, networkGasPrice: Wei, bounds: HistoryBounds, explorerLink: String?
    ) {
        let sent = transaction.from == account.address
        let moved = Self.movement(of: transaction, receipt: receipt, for: account.address, known: known)
        var fee: Wei?
        var price: UInt128?
        if sent {
            let charged = transaction.fee.pricePerGasCharged(networkGasPrice: networkGasPrice.wei)
            let (total, overflow) = UInt128(receipt.gasUsed).multipliedReportingOverflow(by: charged)
            fee = overflow ? nil : Wei(wei: total)
            price = charged
        }
        self.init(
            hash: transaction.hash, time: receipt.timestamp.map { Date(timeIntervalSince1970: TimeInterval($0)) },
            blockNumber: transaction.blockNumber, direction: moved.direction, counterparty: moved.counterparty,
            amount: moved.amount, fee: fee, status: receipt.succeeded ? .succeeded : .failed,
            explorerLink: explorerLink,
            nodeClaims: bounds.claims(
                gasUsed: receipt.gasUsed, pricePerGas: price, timestamp: receipt.timestamp, amount: moved.amount))
    }

    /// Which way, with whom and what, by the rules above.
    private static func movement(
        of transaction: EVMSearchedTransaction, receipt: EVMTransactionReceipt, for me: EVMAddress,
        known: HistoryContracts
    ) -> HistoryMovement {
        let sent = transaction.from == me
        if sent, let contract = transaction.to,
            let approval = HistoryMovement.approval(
                transaction.input, to: contract, by: me, receipt: receipt, known: known)
        {
            return approval
        }
        if let contract = transaction.to, let token = known.tokens[contract],
            let moved = HistoryMovement.token(token, in: receipt, for: me, input: transaction.input)
                ?? (sent ? HistoryMovement.transferAsked(transaction.input, of: token, by: me) : nil)
        {
            return moved
        }
        if let call = known.swapCall(of: transaction, by: me), let router = transaction.to {
            return HistoryMovement.swap(
                call, router: router, value: transaction.value, succeeded: receipt.succeeded, receipt: receipt, for: me,
                known: known)
        }
        if sent, let pool = transaction.to, known.pools.contains(pool),
            let paid = HistoryMovement.poolPayment(in: receipt, from: pool, to: me)
        {
            return paid
        }
        if transaction.to == MigrationEscrow.address, let released = HistoryMovement.escrowRelease(in: receipt, to: me)
        {
            return HistoryMovement(.incoming, sent ? transaction.to : transaction.from, .zil(released))
        }
        if sent {
            return HistoryMovement(
                transaction.to == me ? .toSelf : .outgoing, transaction.to, .zil(transaction.value))
        }
        if transaction.to == me { return HistoryMovement(.incoming, transaction.from, .zil(transaction.value)) }
        return HistoryMovement(.interaction, transaction.to, .zil(.zero))
    }
}
