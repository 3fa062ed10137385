import ZilliqaKit

/// The routes a swap may take and the reads that quote them, in one batch: for the direct pair and
/// (when neither side is ZIL or WZIL) the way through WZIL, the router's `getAmountsOut` (or
/// `getAmountsIn` for an exact output) and each pair's `getReserves()`. The router's quote is the
/// figure signed; the wallet does no fee arithmetic of its own (forks differ).
///
/// ```swift
/// let routing = SwapRouting(exchange: exchange, from: .zil, to: .token(usdt), terms: terms)
/// let answers = try await evmService.read(routing.reads)
/// let best = try routing.best(in: answers)
/// ```
struct SwapRouting: Sendable {
    let exchange: SwapExchange
    let from: SwapAsset
    let to: SwapAsset
    let terms: SwapTerms

    /// The paths asked about: the direct one, then the one through WZIL when it differs.
    var paths: [[EVMAddress]] {
        let a = from.address(wzil: exchange.wzil)
        let b = to.address(wzil: exchange.wzil)
        let direct = [a, b]
        guard a != exchange.wzil, b != exchange.wzil else { return [direct] }
        return [direct, [a, exchange.wzil, b]]
    }

    /// The reads of every path: its quote, then one `getReserves()` a step.
    var reads: [EVMRead] {
        paths.flatMap { path in
            [quoteRead(path)]
                + zip(path, path.dropFirst()).map { pair in
                    .call(
                        EVMCallRequest(
                            to: exchange.pair(of: pair.0, and: pair.1), data: UniswapV2Pair.getReserves.selector),
                        .latest)
                }
        }
    }

    private func quoteRead(_ path: [EVMAddress]) -> EVMRead {
        let data =
            switch terms.amount {
            case .exactIn(let units): UniswapV2Router.getAmountsOutCall(amountIn: units, path: path)
            case .exactOut(let units): UniswapV2Router.getAmountsInCall(amountOut: units, path: path)
            }
        return .call(EVMCallRequest(to: exchange.router, data: data), .latest)
    }

    /// Each path's route the `answers` to ``reads`` (in their order) quote; nil for a path the router
    /// would not quote (no pair, no liquidity), with its reason.
    func routes(in answers: [EVMReadAnswer]) -> [(route: SwapRoute?, reason: ABIRevertReason?)] {
        var next = 0
        return paths.map { path in
            let count = path.count
            guard next + count <= answers.count else { return (nil, nil) }
            let quote = answers[next]
            let reserveAnswers = Array(answers[(next + 1)..<(next + count)])
            next += count
            let amounts: [UInt256]
            do {
                amounts = try UniswapV2Router.amounts(in: try quote.data())
            } catch EVMServiceError.executionReverted(_, let data) {
                return (nil, ABIRevertReason(data: data))
            } catch {
                return (nil, nil)
            }
            guard amounts.count == path.count, !amounts.contains(where: \.isZero) else { return (nil, nil) }
            var reserves: [SwapRoute.Reserves] = []
            for (step, answer) in reserveAnswers.enumerated() {
                guard let (reserve0, reserve1) = try? UniswapV2Pair.reserves(in: try answer.data()) else {
                    return (nil, nil)
                }
                let (token0, _) = UniswapV2Pair.sorted(path[step], path[step + 1])
                reserves.append(
                    token0 == path[step]
                        ? SwapRoute.Reserves(reserveIn: reserve0, reserveOut: reserve1)
                        : SwapRoute.Reserves(reserveIn: reserve1, reserveOut: reserve0))
            }
            // A node's quote is believed only within what its own pairs can give: never more out of a step
            // than the constant product allows with no fee at all (in·rOut / (rIn + in)).
            for (step, reserve) in reserves.enumerated()
            where !Self.isWithinConstantProduct(in: amounts[step], out: amounts[step + 1], reserve) {
                return (nil, nil)
            }
            return (SwapRoute(path: path, amounts: amounts, reserves: reserves), nil)
        }
    }

    /// True when `out` is at most what `in` buys from `reserve` with no fee (`in·rOut / (rIn + in)`).
    static func isWithinConstantProduct(in input: UInt256, out: UInt256, _ reserve: SwapRoute.Reserves) -> Bool {
        guard out < reserve.reserveOut, let top = try? input.multiplied(by: reserve.reserveOut),
            let bottom = try? reserve.reserveIn.adding(input), !bottom.isZero,
            let most = try? top.quotientAndRemainder(dividingBy: bottom).quotient
        else { return false }
        return out <= most
    }

    /// The better route: the most out for an exact input, the least in for an exact output.
    /// - Throws: ``SwapRefusal/noRoute(from:to:reason:)`` when no path is quoted.
    func best(in answers: [EVMReadAnswer]) throws(SwapRefusal) -> SwapRoute {
        let quoted = routes(in: answers)
        let found = quoted.compactMap(\.route)
        let better =
            terms.isExactOut
            ? found.min { $0.amountIn < $1.amountIn } : found.max { $0.amountOut < $1.amountOut }
        guard let better else {
            throw .noRoute(from: from.symbol, to: to.symbol, reason: quoted.compactMap(\.reason).first)
        }
        return better
    }

    /// The symbols of `path`'s tokens: the two sides', and WZIL's between.
    func symbols(of path: [EVMAddress]) -> [String] {
        path.enumerated().map { index, address in
            if index == 0 { return from.symbol }
            if index == path.count - 1 { return to.symbol }
            return address == exchange.wzil ? "WZIL" : address.checksummed
        }
    }
}
