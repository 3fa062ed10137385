public import Foundation
import Synchronization

/// The nodes of one network and what one process learned of them: which node serves now, which
/// were checked to be on the network's chain, which were refused, each one's last answer, and
/// whether the one failover notice was given. Shared by the ``FailoverTransport``s of reads and
/// sends, of the legacy and the `eth_` service alike.
///
/// The rules (docs/failover.md):
/// - each node is asked `eth_chainId` before it serves anything; a node on another chain (or
///   one that cannot tell) is refused for the rest of the process;
/// - a read that fails on transport (``TransportError/isTransient``: refused, timeout, lost
///   connection, HTTP 429, 5xx) moves to the next node; a TLS failure, another 4xx, an answer too
///   large and any JSON-RPC error do not;
/// - a send moves on only after ``TransportError/connectionRefused`` (nothing was written); once
///   it may have reached a node, its bytes go to that node only, ever;
/// - the first time a node other than the first one tried serves, `notice` is called: once per
///   instance, that is once per command.
/// ```swift
/// let nodes = FailoverNodes(network: network, timeout: .seconds(30), notice: { console.printError("\($0)") })
/// let service = JSONRPCZilliqaService(
///     transport: FailoverTransport(nodes, role: .reads), sendTransport: FailoverTransport(nodes, role: .sends))
/// ```
public final class FailoverNodes: Sendable {
    /// The nodes, in the order they are tried.
    public let nodes: [FailoverNode]
    /// The EVM chain id every node must answer `eth_chainId` with.
    public let evmChainID: UInt64
    private let now: @Sendable () -> Date
    private let notice: @Sendable (FailoverNotice) -> Void
    private let answered: @Sendable (NodeAnswer) -> Void
    private let state = Mutex(State())

    private struct State {
        var current = 0
        var checked: Set<Int> = []
        var refused: [Int: TransportError] = [:]
        var noticeGiven = false
        var answers: [Int: NodeAnswer] = [:]
        /// The node each send's bytes may have reached: they go nowhere else.
        var pinned: [Data: Int] = [:]
    }

    /// Nodes tried in order, each checked to be on EVM chain `evmChainID`. `now` stamps
    /// answers, `notice` is called at most once, `answered` each time a node's outcome is new or
    /// differs from its last one (a place to save it).
    public init(
        nodes: [FailoverNode], evmChainID: UInt64, now: @escaping @Sendable () -> Date = Date.init,
        notice: @escaping @Sendable (FailoverNotice) -> Void = { _ in },
        answered: @escaping @Sendable (NodeAnswer) -> Void = { _ in }
    ) {
        self.nodes = nodes
        self.evmChainID = evmChainID
        self.now = now
        self.notice = notice
        self.answered = answered
    }

    /// `network`'s nodes over ``HTTPTransport``s (``FailoverNode/http(_:timeout:)``).
    public convenience init(
        network: Network, timeout: Duration, now: @escaping @Sendable () -> Date = Date.init,
        notice: @escaping @Sendable (FailoverNotice) -> Void = { _ in },
        answered: @escaping @Sendable (NodeAnswer) -> Void = { _ in }
    ) {
        self.init(
            nodes: network.nodeURLs.map { FailoverNode.http($0, timeout: timeout) }, evmChainID: network.evmChainID,
            now: now, notice: notice, answered: answered)
    }

    /// Each node's last answer in this process, in the nodes' order; nil for a node not asked yet.
    public var lastAnswers: [NodeAnswer?] {
        state.withLock { state in nodes.indices.map { state.answers[$0] } }
    }

    // MARK: - Reads

    /// `body`'s answer from the first node, from the one serving now on, that answers it.
    func read(_ body: Data, limit: ResponseSizeLimit) async throws -> Data {
        var firstFailure: (node: Int, error: TransportError)?
        var lastError: TransportError?
        for index in order() {
            do {
                try await check(index)
                let answer = try await nodes[index].reads.send(body, limit: limit)
                served(by: index, after: firstFailure)
                return answer
            } catch let error as TransportError {
                record(index, error)
                guard Self.movesOn(error) else { throw error }
                if firstFailure == nil { firstFailure = (index, error) }
                lastError = error
            }
        }
        throw lastError ?? .connectionRefused
    }

