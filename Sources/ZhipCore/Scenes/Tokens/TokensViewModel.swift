/// The tokens listed on the wallet's network, each shown by its label (its symbol beside its
/// contract) and name; the way to add one, and to remove one after a confirmation. Nothing is
/// listed by itself: only what the person adds.
///
/// ```swift
/// let tokens = TokensViewModel()
/// tokens.navigator.onStep = { step in /* .add or .done */ }
/// tokens.didTapRemove(usdt)          // asks: state.removalQuestion
/// tokens.didConfirmRemoval()         // removed; state.notice says so
/// ```
@MainActor
public final class TokensViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// Add a token by its contract address.
        case add
        /// The person closed the scene.
        case done
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// The listed tokens, in the order they were added.
        public var tokens: [Token] = []
        /// The token the person asked to remove, until they confirm or keep it.
        public var pendingRemoval: Token?
        /// A short notice after an action: "Removed USDT (0x…)."
        public var notice: String?
        /// Why the list could not be read or changed.
        public var errorMessage: String?

        /// The question asked before ``pendingRemoval`` is removed, nil when none is pending.
        public var removalQuestion: String? {
            pendingRemoval.map { TokensViewModel.removalQuestion(for: $0) }
        }
    }

    /// What is asked before `token` is removed.
    nonisolated public static func removalQuestion(for token: Token) -> String {
        "Remove \(token.label) from the list? Nothing is moved: its balance is no longer shown, and it can be "
            + "added again by its contract address."
    }

    public let title = "Tokens"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let tokenList: any TokenListUseCase

    /// The list kept by `tokenList`, read at once; a list that cannot be read is shown as an error.
    public init(tokenList: any TokenListUseCase = Container.shared.tokenListUseCase()) {
        self.tokenList = tokenList
        reload()
    }

    // MARK: - Inputs

    /// Reads the list again (after a token was added).
    public func reload() {
        updateList()
    }

    /// The person tapped Add.
    public func didTapAdd() {
        state.notice = nil
        navigator.next(.add)
    }

    /// The person asked to remove `token`: asks to confirm first.
    public func didTapRemove(_ token: Token) {
        guard state.tokens.contains(token) else { return }
        state.notice = nil
        state.pendingRemoval = token
    }

    /// The person confirmed the removal asked: the token leaves the list.
    public func didConfirmRemoval() {
        guard let token = state.pendingRemoval else { return }
        do throws(TokenError) {
            let removed = try tokenList.remove(token.contract.checksummed)
            updateList { $0.notice = "Removed \(removed.label)." }
        } catch {
            state.pendingRemoval = nil
            state.errorMessage = error.description
        }
    }

    /// The person kept the token.
    public func didCancelRemoval() {
        state.pendingRemoval = nil
    }

    /// The person closed the scene.
    public func didTapDone() {
        navigator.next(.done)
    }

    /// Reads the list, with no removal pending, then applies `change`, in one assignment.
    private func updateList(_ change: (inout State) -> Void = { _ in }) {
        var next = state
        next.pendingRemoval = nil
        do throws(TokenError) {
            next.tokens = try tokenList.tokens
            next.errorMessage = nil
        } catch {
            next.errorMessage = error.description
        }
        change(&next)
        state = next
    }
}
