import ZilliqaKit

extension HistoryMovement {
    /// The swap `call` the account `me` sent to `router` (docs/history.md §2, rule 2b): direction
    /// ``HistoryDirection/swap``, the router as the other party, and what moved, read only from the
    /// logs of the contracts the path names (the router's `require`s make `path[0]` WZIL for ZIL in,
    /// the last WZIL for ZIL out; a token in the middle is not believed):
    ///
    /// - ZIL out: the transaction's `value` less the refund, which no log shows: the WZIL `Deposit`s
    ///   for the router (at most `value`); `value` when there is none;
    /// - a token out: the first token's `Transfer`s from `me`, summed (a fee-on-transfer token's fee too);
    /// - a token in: the last token's `Transfer`s to `me`, summed;
    /// - ZIL in: the last token's (WZIL's) `Withdrawal`s by the router, which pays them on to `me`.
    ///
    /// A failed swap moved nothing. Sums stop at 2^256 − 1 (ZIL at what wei counts).
    static func swap(
        _ call: UniswapV2SwapCall, router: EVMAddress, value: Wei, succeeded: Bool, receipt: EVMTransactionReceipt,
        for me: EVMAddress, known: HistoryContracts
    ) -> HistoryMovement {
        guard succeeded, let first = call.path.first, let last = call.path.last else {
            return HistoryMovement(.swap, router, .swap(HistorySwap(sent: nil, received: nil)))
        }
        let leg = { (contract: EVMAddress, units: UInt256?) -> HistorySwapLeg? in
            guard let units else { return nil }
            return known.tokens[contract].map { .token($0, units) } ?? .unlisted(contract: contract, units: units)
        }
        let sent: HistorySwapLeg?
        let received: HistorySwapLeg?
        switch call.kind {
        case .zilForTokens:
            let wrapped = wrapped(in: receipt, by: first, for: router, deposits: true)
            sent = .zil(wrapped.map { min(Wei.atMost($0), value) } ?? value)
            received = leg(last, transferred(in: receipt, by: last, from: nil, to: me))
        case .tokensForZIL:
            sent = leg(first, transferred(in: receipt, by: first, from: me, to: nil))
            received = wrapped(in: receipt, by: last, for: router, deposits: false).map { .zil(Wei.atMost($0)) }
        case .tokensForTokens:
            sent = leg(first, transferred(in: receipt, by: first, from: me, to: nil))
            received = leg(last, transferred(in: receipt, by: last, from: nil, to: me))
        }
        return HistoryMovement(.swap, router, .swap(HistorySwap(sent: sent, received: received)))
    }

    /// The sum of `contract`'s `Transfer` logs from `from` (any sender when nil) to `to` (any
    /// recipient when nil); nil when there is none.
    private static func transferred(
        in receipt: EVMTransactionReceipt, by contract: EVMAddress, from: EVMAddress?, to: EVMAddress?
    ) -> UInt256? {
        let values = receipt.logs.compactMap { log -> UInt256? in
            guard log.address == contract,
                case .transfer(let sender, let recipient, let value)? = try? ERC20Log(
                    topics: log.topics.map(\.bytes), data: log.data),
                from.map({ $0 == sender }) ?? true, to.map({ $0 == recipient }) ?? true
            else { return nil }
            return value
        }
        return values.isEmpty ? nil : values.reduce(UInt256.zero) { saturated($0, $1) }
    }

    /// The sum of `wzil`'s `Deposit` (or `Withdrawal`) logs for `router`; nil when there is none.
    private static func wrapped(
        in receipt: EVMTransactionReceipt, by wzil: EVMAddress, for router: EVMAddress, deposits: Bool
    ) -> UInt256? {
        let values = receipt.logs.compactMap { log -> UInt256? in
            guard log.address == wzil,
                let event = try? WrappedNativeLog(topics: log.topics.map(\.bytes), data: log.data)
            else { return nil }
            switch event {
            case .deposit(let dst, let wad) where deposits && dst == router: return wad
            case .withdrawal(let src, let wad) where !deposits && src == router: return wad
            default: return nil
            }
        }
        return values.isEmpty ? nil : values.reduce(UInt256.zero) { saturated($0, $1) }
    }

    private static func saturated(_ total: UInt256, _ value: UInt256) -> UInt256 {
        let (sum, overflow) = total.addingReportingOverflow(value)
        return overflow ? .max : sum
    }
}
