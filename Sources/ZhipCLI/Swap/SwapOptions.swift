import CommandLineKit
import Foundation
import ZhipCore
import ZilliqaKit

/// What `swap` and `swap quote` share: the amount and the two sides (`ZIL`, a listed token's
/// symbol, or a listed token's contract), `--exact-out`, the slippage and the deadline, read into a
/// ``ZhipCore/TokenSwap`` on the network's exchange.
struct SwapOptions: ParsableArguments {
    @Option(
        help: "The amount: what goes in, or with --exact-out what comes out, in that asset's units.", valueName: "n")
    var amount: String

    @Argument(help: "What goes in: ZIL, a listed token's symbol or its contract (0x…).", valueName: "from")
    var from: String

    @Argument(help: "What comes out: ZIL, a listed token's symbol or its contract (0x…).", valueName: "to")
    var to: String

    @Flag(help: "The amount is what comes out; what goes in is at most the quote plus the slippage.")
    var exactOut = false

    @Option(help: "The slippage accepted, in percent, 0.01 to 50. Default: 0.5.", valueName: "percent")
    var slippage: String?

    @Option(
        help: "How long the router may take it after signing: 90s, 20m, 1h or 1d; 1m to 1d. Default: 20m.",
        valueName: "time")
    var deadline: String?

    /// `--slippage` in hundredths of a percent; the rule `slippage` judges its range.
    func slippageBasisPoints() throws -> UInt64 {
        guard let slippage else { return SwapTerms.defaultSlippageBasisPoints }
        guard let points = SwapTerms.basisPoints(percent: slippage) else {
            throw ValidationError("--slippage: '\(slippage)' is not a percentage with at most 2 decimals, e.g. 0.5")
        }
        return points
    }

    /// `--deadline` in seconds; the rule `deadline` judges its range.
    func deadlineSeconds() throws -> UInt64 {
        guard let deadline else { return SwapTerms.defaultDeadlineSeconds }
        let units: [Character: UInt64] = ["s": 1, "m": 60, "h": 3600, "d": 86400]
        guard let last = deadline.last, let unit = units[last], let count = UInt64(deadline.dropLast()),
            case (let seconds, let overflow) = count.multipliedReportingOverflow(by: unit), !overflow
        else { throw ValidationError("--deadline: '\(deadline)' is not a time such as 90s, 20m, 1h or 1d") }
        return seconds
    }

    /// `text` as a side of the swap: ZIL, a listed token by symbol or contract, or an unlisted
    /// contract whose symbol and decimals are read from it (one round trip; its text cleaned).
    func asset(_ text: String, console: Console) async throws -> SwapAsset {
        if text.uppercased() == "ZIL" { return .zil }
        let listed = Container.shared.tokenListUseCase()
        if let token = try? listed.token(text) { return .token(token) }
        guard let contract = try? EVMAddress(text) else {
            throw ValidationError(
                "'\(text)' is neither ZIL, a listed token's symbol nor a contract address: see 'zhip-cli token list'")
        }
        do throws(TokenError) {
            let metadata = try await WaitingLine.showing(
                "Asking the node what token \(contract.checksummed) is", on: console
            ) { () async throws(TokenError) in
                try await Container.shared.tokenReadingUseCase().metadata(of: contract)
            }
            guard let decimals = metadata.decimals else {
                throw TokenError.notAToken(contract, network: "EVM chain \(metadata.evmChainID)")
            }
            return .token(
                try Token(
                    contract: contract, symbol: metadata.symbol ?? contract.checksummed, name: metadata.name ?? "",
                    decimals: decimals, evmChainID: metadata.evmChainID))
        } catch {
            throw CommandFailure(
                "\(contract.checksummed) does not read as a token: \(error) (list it with 'zhip-cli token add')",
                exitCode: .failure)
        }
    }

    /// The two sides, each read once (an unlisted contract costs one round trip).
    func sides(console: Console) async throws -> (from: SwapAsset, to: SwapAsset) {
        (try await asset(from, console: console), try await asset(to, console: console))
    }

    /// The swap these options ask for between `sides` on `exchange`, counted from the container's clock now
    /// (each swap prepared again, after an approval, gets its deadline anew).
    func swap(_ sides: (from: SwapAsset, to: SwapAsset), on exchange: SwapExchange) throws -> TokenSwap {
        let side = exactOut ? sides.to : sides.from
        let units: UInt256
        do { units = try side.units(amount) } catch {
            throw ValidationError("--amount (in \(side.symbol)): \(error)")
        }
        let terms = SwapTerms(
            amount: exactOut ? .exactOut(units) : .exactIn(units), slippageBasisPoints: try slippageBasisPoints(),
            deadlineSeconds: try deadlineSeconds())
        let now = Container.shared.dateProvider().now.timeIntervalSince1970
        return TokenSwap(
            from: sides.from, to: sides.to, terms: terms, exchange: exchange,
            now: UInt64(max(0, now.rounded(.down))))
    }
}
