import Foundation
public import ZilliqaKit

/// The Swap scene, from the EVM account: the two sides (ZIL and the tokens listed on the network),
/// the amount (what goes in, or with exact output what comes out), the slippage (0.5 % unless
/// typed) and the deadline (20 minutes unless typed); Quote asks the router (``SwapQuoting``, one
/// batch, no account) and shows the rate, the least received or most paid, the price impact and
/// the route. Continue hands the quoted ``TokenSwap`` to the coordinator, whose session quotes it
/// again, simulates it and runs every rule before the review; a price impact above 5 % is asked
/// about first (``PaymentRisk/priceImpact``).
///
/// ```swift
/// let swap = SwapViewModel(account: wallet.evmAddress!)
/// swap.didAppear()                      // state.assets: ZIL and the listed tokens
/// swap.didChooseTo(.token(usdt))
/// swap.didEditAmount("10")
/// await swap.didTapQuote()              // state.lines: rate, minimum received, price impact, route
/// swap.didTapContinue()                 // `.swap(tokenSwap, consents: [])`
/// ```
@MainActor
public final class SwapViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// Prepare, review, sign and send `swap` (an approval first when the router needs one), with
        /// the risks the person consented to.
        case swap(TokenSwap, consents: Set<PaymentRisk>)
        /// The person closed the scene.
        case done
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// The EVM account that swaps, EIP-55.
        public var account: String
        /// What can be swapped: ZIL, then the tokens listed on the network.
        public var assets: [SwapAsset] = [.zil]
        /// What goes in, and what comes out (nil until chosen).
        public var from: SwapAsset = .zil
        public var to: SwapAsset?
        /// The amount as typed: what goes in, or with ``isExactOut`` what comes out.
        public var amountText = ""
        /// True when the amount is what comes out.
        public var isExactOut = false
        /// The slippage accepted, in percent, as typed.
        public var slippageText = SwapViewModel.defaultSlippageText
        /// How long the router may take the swap after signing, in minutes, as typed.
        public var deadlineText = SwapViewModel.defaultDeadlineText
        /// The router's quote of the swap as typed, once asked; nil again once a field changes.
        public var quote: SwapQuote?
        /// What the scene waits for while the quote is asked; nil when it waits for nothing.
        public var readingLabel: String?
        /// Why there is no quote, or why the swap was refused, in words.
        public var errorMessage: String?
        /// The question to answer before a quote with a high price impact goes on; nil when none is asked.
        public var riskQuestion: String?

        /// The prompt of the amount: which side it is, in which asset.
        public var amountLabel: String {
            let side = isExactOut ? to : from
            let symbol = side?.symbol ?? "the asset"
            return isExactOut ? "Amount of \(symbol) to receive" : "Amount of \(symbol) to swap"
        }
        /// The quote's figures: the amounts, rate, minimum received or maximum paid, price impact, route.
        public var lines: [SwapLine] { quote.map(SwapLine.lines(of:)) ?? [] }
        /// True while the quote is asked.
        public var isReading: Bool { readingLabel != nil }
        /// True once a quote is shown and no question waits.
        public var isContinueEnabled: Bool { quote != nil && !isReading && riskQuestion == nil }
    }

    /// The label shown while the quote is asked.
    nonisolated public static let readingLabel = "Asking the node for a quote"
    /// The slippage and the deadline the fields start with: 0.5 % and 20 minutes.
    nonisolated public static let defaultSlippageText = "0.5"
    nonisolated public static let defaultDeadlineText = "20"

    public let title = "Swap"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let account: EVMAddress
    private let tokenList: any TokenListUseCase
    private let exchanges: any SwapExchangeUseCase
    private let evmService: any EVMService
    private let network: Result<Network, NetworkSettingError>
    private let dateProvider: any DateProvider
    /// The swap the shown quote is of.
    private var quoted: TokenSwap?

    /// The swaps of `account`, the wallet's EVM account, on `network`'s exchange (from `exchanges`),
    /// between ZIL and the tokens of `tokenList`, quoted through `evmService`.
    public init(
        account: EVMAddress, tokenList: any TokenListUseCase = Container.shared.tokenListUseCase(),
        exchanges: any SwapExchangeUseCase = Container.shared.swapExchangeUseCase(),
        evmService: any EVMService = Container.shared.evmService(),
        network: Result<Network, NetworkSettingError> = Container.shared.network(),
        dateProvider: any DateProvider = Container.shared.dateProvider()
    ) {
        self.account = account
        self.tokenList = tokenList
        self.exchanges = exchanges
        self.evmService = evmService
        self.network = network
        self.dateProvider = dateProvider
        state = State(account: account.checksummed)
    }

    // MARK: - Inputs

    /// The scene is shown: lists ZIL and the network's tokens, the first token chosen to come out.
    public func didAppear() {
        do {
            let tokens = try tokenList.tokens
            update {
                $0.assets = [.zil] + tokens.map(SwapAsset.token)
                if $0.to == nil { $0.to = tokens.first.map(SwapAsset.token) }
            }
        } catch {
            update { $0.errorMessage = "The listed tokens could not be read: \(error)" }
        }
    }

    /// `asset` goes in; when it was the side coming out, the sides change places.
    public func didChooseFrom(_ asset: SwapAsset) {
        update {
            if $0.to == asset { $0.to = $0.from }
            $0.from = asset
        }
    }

    /// `asset` comes out; when it was the side going in, the sides change places.
    public func didChooseTo(_ asset: SwapAsset) {
        update {
            if $0.from == asset, let to = $0.to { $0.from = to }
            $0.to = asset
        }
    }

    /// The sides change places.
    public func didTapSwitchSides() {
        guard let to = state.to else { return }
        update {
            $0.to = $0.from
            $0.from = to
        }
    }

    public func didEditAmount(_ text: String) { update { $0.amountText = text } }

    /// The amount is what comes out (`exactOut`), or what goes in.
    public func didToggleExactOut(_ exactOut: Bool) { update { $0.isExactOut = exactOut } }

    public func didEditSlippage(_ text: String) { update { $0.slippageText = text } }

    public func didEditDeadline(_ text: String) { update { $0.deadlineText = text } }

    /// Asks the router for the quote of the swap as typed; a field that does not read, a network
    /// with no exchange, or no route is said instead.
    public func didTapQuote() async {
        guard !state.isReading else { return }
        let swap: TokenSwap
        do throws(SwapFieldError) {
            swap = try await typedSwap()
        } catch {
            return show(error: error.description)
        }
        show { $0.readingLabel = Self.readingLabel }
        do throws(TransactionsError) {
            let quote = try await SwapQuoting(evmService: evmService).quote(swap)
            quoted = swap
            show {
                $0.readingLabel = nil
                $0.quote = quote
            }
        } catch {
            show {
                $0.readingLabel = nil
                $0.errorMessage = "No quote: \(error)"
            }
        }
    }

    /// Goes on with the quoted swap; one whose price impact is above 5 % is asked about first
    /// (``State/riskQuestion``). Does nothing without a quote.
    public func didTapContinue() {
        guard state.isContinueEnabled, let quote = state.quote, let quoted else { return }
        guard quote.route.priceImpactBasisPoints <= SwapTerms.priceImpactLimitBasisPoints else {
            return show { $0.riskQuestion = PaymentRisk.priceImpact.question(for: .swap) }
        }
        navigator.next(.swap(quoted, consents: []))
    }

    /// The person answered yes to ``State/riskQuestion``: the swap goes on with that consent.
    public func didConfirmRisk() {
        guard state.riskQuestion != nil, let quoted else { return }
        show { $0.riskQuestion = nil }
        navigator.next(.swap(quoted, consents: [.priceImpact]))
    }

    /// The person did not answer yes to ``State/riskQuestion``: nothing is swapped, and why is said.
    public func didDeclineRisk() {
        guard state.riskQuestion != nil, let quote = state.quote else { return }
        show {
            $0.riskQuestion = nil
            $0.errorMessage =
                "Not swapped: the price impact is \(quote.priceImpactText). Swap a smaller amount to move the price less."
        }
    }

    /// The swap's flow came back because it was refused, `reason` saying why: says it; the quote
    /// is asked again before another try.
    public func didReturnAfterRefusedSwap(_ reason: String) {
        quoted = nil
        show {
            $0.quote = nil
            $0.errorMessage = "The swap was refused: \(reason)"
        }
    }

    /// The person closed the scene.
    public func didTapDone() {
        navigator.next(.done)
    }

    // MARK: - Reading the fields

    /// The swap the fields describe, on the network's exchange, counted from now.
    private func typedSwap() async throws(SwapFieldError) -> TokenSwap {
        guard let to = state.to else { throw .noSide }
        let side = state.isExactOut ? to : state.from
        guard !state.amountText.isEmpty else { throw .amount("type how much \(side.symbol) to swap") }
        let units: UInt256
        do { units = try side.units(state.amountText) } catch {
            throw .amount("'\(state.amountText)' is no amount of \(side.symbol) (\(error))")
        }
        guard !units.isZero else { throw .amount("swap more than 0 \(side.symbol)") }
        let terms = SwapTerms(
            amount: state.isExactOut ? .exactOut(units) : .exactIn(units),
            slippageBasisPoints: try Self.slippage(state.slippageText),
            deadlineSeconds: try Self.deadline(state.deadlineText))
        let exchange: SwapExchange
        do {
            exchange = try await exchanges.exchange(for: try network.get())
        } catch let error as SwapExchangeError {
            throw .exchange(error.description)
        } catch {
            throw .exchange("\(error)")
        }
        let now = UInt64(max(0, dateProvider.now.timeIntervalSince1970.rounded(.down)))
        return TokenSwap(from: state.from, to: to, terms: terms, exchange: exchange, now: now)
    }

    /// `text`, a percentage with at most 2 decimals from 0.01 to 50, in hundredths of a percent.
    private static func slippage(_ text: String) throws(SwapFieldError) -> UInt64 {
        guard let points = SwapTerms.basisPoints(percent: text), SwapTerms.slippageRange.contains(points) else {
            throw .slippage(text)
        }
        return points
    }

    /// `text`, a whole number of minutes from 1 to 1440, in seconds.
    private static func deadline(_ text: String) throws(SwapFieldError) -> UInt64 {
        guard let minutes = UInt64(text), minutes <= 1440, SwapTerms.deadlineRange.contains(minutes * 60) else {
            throw .deadline(text)
        }
        return minutes * 60
    }

    // MARK: - Deriving the state

    /// A field changed: the quote shown is no longer of the swap as typed.
    private func update(_ change: (inout State) -> Void) {
        quoted = nil
        show {
            change(&$0)
            $0.quote = nil
            $0.errorMessage = nil
            $0.riskQuestion = nil
        }
    }

    private func show(error: String) {
        show { $0.errorMessage = error }
    }

    /// Publishes the state after `change`, in one assignment.
    private func show(_ change: (inout State) -> Void) {
        var next = state
        change(&next)
        state = next
    }
}
