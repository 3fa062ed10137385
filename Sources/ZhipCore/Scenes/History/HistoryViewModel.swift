public import ZilliqaKit

/// An account's history: its transactions newest first, one line each (``HistoryEntryText``), the
/// wallet's unmined sends leading as pending; Older reads the next page (whole blocks before the
/// oldest shown), and the other account's history is one switch away once the EVM account is known.
///
/// ```swift
/// let history = HistoryViewModel(wallet: wallet)
/// await history.didAppear()            // state.lines: the newest page
/// await history.didTapOlder()          // the next page added below, while state.hasOlder
/// history.didTapDone()                 // navigator: .done
/// ```
@MainActor
public final class HistoryViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Sendable, Equatable {
        /// The person closed the scene.
        case done
        /// The person asked to speed up or cancel the account's pending transaction `hash`.
        case replace(EVMHash, PendingReplacement.Purpose)
    }

    /// What the scene shows.
    public struct State: Sendable, Equatable {
        /// Whose history: `zil1…` or `0x…`.
        public var address: String
        /// `legacy` or `evm`.
        public var account: PayingAccount
        /// The entries read so far, newest first.
        public var lines: [HistoryEntryText] = []
        /// What the scene waits for while a page is read; nil when it waits for nothing.
        public var readingLabel: String?
        /// The account's pending transactions, newest first: each can be sped up or cancelled (a legacy one
        /// where the era takes it).
        public var pending: [EVMHash] = []
        /// True when older transactions are left to read.
        public var hasOlder = false
        /// True once a page was read (an empty history then says so).
        public var hasRead = false
        /// True when the other account's history can be shown (the EVM address is known).
        public var canSwitchAccount: Bool
        /// Why the history could not be read.
        public var errorMessage: String?

        /// True while a page is read.
        public var isReading: Bool { readingLabel != nil }
    }

    /// What the scene says when the account has no transaction the node's search finds.
    nonisolated public static let noTransactions =
        "No transactions found. Tokens someone else sent you are not listed (the node's index records only the "
        + "callers and targets of calls): the balance counts them."

    /// The label shown while a page is read.
    nonisolated public static let readingLabel = "Asking the node for the history"

    public let title = "History"
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let wallet: Wallet
    private let history: any HistoryUseCase
    private let limit: Int
    private var account: HistoryAccount?
    private var nextBefore: UInt64?

    /// The history of `wallet`'s EVM account when it is known, else its legacy one, read through
    /// `history` `limit` transactions a page.
    public init(
        wallet: Wallet, history: any HistoryUseCase = Container.shared.historyUseCase(),
        limit: Int = DefaultHistoryUseCase.defaultLimit
    ) {
        self.wallet = wallet
        self.history = history
        self.limit = limit
        let account = wallet.evmAddress.map(HistoryAccount.init(evm:)) ?? (try? HistoryAccount(legacy: wallet.address))
        self.account = account
        state = State(
            address: account?.displayAddress ?? wallet.address.bech32, account: account?.kind ?? .legacy,
            canSwitchAccount: wallet.evmAddress != nil)
    }

    // MARK: - Inputs

    /// The scene is shown: reads the newest page, once.
    public func didAppear() async {
        guard !state.hasRead, !state.isReading else { return }
        await read(before: nil)
    }

    /// The person asked for older transactions. Ignored while none are left or a page is read.
    public func didTapOlder() async {
        guard state.hasOlder, !state.isReading, let before = nextBefore else { return }
        await read(before: before)
    }

    /// The person asked for the other account's history: read from its newest page.
    public func didTapSwitchAccount() async {
        guard state.canSwitchAccount, !state.isReading, let evm = wallet.evmAddress else { return }
        let other = state.account == .evm ? try? HistoryAccount(legacy: wallet.address) : HistoryAccount(evm: evm)
        guard let other else { return }
        account = other
        nextBefore = nil
        var next = state
        next.account = other.kind
        next.address = other.displayAddress
        next.lines = []
        next.pending = []
        next.hasOlder = false
        next.hasRead = false
        state = next
        await read(before: nil)
    }

    /// The person closed the scene.
    public func didTapDone() {
        navigator.next(.done)
    }

    /// The person asked to speed up the pending transaction `hash` (one of ``State/pending``).
    public func didTapSpeedUp(_ hash: EVMHash) {
        guard state.pending.contains(hash) else { return }
        navigator.next(.replace(hash, .speedUp))
    }

    /// The person asked to cancel the pending transaction `hash` (one of ``State/pending``).
    public func didTapCancelPending(_ hash: EVMHash) {
        guard state.pending.contains(hash) else { return }
        navigator.next(.replace(hash, .cancel))
    }

    /// Reads the page before `before` (nil: the newest) and adds its lines below those shown.
    private func read(before: UInt64?) async {
        guard let account else { return }
        var reading = state
        reading.readingLabel = Self.readingLabel
        reading.errorMessage = nil
        state = reading
        var next = state
        next.readingLabel = nil
        do throws(HistoryError) {
            let page = try await history.page(of: account, before: before, limit: limit)
            next.lines += page.entries.map { HistoryEntryText($0, of: account) }
            next.pending += page.entries.filter { $0.status == .pending }.map(\.hash)
            next.hasOlder = page.nextBefore != nil
            next.hasRead = true
            nextBefore = page.nextBefore
        } catch {
            next.errorMessage = error.description
        }
        state = next
    }
}
