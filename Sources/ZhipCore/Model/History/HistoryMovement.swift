import ZilliqaKit

/// What one transaction did to an account, read from its calldata and its receipt's logs: which way,
/// with whom, and what moved or was allowed (the rules of ``HistoryEntry``'s mined entries).
struct HistoryMovement {
    let direction: HistoryDirection
    let counterparty: EVMAddress?
    let amount: HistoryAmount

    init(_ direction: HistoryDirection, _ counterparty: EVMAddress?, _ amount: HistoryAmount) {
        self.direction = direction
        self.counterparty = counterparty
        self.amount = amount
    }

    /// The account's `approve(spender, units)` call to `contract`: the allowance its `Approval` log
    /// of `me` and that spender says it set (the last, if several), else the one the calldata asked (a
    /// failed or silent approval); nil for any other call.
    static func approval(
        _ input: [UInt8], to contract: EVMAddress, by me: EVMAddress, receipt: EVMTransactionReceipt,
        known: HistoryContracts
    ) -> HistoryMovement? {
        guard let asked = ERC20.approveArguments(in: input) else { return nil }
        let logged = receipt.logs.compactMap { log -> UInt256? in
            guard log.address == contract,
                case .approval(let owner, let spender, let value)? = try? ERC20Log(
                    topics: log.topics.map(\.bytes), data: log.data),
                owner == me, spender == asked.spender
            else { return nil }
            return value
        }
        return HistoryMovement(
            .approval, asked.spender,
            .allowance(contract: contract, token: known.tokens[contract], units: logged.last ?? asked.amount))
    }

    /// The `Transfer` logs of `token`'s contract from or to `me`, summed (capped at 2^256 − 1): out
    /// when any left the account (all that left: a fee-on-transfer token's fee, logged to its
    /// collector or burned, too), else in; nil when none did. What went out is to the recipient
    /// `input` names (a `transfer(to, amount)`), else the first that is not the zero address.
    static func token(_ token: Token, in receipt: EVMTransactionReceipt, for me: EVMAddress, input: [UInt8])
        -> HistoryMovement?
    {
        var out: (recipients: [EVMAddress], units: UInt256)?
        var into: (sender: EVMAddress, units: UInt256)?
        for log in receipt.logs where log.address == token.contract {
            guard
                case .transfer(let from, let to, let value)? = try? ERC20Log(
                    topics: log.topics.map(\.bytes), data: log.data)
            else { continue }
            if from == me {
                out = ((out?.recipients ?? []) + [to], sum(out?.units, value))
            } else if to == me {
                into = (into?.sender ?? from, sum(into?.units, value))
            }
        }
        if let out {
            let named = ERC20.transferArguments(in: input)?.recipient
            let recipient =
                named.flatMap { out.recipients.contains($0) ? $0 : nil }
                ?? out.recipients.first { $0.bytes.contains { $0 != 0 } } ?? out.recipients.first
            return HistoryMovement(recipient == me ? .toSelf : .outgoing, recipient, .token(token, out.units))
        }
        return into.map { HistoryMovement(.incoming, $0.sender, .token(token, $0.units)) }
    }

    /// The `transfer(to, amount)` the account asked of `token` (a transfer that failed moved nothing).
    static func transferAsked(_ input: [UInt8], of token: Token, by me: EVMAddress) -> HistoryMovement? {
        guard let asked = ERC20.transferArguments(in: input) else { return nil }
        return HistoryMovement(
            asked.recipient == me ? .toSelf : .outgoing, asked.recipient, .token(token, asked.amount))
    }

    /// What `pool`'s `Claimed` and `RewardPaid` logs paid `me`, in from the pool (each follows the
    /// pool's value call to the caller, docs/history.md); nil when none did.
    static func poolPayment(in receipt: EVMTransactionReceipt, from pool: EVMAddress, to me: EVMAddress)
        -> HistoryMovement?
    {
        let paid = receipt.logs.compactMap { log -> UInt256? in
            guard log.address == pool, let event = try? DelegationLog(topics: log.topics.map(\.bytes), data: log.data),
                event.delegator == me, event.event == .claimed || event.event == .rewardPaid
            else { return nil }
            return event.amount
        }
        guard !paid.isEmpty else { return nil }
        return HistoryMovement(.incoming, pool, .zil(Wei.atMost(paid.reduce(UInt256.zero) { sum($0, $1) })))
    }

    /// What the migration escrow's `Released` logs paid `me`, summed (capped at what wei counts); nil
    /// when none did.
    static func escrowRelease(in receipt: EVMTransactionReceipt, to me: EVMAddress) -> Wei? {
        let paid = MigrationEscrowRelease.all(in: receipt.logs).filter { $0.newAddress == me }
        guard !paid.isEmpty else { return nil }
        return Wei.atMost(paid.reduce(UInt256.zero) { sum($0, $1.amount) })
    }

    private static func sum(_ total: UInt256?, _ value: UInt256) -> UInt256 {
        let (sum, overflow) = (total ?? .zero).addingReportingOverflow(value)
        return overflow ? .max : sum
    }
}
