public import ZilliqaKit

/// The router's quote of a swap with no account (`swap quote`, the Swap scene before its review):
/// the reads of ``TokenSwap``'s routing alone, in one batch, and the better route's ``SwapQuote``.
///
/// ```swift
/// let quote = try await SwapQuoting(evmService: Container.shared.evmService()).quote(swap)
/// ```
public struct SwapQuoting: Sendable {
    private let evmService: any EVMService

    public init(evmService: any EVMService) {
        self.evmService = evmService
    }

    /// The quote of `swap`.
    /// - Throws: ``TransactionsError/swapRefused(_:)`` when no route is quoted; the node's failure.
    public func quote(_ swap: TokenSwap) async throws(TransactionsError) -> SwapQuote {
        guard swap.from != swap.to else { throw .swapRefused(.sameAsset(swap.from.symbol)) }
        let routing = SwapRouting(exchange: swap.exchange, from: swap.from, to: swap.to, terms: swap.terms)
        let answers: [EVMReadAnswer]
        do { answers = try await evmService.read(routing.reads) } catch { throw TransactionsError(evmNode: error) }
        let route: SwapRoute
        do { route = try routing.best(in: answers) } catch { throw .swapRefused(error) }
        return SwapQuote(
            from: swap.from, to: swap.to, terms: swap.terms, route: route,
            routeSymbols: routing.symbols(of: route.path),
            deadline: swap.deadline, feeOnTransfer: false)
    }
}
