public import ZilliqaKit

/// One asset for another through a Uniswap V2 router (PlunderSwap on Zilliqa 2.0), from the EVM
/// account. Its reads join the session's one batch: the router's quote and the pairs' reserves of
/// the direct route and the one through WZIL (``SwapRouting``), the input token's balance and the
/// router's allowance, and the swap itself simulated from the account on each route (limit left
/// open) with its gas estimate, plus the `…SupportingFeeOnTransferTokens` variant for an exact
/// input: when only that one runs, a token on the way takes a fee on transfer, and it is the one
/// signed (the review says so). With the limit the slippage leaves, the better route is signed;
/// the receipt tells what came in (``SwapOutcome``). An exact output paid in ZIL is simulated in a
/// second batch (its value, the most paid, is known only from the quote).
///
/// ```swift
/// let swap = TokenSwap(from: .zil, to: .token(usdt), terms: terms, exchange: .plunderSwapMainnet, now: 1_800_000_000)
/// let session = PaymentSession(order: PaymentOrder(swap, from: .evm, sender: me))
/// ```
public struct TokenSwap: PaymentIntent, Hashable {
    public let from: SwapAsset
    public let to: SwapAsset
    public let terms: SwapTerms
    public let exchange: SwapExchange
    /// Unix seconds when it was asked: the deadline counts from here.
    public let now: UInt64

    public init(from: SwapAsset, to: SwapAsset, terms: SwapTerms, exchange: SwapExchange, now: UInt64) {
        self.from = from
        self.to = to
        self.terms = terms
        self.exchange = exchange
        self.now = now
    }

    public var kind: PaymentKind { .swap }
    public var counterparty: PaymentCounterparty { PaymentCounterparty(address: exchange.router, role: .contract) }
    public var asset: PaymentAsset { from.token.map(PaymentAsset.token) ?? .zil }
    /// The amount given: what goes in, or with an exact output what comes out (the session's facts
    /// count the most that goes in, from the reading).
    public var amount: PaymentAmount { .exactly(terms.amount.units) }
    public var contract: EVMAddress? { exchange.router }
    public var calldata: [UInt8]? { nil }
    public var verb: String { "Swap" }
    /// The deadline signed: ``now`` plus the terms' seconds.
    public var deadline: UInt64 { now &+ terms.deadlineSeconds }

    private var routing: SwapRouting { SwapRouting(exchange: exchange, from: from, to: to, terms: terms) }

    /// True when the simulation waits for the quote: an exact output paid in ZIL carries the most paid.
    private var simulatesLater: Bool { from == .zil && terms.isExactOut }

    /// The variants tried on each route: the plain one, and for an exact input the fee-on-transfer one.
    private var variants: [Bool] { terms.isExactOut ? [false] : [false, true] }

    public func reads(from sender: EVMAddress, gasLimit: UInt64?) -> [EVMRead] {
        var reads = routing.reads
        if let token = from.token {
            reads.append(.call(EVMCallRequest(to: token.contract, data: ERC20.balanceOfCall(sender)), .latest))
            reads.append(
                .call(
                    EVMCallRequest(
                        to: token.contract, data: ERC20.allowanceCall(owner: sender, spender: exchange.router)),
                    .latest))
        }
        guard !simulatesLater else { return reads }
        for path in routing.paths {
            for supporting in variants {
                reads += simulation(path, limit: openLimit, from: sender, supporting: supporting, gasLimit: gasLimit)
            }
        }
        return reads
    }

    /// A limit that lets any quote through: nothing least out, or everything most in.
    private var openLimit: UInt256 { terms.isExactOut ? .max : .zero }

    /// The swap on `path` at `limit` simulated from `sender`, and its estimate when no gas limit is given.
    private func simulation(
        _ path: [EVMAddress], limit: UInt256, from sender: EVMAddress, supporting: Bool, gasLimit: UInt64?
    ) -> [EVMRead] {
        let call = SwapCall(from: from, to: to, terms: terms, path: path)
        let value = call.value(limit: limit)
        let request = EVMCallRequest(
            from: sender, to: exchange.router,
            data: call.calldata(limit: limit, recipient: sender, deadline: deadline, supportingFee: supporting),
            value: value.wei == 0 ? nil : value)
        return gasLimit == nil ? [.call(request, .latest), .estimateGas(request)] : [.call(request, .latest)]
    }

    public func reading(_ answers: [EVMReadAnswer], from sender: EVMAddress, gasLimit: UInt64?, chainID: UInt64)
        throws(TransactionsError) -> IntentReading
    {
        guard from != to else { throw .swapRefused(.sameAsset(from.symbol)) }
        let routing = routing
        let quoteCount = routing.reads.count
        guard answers.count >= quoteCount else { throw .swapRefused(.unreadable("fewer answers than reads")) }
        let route: SwapRoute
        do { route = try routing.best(in: Array(answers.prefix(quoteCount))) } catch { throw .swapRefused(error) }
        var next = quoteCount
        var tokenBalance: UInt256?
        var allowance: UInt256?
        if let token = from.token {
            guard answers.count >= next + 2 else { throw .swapRefused(.unreadable("no balance or allowance")) }
            tokenBalance = try TokenCallAnswers.balance(answers[next], of: token)
            allowance = try TokenCallAnswers.balance(answers[next + 1], of: token)
            next += 2
        }
        var quote = quote(route, feeOnTransfer: false)
        let needed = from.token == nil || (allowance ?? .zero) >= quote.mostIn ? nil : quote.mostIn
        var reading = IntentReading(calldata: [], tokenBalance: tokenBalance)
        if !simulatesLater {
            let perVariant = gasLimit == nil ? 2 : 1
            let perPath = variants.count * perVariant
            guard let index = routing.paths.firstIndex(of: route.path),
                answers.count >= next + perPath * routing.paths.count
            else { throw .swapRefused(.unreadable("fewer simulations than routes")) }
            let start = next + index * perPath
            let tried = variants.indices.map {
                Array(answers[(start + $0 * perVariant)..<(start + ($0 + 1) * perVariant)])
            }
            // Without the allowance the simulations revert in transferFrom: the approval comes first.
            if needed == nil {
                let (estimate, feeOnTransfer) = try Self.judge(tried, gasLimit: gasLimit)
                reading.gasEstimate = estimate
                quote = self.quote(route, feeOnTransfer: feeOnTransfer)
            }
        }
        return signed(quote, reading: reading, approvalNeeded: needed, sender: sender)
    }

