/// A router swap's call data read back (one of the nine swap functions of ``UniswapV2Router``):
/// which side is the native coin, the path, and the recipient; what a history needs to tell what a
/// swap moved, as the router's own `require`s make `path[0]` WZIL for a ZIL-in swap and the last
/// WZIL for a ZIL-out one (docs/plunderswap.md §4).
///
/// ```swift
/// let call = UniswapV2SwapCall(callData: transaction.input)
/// call?.kind        // .zilForTokens
/// call?.path        // [wzil, token]
/// ```
public struct UniswapV2SwapCall: Sendable, Hashable {
    /// Which side of the swap is the native coin.
    public enum Kind: Sendable, Hashable {
        /// ZIL in (the value sent), wrapped by `path[0]`: the three `swap…ETHForTokens…`/`swapETHFor…` functions.
        case zilForTokens
        /// ZIL out, unwrapped from the last of the path: the three `swap…TokensForETH…`/`…ForExactETH` functions.
        case tokensForZIL
        /// Tokens both ways: the three `swap…TokensForTokens…` functions.
        case tokensForTokens
    }

    /// The most addresses a path read back may have: 8 (a path the wallet asks about has at most
    /// ``UniswapV2Router/maximumPathLength``, one another front end sent may be longer).
    public static let maximumPathLength = 8

    /// Which side is ZIL.
    public let kind: Kind
    /// The tokens traded through, in order: at least 2, at most ``maximumPathLength``.
    public let path: [EVMAddress]
    /// Who the last pair (or, for ZIL out, the router) pays.
    public let recipient: EVMAddress

    /// The swap `callData` asks for; nil for any other call, or call data that does not read (a path
    /// of fewer than 2 or more than ``maximumPathLength`` addresses, a word that is no address).
    public init?(callData: [UInt8]) {
        guard
            let (kind, pathSlot) = Self.functions.first(where: { callData.starts(with: $0.function.selector) })
                .map({ ($0.kind, $0.pathSlot) })
        else { return nil }
        let arguments = ABIReader(Array(callData.dropFirst(4)))
        guard let path = try? arguments.addresses(at: pathSlot, maximumCount: Self.maximumPathLength),
            path.count >= 2, let recipient = try? arguments.address(at: pathSlot + 1)
        else { return nil }
        self.kind = kind
        self.path = path
        self.recipient = recipient
    }

    /// The swap functions, which side is ZIL in each, and the head slot of its path (the recipient follows it).
    private static let functions: [(function: ABIFunction, kind: Kind, pathSlot: Int)] = [
        (UniswapV2Router.swapExactETHForTokens, .zilForTokens, 1),
        (UniswapV2Router.swapETHForExactTokens, .zilForTokens, 1),
        (UniswapV2Router.swapExactETHForTokensSupportingFee, .zilForTokens, 1),
        (UniswapV2Router.swapExactTokensForETH, .tokensForZIL, 2),
        (UniswapV2Router.swapTokensForExactETH, .tokensForZIL, 2),
        (UniswapV2Router.swapExactTokensForETHSupportingFee, .tokensForZIL, 2),
        (UniswapV2Router.swapExactTokensForTokens, .tokensForTokens, 2),
        (UniswapV2Router.swapTokensForExactTokens, .tokensForTokens, 2),
        (UniswapV2Router.swapExactTokensForTokensSupportingFee, .tokensForTokens, 2),
    ]
}
