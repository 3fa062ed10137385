import CommandLineKit
import Foundation
import ZhipCore
import ZilliqaKit

/// `zhip-cli swap quote --amount N FROM TO`: the router's quote of a swap, its route, limit, price
/// impact and deadline, read in one batch; nothing is signed.
struct SwapQuoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quote",
        abstract: "Show the router's quote of a swap: nothing is signed.",
        discussion: """
            The same quote 'zhip-cli swap' reviews: the router's getAmountsOut (getAmountsIn with --exact-out) for \
            the direct pair and the way through WZIL, the better one shown with its rate, its minimum received (or \
            maximum paid) at --slippage, the price impact from the pairs' reserves, the route and the deadline. \
            --json: {"network", "swap": {…}}. Exit 2 when no pool trades the two.
            """)

    @OptionGroup var options: SwapOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        let chosen = try network.resolve()
        network.register(chosen, console: console)
        let exchange = try await SwapExchangeLookUp.exchange(on: chosen, console: console)
        let swap = try options.swap(try await options.sides(console: console), on: exchange)
        let quote: SwapQuote
        do {
            quote = try await WaitingLine.showing("Asking \(chosen.nodeLabel) for a quote", on: console) {
                () async throws(TransactionsError) in
                try await SwapQuoting(evmService: Container.shared.evmService()).quote(swap)
            }
        } catch {
            throw error.thrown(network: chosen, console: console)
        }
        try CommandOutput(console, output).emit(
            SwapQuoteReport(network: chosen.displayName, swap: SwapReport(quote)), lines: SwapText.lines(quote))
    }
}

/// `swap quote --json`.
struct SwapQuoteReport: Encodable {
    let network: String
    let swap: SwapReport
}