    /// The gas estimate of the variant that runs, and whether it is the fee-on-transfer one.
    /// - Throws: ``SwapRefusal/simulationReverted(reason:)`` with the plain variant's reason when none runs.
    private static func judge(_ tried: [[EVMReadAnswer]], gasLimit: UInt64?) throws(TransactionsError) -> (
        UInt64?, Bool
    ) {
        var firstReason: ABIRevertReason?
        for (index, answers) in tried.enumerated() {
            do {
                _ = try answers[0].data()
                let estimate: UInt64? = gasLimit == nil && answers.count > 1 ? try answers[1].quantity() : nil
                return (estimate, index == 1)
            } catch EVMServiceError.executionReverted(_, let data) {
                if firstReason == nil { firstReason = ABIRevertReason(data: data) }
            } catch {
                throw TransactionsError(evmNode: error)
            }
        }
        throw .swapRefused(.simulationReverted(reason: firstReason ?? ABIRevertReason(data: [])))
    }

    private func quote(_ route: SwapRoute, feeOnTransfer: Bool) -> SwapQuote {
        SwapQuote(
            from: from, to: to, terms: terms, route: route, routeSymbols: routing.symbols(of: route.path),
            deadline: deadline, feeOnTransfer: feeOnTransfer)
    }

    /// `reading` carrying `quote`'s call at its limit, and its value.
    private func signed(_ quote: SwapQuote, reading: IntentReading, approvalNeeded: UInt256?, sender: EVMAddress)
        -> IntentReading
    {
        var reading = reading
        let call = SwapCall(from: from, to: to, terms: terms, path: quote.route.path)
        reading.calldata = call.calldata(
            limit: quote.limit, recipient: sender, deadline: deadline, supportingFee: quote.feeOnTransfer)
        reading.value = call.value(limit: quote.limit)
        reading.swap = SwapPreview(quote: quote, approvalNeeded: approvalNeeded)
        return reading
    }

    /// A second batch when the first could not settle the swap: an exact output paid in ZIL (its value
    /// is the limit), or a fee-on-transfer route, whose router quote does not count the token's fee:
    /// the swap is tried again at the limit signed, so a fee past the slippage is refused before signing.
    public func followUpReads(after reading: IntentReading, from sender: EVMAddress, gasLimit: UInt64?) -> [EVMRead] {
        guard let preview = reading.swap, preview.approvalNeeded == nil, simulatesLater || preview.quote.feeOnTransfer
        else { return [] }
        let quote = preview.quote
        return simulation(
            quote.route.path, limit: quote.limit, from: sender, supporting: quote.feeOnTransfer, gasLimit: gasLimit)
    }

    public func followUp(
        _ answers: [EVMReadAnswer], after reading: IntentReading, from sender: EVMAddress, gasLimit: UInt64?
    ) throws(TransactionsError) -> IntentReading {
        guard let preview = reading.swap, !answers.isEmpty else { return reading }
        var reading = reading
        do {
            reading.gasEstimate = try Self.judge([answers], gasLimit: gasLimit).0
        } catch .swapRefused(.simulationReverted(let reason)) where preview.quote.feeOnTransfer {
            throw .swapRefused(.feeOnTransferPastSlippage(reason: reason))
        }
        return reading
    }

    public func gasBounds(for calldata: [UInt8]) -> PaymentGasBounds {
        PaymentGasBounds(
            least: EVMGas.intrinsic(of: calldata), most: Self.maximumGas,
            leastWhy: "what this transaction's call data costs before it runs (the network refuses less)",
            mostWhy: "Zhip's ceiling for a swap (a route of two pairs uses about 200000): this router does far more"
                + " than swap; check the exchange with 'zhip-cli settings'")
    }

    /// The most gas a swap may be given: 1,000,000.
    public static let maximumGas: UInt64 = 1_000_000

    public func outcome(of receipt: EVMTransactionReceipt, from sender: EVMAddress, reading: IntentReading)
        -> PaymentOutcome?
    {
        guard let quote = reading.swap?.quote else { return nil }
        var received = UInt256.zero
        for log in receipt.logs {
            let topics = log.topics.map(\.bytes)
            switch to {
            case .token(let token):
                guard log.address == token.contract,
                    case .transfer(_, let recipient, let value)? = try? ERC20Log(topics: topics, data: log.data),
                    recipient == sender
                else { continue }
                received = received.addingReportingOverflow(value).partialValue
            case .zil:
                // The router unwraps WZIL and pays the ZIL on: WZIL's Withdrawal by the router.
                guard log.address == exchange.wzil, topics.first == WrappedNative.withdrawalEvent.topic,
                    topics.count == 2, (try? ABIReader(topics[1]).address()) == exchange.router,
                    let value = try? ABIReader(log.data).uint256()
                else { continue }
                received = received.addingReportingOverflow(value).partialValue
            }
        }
        return PaymentOutcome(swap: SwapOutcome(received: received, quoted: quote.route.amountOut, to: to))
    }
}
