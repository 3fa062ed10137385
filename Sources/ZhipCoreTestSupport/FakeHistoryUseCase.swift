import Synchronization
public import ZhipCore

/// A ``ZhipCore/HistoryUseCase`` for tests: answers the pages (or errors) it is given, in order,
/// and records each request.
///
/// ```swift
/// let history = FakeHistoryUseCase([.success(firstPage), .failure(.searchNotServed(network: "devnet"))])
/// Container.shared.historyUseCase.register { history }
/// ```
public final class FakeHistoryUseCase: HistoryUseCase {
    /// One request: whose history, before which block, how many.
    public struct Request: Sendable, Equatable {
        public let account: HistoryAccount
        public let before: UInt64?
        public let limit: Int

        public init(account: HistoryAccount, before: UInt64?, limit: Int) {
            self.account = account
            self.before = before
            self.limit = limit
        }
    }

    private struct State {
        var answers: [Result<HistoryPage, HistoryError>]
        var requests: [Request] = []
    }

    private let state: Mutex<State>

    /// Answers `answers`, one a request, in order; past them, an empty last page.
    public init(_ answers: [Result<HistoryPage, HistoryError>]) {
        state = Mutex(State(answers: answers))
    }

    /// Every request, in order.
    public var requests: [Request] { state.withLock { $0.requests } }

    public func page(of account: HistoryAccount, before: UInt64?, limit: Int) async throws(HistoryError)
        -> HistoryPage
    {
        let answer = state.withLock { state -> Result<HistoryPage, HistoryError> in
            state.requests.append(Request(account: account, before: before, limit: limit))
            guard !state.answers.isEmpty else {
                return .success(HistoryPage(account: account, entries: [], nextBefore: nil))
            }
            return state.answers.removeFirst()
        }
        return try answer.get()
    }
}
