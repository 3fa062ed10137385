import Foundation
import ZilliqaKit

extension HistoryEntry {
    /// The entry of `transaction`, mined with `receipt`, in `account`'s history. A call to a token of
    /// `tokens` (keyed by contract) is that token's movement to or from the account, read from the
    /// receipt's `Transfer` logs of that contract (at most ``ZilliqaKit/EVMAnswer/maximumLogs``), or
    /// for a failed transfer the account sent, from its calldata; a migration escrow claim is the ZIL
    /// its `Released` logs paid the account, coming in from the escrow; everything else moves its ZIL
    /// value. The fee is the account's only when it sent it: gasUsed × the price Zilliqa 2.0 charges
    /// at `networkGasPrice`; nil past what wei can count.
    init(
        mined transaction: EVMSearchedTransaction, receipt: EVMTransactionReceipt, of account: HistoryAccount,
        tokens: [EVMAddress: Token], networkGasPrice: Wei, explorerLink: String?
    ) {
        let me = account.address
        let sent = transaction.from == me
        var direction: HistoryDirection = sent ? (transaction.to == me ? .toSelf : .outgoing) : .incoming
        var counterparty = sent ? transaction.to : transaction.from
        var amount = HistoryAmount.zil(transaction.value)
        if let contract = transaction.to, let token = tokens[contract],
            let moved = Self.tokenMovement(in: receipt, of: token, for: me)
                ?? (sent ? Self.transferAsked(in: transaction.input, of: token, by: me) : nil)
        {
            (direction, counterparty, amount) = (moved.direction, moved.counterparty, .token(token, moved.units))
        } else if transaction.to == MigrationEscrow.address, let released = Self.escrowRelease(in: receipt, to: me) {
            (direction, amount) = (.incoming, .zil(released))
        }
        var fee: Wei?
        if sent {
            let price = transaction.fee.pricePerGasCharged(networkGasPrice: networkGasPrice.wei)
            let (charged, overflow) = UInt128(receipt.gasUsed).multipliedReportingOverflow(by: price)
            fee = overflow ? nil : Wei(wei: charged)
        }
        self.init(
            hash: transaction.hash, time: receipt.timestamp.map { Date(timeIntervalSince1970: TimeInterval($0)) },
            blockNumber: transaction.blockNumber, direction: direction, counterparty: counterparty, amount: amount,
            fee: fee, status: receipt.succeeded ? .succeeded : .failed, explorerLink: explorerLink)
    }

    /// What moved one way.
    private typealias Movement = (direction: HistoryDirection, counterparty: EVMAddress, units: UInt256)

    /// The `Transfer` logs of `token`'s contract from or to `me`, summed (capped at 2^256 − 1): out
    /// when any left the account (to itself: self), else in; nil when none did.
    private static func tokenMovement(in receipt: EVMTransactionReceipt, of token: Token, for me: EVMAddress)
        -> Movement?
    {
        var out: Movement?
        var into: Movement?
        for log in receipt.logs where log.address == token.contract {
            guard
                case .transfer(let from, let to, let value)? = try? ERC20Log(
                    topics: log.topics.map(\.bytes), data: log.data)
            else { continue }
            if from == me {
                let direction: HistoryDirection = to == me ? .toSelf : .outgoing
                out = (out?.direction ?? direction, out?.counterparty ?? to, sum(out?.units, value))
            } else if to == me {
                into = (.incoming, into?.counterparty ?? from, sum(into?.units, value))
            }
        }
        return out ?? into
    }

    /// What the migration escrow's `Released` logs paid `me`, summed (capped at what wei counts); nil
    /// when none did.
    private static func escrowRelease(in receipt: EVMTransactionReceipt, to me: EVMAddress) -> Wei? {
        let paid = MigrationEscrowRelease.all(in: receipt.logs).filter { $0.newAddress == me }
        guard !paid.isEmpty else { return nil }
        let total = paid.reduce(UInt256.zero) { sum($0, $1.amount) }
        return Wei(wei: total.uint128Value ?? .max)
    }

    /// The `transfer(to, amount)` the account asked of `token` (a transfer that failed moved nothing).
    private static func transferAsked(in input: [UInt8], of token: Token, by me: EVMAddress) -> Movement? {
        guard let asked = ERC20.transferArguments(in: input) else { return nil }
        return (asked.recipient == me ? .toSelf : .outgoing, asked.recipient, asked.amount)
    }

    private static func sum(_ total: UInt256?, _ value: UInt256) -> UInt256 {
        let (sum, overflow) = (total ?? .zero).addingReportingOverflow(value)
        return overflow ? .max : sum
    }
}
