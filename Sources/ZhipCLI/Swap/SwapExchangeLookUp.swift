import CommandLineKit
import ZhipCore
import ZilliqaKit

/// Where the network swaps, or the refusal that says how to set it (exit 1). Testnet's is read from
/// its router the first time, while a line says so.
enum SwapExchangeLookUp {
    static func exchange(on network: Network, console: Console) async throws -> SwapExchange {
        do throws(SwapExchangeError) {
            return try await WaitingLine.showing("Finding the exchange on \(network.nodeLabel)", on: console) {
                () async throws(SwapExchangeError) in
                try await Container.shared.swapExchangeUseCase().exchange(for: network)
            }
        } catch {
            throw failure("\(error)", exit: .failure, on: console)
        }
    }
}