    // MARK: - Sends

    /// Sends `body` to one node: the one its bytes may already have reached, else the first that
    /// is on the chain and does not refuse the connection.
    func send(_ body: Data, limit: ResponseSizeLimit) async throws -> Data {
        if let pinned = state.withLock({ $0.pinned[body] }) {
            do {
                let answer = try await nodes[pinned].sends.send(body, limit: limit)
                record(pinned, nil)
                return answer
            } catch let error as TransportError {
                record(pinned, error)
                throw error
            }
        }
        var firstFailure: (node: Int, error: TransportError)?
        var lastError: TransportError?
        for index in order() {
            do {
                // A failed check sent nothing of `body`: the next node may be asked.
                try await check(index)
            } catch let error as TransportError {
                guard Self.movesOn(error) else { throw error }
                if firstFailure == nil { firstFailure = (index, error) }
                lastError = error
                continue
            }
            do {
                let answer = try await nodes[index].sends.send(body, limit: limit)
                served(by: index, after: firstFailure)
                return answer
            } catch TransportError.connectionRefused {
                // The connection was never made: nothing of `body` was written.
                record(index, .connectionRefused)
                if firstFailure == nil { firstFailure = (index, .connectionRefused) }
                lastError = .connectionRefused
            } catch {
                // The request may have reached this node: its bytes never go to another.
                state.withLock { $0.pinned[body] = index }
                if let failure = error as? TransportError { record(index, failure) }
                throw error
            }
        }
        throw lastError ?? .connectionRefused
    }

    // MARK: - Helpers

    /// True for a failure after which the next node is asked: a transient one, or a node refused
    /// for its chain.
    static func movesOn(_ error: TransportError) -> Bool {
        if case .otherChain = error { return true }
        return error.isTransient
    }

    /// The nodes not refused, from the one serving now on, then the ones before it.
    private func order() -> [Int] {
        state.withLock { state in
            (Array(state.current..<nodes.count) + Array(0..<state.current)).filter { state.refused[$0] == nil }
        }
    }

    /// Asks node `index` its chain once; throws ``TransportError/otherChain(node:answered:expected:)``
    /// (and refuses the node for good) when it is another, or the transport's failure.
    private func check(_ index: Int) async throws {
        if let refusal = state.withLock({ $0.refused[index] }) { throw refusal }
        guard !state.withLock({ $0.checked.contains(index) }) else { return }
        let answer: UInt64?
        do {
            answer = try await JSONRPCEVMService(transport: nodes[index].reads, retry: .never).chainID()
        } catch ZilliqaServiceError.transport(let failure) {
            throw failure
        } catch let error as CancellationError {
            throw error
        } catch {
            answer = nil
        }
        guard answer == evmChainID else {
            let refusal = TransportError.otherChain(node: nodes[index].name, answered: answer, expected: evmChainID)
            state.withLock { $0.refused[index] = refusal }
            throw refusal
        }
        state.withLock { _ = $0.checked.insert(index) }
    }

    /// Node `index` served: it serves from now on, and the notice is given if it is the first
    /// failover of the process.
    private func served(by index: Int, after failure: (node: Int, error: TransportError)?) {
        record(index, nil)
        let give = state.withLock { state in
            state.current = index
            guard let failure, failure.node != index, !state.noticeGiven else { return false }
            state.noticeGiven = true
            return true
        }
        if give, let failure {
            var refused = false
            if case .otherChain = failure.error { refused = true }
            notice(
                FailoverNotice(
                    from: nodes[failure.node].name, outcome: NodeAnswer.outcome(of: failure.error), refused: refused,
                    to: nodes[index].name))
        }
    }

    /// Notes node `index`'s answer (nil: ok) and passes it on when its outcome changed.
    private func record(_ index: Int, _ failure: TransportError?) {
        let answer = NodeAnswer(
            node: nodes[index].name, at: now(), outcome: failure.map(NodeAnswer.outcome(of:)) ?? NodeAnswer.ok)
        let changed = state.withLock { state in
            defer { state.answers[index] = answer }
            return state.answers[index]?.outcome != answer.outcome
        }
        if changed { answered(answer) }
    }
}
