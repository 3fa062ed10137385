import CommandLineKit
import ZhipCore
import ZilliqaKit

/// Where the network swaps, or the refusal that says how to set it (exit 1).
enum SwapExchangeLookUp {
    static func exchange(on network: Network, console: Console) async throws -> SwapExchange {
        do throws(SwapExchangeError) {
            return try await Container.shared.swapExchangeUseCase().exchange(for: network)
        } catch {
            throw failure("\(error)", exit: .failure, on: console)
        }
    }
}
